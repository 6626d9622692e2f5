#!/usr/bin/env bash
# The tests run in three engines, all from Debian's packages (no test tool may
# download a browser of its own): chromium, firefox-esr, and WebKitGTK's
# MiniBrowser through WebKitWebDriver (webkit2gtk-driver) on a virtual display
# (xvfb). Installs what is missing with apt. CHROME_PATH, FIREFOX_PATH,
# WEBKIT_DRIVER_PATH point at browsers of your own.
set -euo pipefail
chrome="${CHROME_PATH:-/usr/bin/chromium}"
firefox="${FIREFOX_PATH:-/usr/bin/firefox-esr}"
webkit="${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}"
if [ -x "$chrome" ] && [ -x "$firefox" ] && [ -x "$webkit" ] && command -v xvfb-run >/dev/null 2>&1; then exit 0; fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "A browser is missing: Chromium ($chrome), Firefox ($firefox), WebKitWebDriver ($webkit) or xvfb-run. Install them and set CHROME_PATH / FIREFOX_PATH / WEBKIT_DRIVER_PATH." >&2
  exit 1
fi
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "Installing Debian's chromium, firefox-esr, webkit2gtk-driver and xvfb (first run only)…"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium firefox-esr webkit2gtk-driver xvfb fonts-dejavu-core >/dev/null
"$chrome" --version
"$firefox" --version
dpkg-query -W -f='WebKitGTK ${Version}\n' webkit2gtk-driver
