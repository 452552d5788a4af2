#!/usr/bin/env bash
# The action's first step: installs what building and running iconforge needs, only what is missing.
# On Debian or Ubuntu: the system libraries it links, pkg-config, and the fonts its previews set text
# in; the same names as in .ci/run, whose list adds the tools only its tests use (a test keeps the
# two in step). On macOS: Homebrew's librsvg, libpng, libdeflate and pkg-config.
set -euo pipefail

packages=(librsvg2-dev libcairo2-dev libpng-dev libdeflate-dev pkg-config fonts-dejavu-core fonts-liberation2)
# `diff` reads the base's outputs with git; a container image may lack it.
command -v git >/dev/null || packages+=(git)

if command -v dpkg-query >/dev/null && command -v apt-get >/dev/null; then
    missing=()
    for p in "${packages[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    ((${#missing[@]})) || { echo "iconforge: the packages iconforge needs are installed"; exit 0; }
    # Root in a container job; sudo on a runner that logs in as a user.
    sudo=()
    [[ $(id -u) -eq 0 ]] || sudo=(sudo)
    echo "iconforge: installing ${missing[*]}"
    "${sudo[@]}" apt-get update -qq
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
elif command -v brew >/dev/null; then
    missing=()
    for p in librsvg libpng libdeflate pkg-config; do
        brew list --versions "$p" >/dev/null 2>&1 || missing+=("$p")
    done
    ((${#missing[@]} == 0)) || brew install "${missing[@]}"
else
    echo "::notice::iconforge: no apt-get or brew here; install librsvg, cairo, libpng, libdeflate and pkg-config yourself"
fi
