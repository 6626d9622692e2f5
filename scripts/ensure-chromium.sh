#!/usr/bin/env bash
# Tests run in Debian's Chromium and Firefox ESR (no test tool may download a browser of its own).
# Installs it with apt when missing; CHROME_PATH points elsewhere if you have one.
set -euo pipefail
# Firefox ESR the same way (FIREFOX_PATH): the screen tests run in both engines.
chrome="${CHROME_PATH:-/usr/bin/chromium}"
firefox="${FIREFOX_PATH:-/usr/bin/firefox-esr}"
if [ -x "$chrome" ] && [ -x "$firefox" ]; then exit 0; fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "Chromium ($chrome) or Firefox ($firefox) not found. Install them and set CHROME_PATH / FIREFOX_PATH." >&2
  exit 1
fi
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "Installing Debian's chromium and firefox-esr (first run only)…"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium firefox-esr fonts-dejavu-core >/dev/null
"$chrome" --version
"$firefox" --version
