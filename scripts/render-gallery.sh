#!/usr/bin/env bash
# Renders every example spec under Examples/ into docs/gallery/ (SVG), the pictures docs/gallery.md
# shows. Run from the repository root after changing a layout or an example.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --enable-all-traits --product tessera >/dev/null  # the tests' traits: one shared build
bin="$(swift build --show-bin-path)/tessera"
find Examples -name '*.json' | sort | while read -r spec; do
  out="docs/gallery/${spec#Examples/}"
  out="${out%.json}.svg"
  mkdir -p "$(dirname "$out")"
  "$bin" render "$spec" -o "$out"
done
