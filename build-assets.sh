#!/usr/bin/env bash
# The asset-pipeline step an app's CI runs: checks the toolchain and system libraries, builds
# iconforge in release into .build-release/ (reused when up to date), then runs `iconforge build`
# on the manifest.
#
#   ./build-assets.sh                 build what iconforge.yml declares (incrementally)
#   ./build-assets.sh --check         write nothing; fail if committed assets are out of date
#   ./build-assets.sh --json          also print the machine-readable report on stdout
#
# Environment: ICONFORGE_MANIFEST (default iconforge.yml beside this script);
# ICONFORGE_BIN, an already-built iconforge binary to use instead of building one.
set -euo pipefail
cd "$(dirname "$0")"

die() { echo "build-assets: $*" >&2; exit 1; }

args=()
for arg in "$@"; do
    case $arg in
        --check | --json) args+=("$arg") ;;
        -h | --help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) die "unknown option '$arg' (use --check and/or --json)" ;;
    esac
done
manifest=${ICONFORGE_MANIFEST:-iconforge.yml}
[[ -f $manifest ]] || die "no manifest at $manifest"

if [[ -n ${ICONFORGE_BIN:-} ]]; then
    [[ -x $ICONFORGE_BIN ]] || die "ICONFORGE_BIN=$ICONFORGE_BIN is not an executable"
    bin=$ICONFORGE_BIN
else
    packages=(libcairo2-dev librsvg2-dev libpng-dev libdeflate-dev)
    command -v swift >/dev/null || die "no Swift toolchain on PATH (https://www.swift.org/install/)"
    command -v pkg-config >/dev/null || packages+=(pkg-config)
    if ! pkg-config --exists librsvg-2.0 libpng16 libdeflate 2>/dev/null; then
        if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
            echo "build-assets: installing ${packages[*]}" >&2
            if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null; }; then
                die "could not install ${packages[*]}"
            fi
        elif command -v brew >/dev/null; then
            die "librsvg-2.0, libpng16 or libdeflate not found by pkg-config: brew install librsvg libpng libdeflate pkg-config"
        else
            die "librsvg-2.0, libpng16 or libdeflate not found by pkg-config: install ${packages[*]} (e.g. sudo apt-get install ${packages[*]})"
        fi
    fi
    # Previews set their text in Helvetica; fontconfig maps it to Liberation Sans when installed.
    if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null && command -v fc-match >/dev/null \
        && ! fc-match -f '%{family}' Helvetica | grep -qiE 'liberation|helvetica|nimbus'; then
        # A fresh machine has no package lists yet: apt-get install alone would find nothing.
        if ! { apt-get update -qq >/dev/null 2>&1 \
            && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-liberation2 >/dev/null 2>&1; }; then
            echo "build-assets: note: fonts-liberation2 not installed; previews fall back to another sans face" >&2
        fi
    fi
    # SwiftPM rebuilds only what changed, so an up-to-date binary is reused as it is. The release
    # build has its own scratch folder: sharing .build with `swift test`'s debug build re-links the
    # template-embedding plugin tool each time and recompiles IconForgeKit (about 40 s) on every switch.
    scratch=(--scratch-path .build-release)
    # On Linux the Swift runtime and Foundation are linked in: loading them as shared libraries was
    # a quarter of the start-up of one `iconforge icon` (docs/performance.md, Start-up). With
    # nothing left to load from beside the binary, it carries no $ORIGIN run path either: the
    # dynamic linker looked in the binary's folder first for each of librsvg's ~50 libraries
    # (50 failed opens a start), and a library dropped beside it would have been loaded.
    [[ $(uname -s) == Linux ]] && scratch+=(--static-swift-stdlib --disable-local-rpath)
    # Two warnings come with every build and say nothing about this one: SwiftPM drops GLib's
    # -pthread flag (glibc links threads anyway), and the linker flags a mktemp call inside the
    # static Foundation (it creates its temporary files with mkstemp). They are held back and
    # named once; every other line, warning or error, goes through as SwiftPM printed it.
    swift build "${scratch[@]}" -c release --product iconforge 2>&1 | awk '
        /warning: prohibited flag\(s\): -pthread/ || /warning: the use of `mktemp. is dangerous/ { held++; next }
        { print; fflush() }
        END { if (held) print "build-assets: note: " held " known toolchain warning(s) held back (-pthread, mktemp): harmless, see docs/macos.md#the-pthread-warning" }
    ' >&2 || die "building iconforge failed"
    bin="$(swift build "${scratch[@]}" -c release --show-bin-path)/iconforge"
fi

"$bin" build --manifest "$manifest" ${args[@]+"${args[@]}"} \
    || die "iconforge build ${args[*]+${args[*]} }failed: see the lines above"
