#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (npm tools cannot download browsers here). When it is
# missing: install it with apt-get if we are root, otherwise stop with the exact command to run.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$chromium" ] && exit 0
if [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "CHROMIUM_PATH is set to $CHROMIUM_PATH, which is not an executable file." >&2
  exit 1
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "== Chromium is missing: installing Debian's chromium package (once)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x "$chromium" ] && exit 0
  echo "apt-get finished but $chromium is still missing." >&2
  exit 1
fi
echo "The end-to-end tests need Chromium at $chromium. Install it with:" >&2
echo "  sudo apt-get update && sudo apt-get install -y chromium" >&2
echo "(or set CHROMIUM_PATH to another Chromium executable)." >&2
exit 1
