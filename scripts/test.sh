#!/usr/bin/env bash
# Sets up the machine and runs every test: unit, end-to-end (the built decor binary on real fixtures),
# snapshot and browser tests, after a short run of every fuzz target.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
# The Kubernetes manifest is validated offline against the schemas this PyPI package carries.
python3 -m pip show -q kubernetes-validate >/dev/null 2>&1 || python3 -m pip install -q kubernetes-validate==1.37.0
# Every fuzz target for a bounded time (the sanitizer build included, a few minutes): a crash fails the
# run and leaves its input in Fuzz/crashes/. First, so that the test summary stays the last line.
# DECOR_FUZZ_SECONDS=0 leaves the step out.
if [ "${DECOR_FUZZ_SECONDS:-15}" -gt 0 ]; then
  scripts/fuzz.sh all "${DECOR_FUZZ_SECONDS:-15}"
fi
swift build --build-tests
# The example client package builds against the library as an application's would (reusing this build's
# products), then opens the LCP fixture, applies two states, decorates a chapter and snapshots a page.
swift build --package-path Examples/ReadingApp --scratch-path .build
example_out=$(mktemp -d)
fixtures=Tests/Fixtures/protection/r2-streamer-js
echo dan | .build/debug/ReadingApp "$fixtures/wasteland-otf-obf_LCP_dan.epub" "$fixtures/ca_rsa_pem.pem" \
  EPUB/wasteland-content.xhtml "$example_out"
grep -q 'data-decoration-id="winter"' "$example_out/chapter.xhtml"
grep -q 'data-decoration-id="april"' "$example_out/page-0001.svg"
rm -rf "$example_out"
# The library's DocC catalog builds, its symbol links checked, warnings counted as errors.
docs_out=$(mktemp -d)
swift package --scratch-path .build --allow-writing-to-directory "$docs_out" \
  generate-documentation --target DecorEngine --warnings-as-errors --output-path "$docs_out"
rm -rf "$docs_out"
# The export tests read and write a real PostgreSQL cluster of their own (stopped whatever the outcome).
scripts/postgres.sh start >/dev/null
trap 'scripts/postgres.sh stop' EXIT
# The suite is XCTest; Swift Testing's empty run is left out so the last summary is the real one.
swift test --skip-build --disable-swift-testing
