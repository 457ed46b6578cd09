"""Cards plug into the engine through one mechanism: see ``base.Card``."""
