#!/bin/sh
# The AppStream screenshots (packaging/screenshots/), drawn headlessly by "agricola-qt render".
# Run from the repository root; afterwards check the sizes in the metainfo file.
set -eu
out=packaging/screenshots
mkdir -p "$out"
python3 -m agricola_qt render --new --players 2 --seed 3 --moves 70 --out "$out/table-2p.png"
python3 -m agricola_qt render --new --players 5 --variant full --seed 5 --moves 160 \
    --out "$out/table-5p.png"
