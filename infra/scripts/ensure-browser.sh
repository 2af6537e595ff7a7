#!/usr/bin/env bash
# The browser tests drive Debian's Chromium; install it when the machine lacks it.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "[browser] /usr/bin/chromium is missing and we are not root: install the chromium package" >&2
  exit 1
fi
echo "[browser] installing Chromium"
DEBIAN_FRONTEND=noninteractive apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation >/dev/null
