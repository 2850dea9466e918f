#!/usr/bin/env bash
# Sets up the machine, builds decor and runs its main job on a publication included in the repository:
# moby-dick's chapter 1 with highlights, underlines, notes and custom templates (Examples/), rendered as
# live annotated XHTML, as static XHTML, and as SVG pictures of its pages.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build -c release --static-swift-stdlib --product decor >&2
decor=.build/release/decor
book=Tests/Fixtures/epub/moby-dick.epub
decorations=Examples/moby-dick-decorations.json
out=${1:-out/example}
rm -rf "$out"

echo "== decor info $book" >&2
"$decor" info "$book" | head -n 8
echo "== decor render --live (report: $out/live/report.json)" >&2
"$decor" render "$book" --decorations "$decorations" --out "$out/live" --live
echo "== decor render --static" >&2
"$decor" render "$book" --decorations "$decorations" --out "$out/static" --static --mode paginate --gap 40
echo "== decor snapshot (SVG pages in $out/svg)" >&2
"$decor" snapshot "$book" --href OPS/chapter_001.xhtml --decorations "$decorations" --out "$out/svg" --mode paginate --gap 40
echo "Open $out/live/OPS/chapter_001.xhtml or $out/svg/page-0001.svg in a browser." >&2
