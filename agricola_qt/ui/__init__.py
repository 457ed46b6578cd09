"""The Qt table: scene, items, controller, undo commands, dialogs and viewers."""
