#!/usr/bin/env bash
# The asset-pipeline step: checks the toolchain and system libraries, builds iconforge in
# release (reused when up to date), and renders every bundled template into Assets/.
set -euo pipefail
cd "$(dirname "$0")"

packages=(libcairo2-dev librsvg2-dev libpng-dev)
die() { echo "build-assets: $*" >&2; exit 1; }

command -v swift >/dev/null || die "no Swift toolchain on PATH (https://www.swift.org/install/)"
command -v pkg-config >/dev/null || packages+=(pkg-config)
if ! pkg-config --exists librsvg-2.0 libpng16 2>/dev/null; then
    if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
        echo "build-assets: installing ${packages[*]}" >&2
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null \
            || die "could not install ${packages[*]}"
    else
        die "librsvg-2.0 and libpng16 not found by pkg-config: install ${packages[*]} (e.g. sudo apt-get install ${packages[*]})"
    fi
fi

swift build -c release --product iconforge >&2 || die "building iconforge failed"
bin="$(swift build -c release --show-bin-path)/iconforge"

out=Assets
icons=$("$bin" templates | awk '$2 == "icon" { print $1 }')
[[ -n $icons ]] || die "no bundled icon templates found"
# shellcheck disable=SC2086
"$bin" icon $icons --out "$out/Icons.xcassets" --preview-dir "$out/Previews" --quiet \
    || die "rendering icons failed"
echo "build-assets: wrote $(echo $icons | wc -w) icons to $out/Icons.xcassets (previews in $out/Previews)"

# The tutorial's table buttons: green, red with a blue pressed state, and blue.
for args in "--color 00bd00" "--color red --highlight-color blue" "--color blue"; do
    # shellcheck disable=SC2086
    "$bin" button $args --out "$out/Buttons.xcassets" --preview-dir "$out/Previews" --quiet \
        || die "rendering the button $args failed"
done
echo "build-assets: wrote 3 buttons to $out/Buttons.xcassets (previews in $out/Previews)"
