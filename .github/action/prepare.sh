#!/usr/bin/env bash
# Names the cached build: the key is the hash of everything the binary is built from (the package,
# its sources, templates and plugins, as this ref of the action holds them) and the system it runs
# on, so a new ref of the action or another runner image builds once, and every other run reuses it.
# Writes `key` and `bin` (the folder the binary is kept in) to $GITHUB_OUTPUT.
set -euo pipefail
cd "${GITHUB_ACTION_PATH:?}"

roots=()
for root in Package.swift Package.resolved Sources Templates Plugins; do
    [[ -e $root ]] && roots+=("$root")
done
# File names go in with their contents: a renamed source is another build.
sources=$(find "${roots[@]}" -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum | cut -c1-20)
system="$(uname -s)-$(uname -m)"
if [[ -r /etc/os-release ]]; then
    # The libraries the binary links are the distribution's: Debian 12's are not Ubuntu 24.04's.
    # shellcheck source=/dev/null
    system+="-$(. /etc/os-release && echo "${ID:-linux}${VERSION_ID:-}")"
fi
{
    echo "key=iconforge-bin-$system-$sources"
    echo "bin=${RUNNER_TEMP:?}/iconforge-bin"
} >>"${GITHUB_OUTPUT:?}"
