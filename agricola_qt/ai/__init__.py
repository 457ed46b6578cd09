"""Computer players; never imports Qt."""
