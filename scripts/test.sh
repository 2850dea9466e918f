#!/usr/bin/env bash
# Sets up the machine and runs every test: unit, end-to-end (the built decor binary on real fixtures),
# snapshot and browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build --build-tests
swift test --skip-build
