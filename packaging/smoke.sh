#!/bin/sh
# Smoke test of a built agricola-qt (one-folder PyInstaller build, or any agricola-qt command):
#     packaging/smoke.sh dist/agricola-qt/agricola-qt
# Runs --version, --help (every sub-command listed), a headless render in Traditional Chinese
# and check on a record it makes with selfplay.  No display needed.  Exit code 0 when all pass.
set -eu
app=${1:-dist/agricola-qt/agricola-qt}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
unset DISPLAY WAYLAND_DISPLAY
fail() { echo "smoke: FAILED: $*" >&2; exit 1; }

version=$("$app" --version) || fail "--version"
case "$version" in "agricola-qt "[0-9]*) ;; *) fail "--version printed '$version'";; esac
echo "ok: $version"

"$app" --help > "$work/help.txt" || fail "--help"
grep -q "FILE.agr" "$work/help.txt" || fail "--help does not mention FILE.agr"
for command in check score render resume selfplay tournament cards; do
    grep -q "^    $command" "$work/help.txt" || fail "--help does not list '$command'"
done
echo "ok: --help lists every sub-command"

"$app" --lang zh_TW render --new --players 3 --seed 2 --out "$work/table.png" --labels \
    > "$work/render.txt" || fail "render"
grep -q "language zh_TW" "$work/render.txt" || fail "render did not use zh_TW"
grep -q "釣魚" "$work/render.txt" || fail "render labels are not Traditional Chinese"
[ -s "$work/table.png" ] || fail "render wrote no image"
echo "ok: render in zh_TW ($(head -1 "$work/render.txt"))"

"$app" selfplay --games 1 --seed 4 --out "$work/games" > /dev/null || fail "selfplay"
"$app" check "$work"/games/*.agr > "$work/check.txt" || fail "check"
grep -q ": ok: " "$work/check.txt" || fail "check did not accept the record"
echo "ok: $(cat "$work/check.txt")"

"$app" tournament --games 2 --jobs 2 --json > /dev/null || fail "tournament --jobs 2"
echo "ok: tournament --jobs 2"
echo "smoke: all passed"
