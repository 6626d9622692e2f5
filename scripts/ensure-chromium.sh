#!/usr/bin/env bash
# Tests run in Debian's Chromium (no test tool may download a browser of its own).
# Installs it with apt when missing; CHROME_PATH points elsewhere if you have one.
set -euo pipefail
chrome="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$chrome" ]; then exit 0; fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $chrome. Install Chromium and set CHROME_PATH to its binary." >&2
  exit 1
fi
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "Installing Debian's chromium (first run only)…"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
"$chrome" --version
