from agricola_qt.app.cli import main

raise SystemExit(main())
