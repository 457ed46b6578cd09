"""The Heartland table: scene, controller, table widget and window (see docs/heartland.md)."""
