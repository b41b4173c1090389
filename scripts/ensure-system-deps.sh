#!/usr/bin/env bash
# Installs the named Debian packages when their commands are missing.
# Runs apt-get only as root; otherwise says what to install and fails.
set -euo pipefail
declare -A cmd=([chromium]=chromium [redis-server]=redis-server [poppler-utils]=pdftoppm)
missing=()
for pkg in "$@"; do
  command -v "${cmd[$pkg]:-$pkg}" >/dev/null 2>&1 || missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing Debian packages: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing Debian packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
