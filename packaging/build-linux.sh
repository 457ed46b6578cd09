#!/bin/sh
# Build the one-folder Linux application with PyInstaller and smoke-test it.
#     packaging/build-linux.sh            (from anywhere; writes dist/agricola-qt/)
# Needs: the game's dependencies (pip install -e .) and pyinstaller (pip install pyinstaller).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
python3 -m PyInstaller --version > /dev/null 2>&1 || {
    echo "build-linux: PyInstaller is missing: python3 -m pip install pyinstaller" >&2; exit 1; }
started=$(date +%s)
python3 -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$root/dist" --workpath "$root/build/pyinstaller" packaging/agricola-qt.spec
built=$(date +%s)
echo "build-linux: built dist/agricola-qt in $((built - started)) s," \
     "$(du -sh dist/agricola-qt | cut -f1) ($(du -sh --apparent-size dist/agricola-qt | cut -f1) apparent)"
sh packaging/smoke.sh "$root/dist/agricola-qt/agricola-qt"
echo "build-linux: smoke test passed in $(( $(date +%s) - built )) s"
