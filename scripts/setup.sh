#!/usr/bin/env bash
# Installs the Debian packages decor builds and tests with. Idempotent and quiet when all are present.
set -euo pipefail

packages=(
  libxml2-dev zlib1g-dev libssl-dev libsqlite3-dev libharfbuzz-dev libfreetype-dev libqpdf-dev  # C libraries decor links
  libxml2-utils openssl zip unzip p7zip-full python3 qpdf            # tools the tests and benchmarks compare with
  unicode-data                                                       # Unicode's own conformance tests (UAX #9, #14)
  postgresql                                                         # the real server the export tests start (scripts/postgres.sh)
  chromium fonts-dejavu-core fonts-dejavu-extra fonts-liberation fonts-ipafont-mincho  # the browser yardstick and its fonts
  wrk                                                                # decor serve's load benchmark (scripts/serve-bench.sh)
  ffmpeg                                                             # HLS segments the media tests encrypt and compare with
)

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "decor setup: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq >/dev/null
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
