"""Sub-commands of ``agricola-qt`` (one module each, discovered automatically)."""
