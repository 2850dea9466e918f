#!/usr/bin/env bash
# Sets up the machine, builds decor and runs it on publications included in the repository.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build -c release --product decor >&2
decor=.build/release/decor
fixtures=Tests/Fixtures

echo "== decor info moby-dick.epub" >&2
"$decor" info "$fixtures/epub/moby-dick.epub"
echo "== decor cat moby-dick.epub OPS/chapter_001.xhtml (first lines)" >&2
"$decor" cat "$fixtures/epub/moby-dick.epub" OPS/chapter_001.xhtml | head -n 12
