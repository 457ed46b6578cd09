"""Computer players for Heartland (no Qt): random, heuristic, and a determinized Monte Carlo
search.  ``registry.make_bot(name, seed)`` builds one; every bot is deterministic per seed."""
