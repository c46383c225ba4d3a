#!/usr/bin/env bash
# Installs what the product and its tests need on a fresh Debian or Ubuntu machine, then the
# npm dependencies (which bring Node 24 along). Safe to run again: it installs only what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

# System packages: Chromium for browser tests and the application PDF; LibreOffice (with fonts,
# including CJK so East Asian documents do not render as boxes) to convert Word documents.
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v soffice >/dev/null 2>&1 || need+=(libreoffice-writer-nogui)
for font in fonts-dejavu fonts-liberation fonts-noto-cjk; do
  dpkg -s "$font" >/dev/null 2>&1 || need+=("$font")
done
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "setup: please install as root: apt-get install -y ${need[*]}" >&2
    exit 1
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}"
fi

# A clean install from the lock file, unless node_modules was installed from this very lock file.
stamp=node_modules/.setup-lock-sha
lock_sha="$(sha256sum package-lock.json | cut -d' ' -f1)"
if [ "$(cat "$stamp" 2>/dev/null)" != "$lock_sha" ]; then
  npm ci --no-audit --no-fund
  echo "$lock_sha" > "$stamp"
fi
