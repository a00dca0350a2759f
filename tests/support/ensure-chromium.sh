#!/usr/bin/env bash
# The end-to-end tests drive Debian's chromium-headless-shell (npm tools cannot download browsers here; it costs about
# half the CPU of the full chromium package in headless mode, decision 075). When it is missing: install it with
# apt-get if we are root, otherwise stop with the exact command to run. CHROMIUM_PATH selects another Chromium.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/lib/chromium/chromium-headless-shell}"
[ -x "$chromium" ] && exit 0
if [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "CHROMIUM_PATH is set to $CHROMIUM_PATH, which is not an executable file." >&2
  exit 1
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "== chromium-headless-shell is missing: installing Debian's package (once)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null
  [ -x "$chromium" ] && exit 0
  echo "apt-get finished but $chromium is still missing." >&2
  exit 1
fi
echo "The end-to-end tests need Chromium's headless shell at $chromium. Install it with:" >&2
echo "  sudo apt-get update && sudo apt-get install -y chromium-headless-shell" >&2
echo "(or set CHROMIUM_PATH to another Chromium executable, e.g. /usr/bin/chromium)." >&2
exit 1
