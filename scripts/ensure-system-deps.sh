#!/usr/bin/env bash
# Installs the named Debian packages when their commands (or, for a font, its family) are missing.
# Runs apt-get only as root; otherwise says what to install and fails.
set -euo pipefail
declare -A cmd=([chromium]=chromium [chromium-headless-shell]=chromium-headless-shell [redis-server]=redis-server [poppler-utils]=pdftoppm [prometheus]=promtool)
# Fonts the PDF names (services/documents/src/domain/printable.ts), as Gotenberg's image ships them.
declare -A font=([fonts-noto-color-emoji]="Noto Color Emoji" [fonts-liberation]="Liberation Serif" [fonts-dejavu-core]="DejaVu Serif")
present() {
  if [ -n "${font[$1]:-}" ]; then
    fc-list : family 2>/dev/null | grep -qiF "${font[$1]}"
  else
    command -v "${cmd[$1]:-$1}" >/dev/null 2>&1
  fi
}
missing=()
for pkg in "$@"; do
  present "$pkg" || missing+=("$pkg")
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
