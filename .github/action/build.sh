#!/usr/bin/env bash
# Builds iconforge in release into $ICONFORGE_BIN_DIR/iconforge, unless the cache restored it there,
# with the flags build-assets.sh uses (the Swift runtime linked in on Linux), and puts the folder on
# PATH for the job's later steps.
set -euo pipefail
bin_dir=${ICONFORGE_BIN_DIR:?}
package=${GITHUB_ACTION_PATH:?}

if [[ -x $bin_dir/iconforge ]]; then
    echo "iconforge: using the cached build, $("$bin_dir/iconforge" --version)"
else
    command -v swift >/dev/null || {
        echo "::error::iconforge: no Swift toolchain on PATH: run the job in a swift image (container: swift:6.3-bookworm) or install one (https://www.swift.org/install/)"
        exit 1
    }
    # Its own scratch folder: the binary is what is cached, not SwiftPM's build folder.
    scratch=(--package-path "$package" --scratch-path "${RUNNER_TEMP:-${TMPDIR:-/tmp}}/iconforge-build" -c release)
    [[ $(uname -s) == Linux ]] && scratch+=(--static-swift-stdlib)
    swift build "${scratch[@]}" --product iconforge
    built="$(swift build "${scratch[@]}" --show-bin-path)/iconforge"
    mkdir -p "$bin_dir"
    cp "$built" "$bin_dir/iconforge"
    echo "iconforge: built $("$bin_dir/iconforge" --version)"
fi
[[ -z ${GITHUB_PATH:-} ]] || echo "$bin_dir" >>"$GITHUB_PATH"
