#!/usr/bin/env bash
# A git pre-commit hook for a repository that commits iconforge's outputs: refuses a commit while
# the outputs are not what the manifest builds (`iconforge build --check`), then prints what the
# commit changes in them, asset by asset (`iconforge diff` against HEAD), with the review page in
# .git/iconforge-review/index.html. It checks the working tree, which is what a commit of every
# change holds. Install: cp Scripts/pre-commit-hook.sh .git/hooks/pre-commit (docs/ci.md).
#
# Environment: ICONFORGE (the binary; default iconforge on PATH), ICONFORGE_MANIFEST (default
# iconforge.yml at the repository's root), ICONFORGE_FAIL_ON_CHANGE=1 (also refuse a commit that
# visibly changes, adds or removes an asset). `git commit --no-verify` skips the hook.
set -euo pipefail

iconforge=${ICONFORGE:-iconforge}
manifest=${ICONFORGE_MANIFEST:-iconforge.yml}
cd "$(git rev-parse --show-toplevel)"
[[ -f $manifest ]] || exit 0

if ! "$iconforge" build --check --quiet --manifest "$manifest"; then
    echo "pre-commit: the outputs are not what $manifest builds (the lines above name them): run iconforge build, then add them" >&2
    exit 1
fi
# The first commit has nothing to compare with.
git rev-parse --verify --quiet HEAD >/dev/null || exit 0
arguments=(diff --manifest "$manifest" --base HEAD --out "$(git rev-parse --absolute-git-dir)/iconforge-review")
[[ ${ICONFORGE_FAIL_ON_CHANGE:-} != 1 ]] || arguments+=(--fail-on-change)
if ! "$iconforge" "${arguments[@]}"; then
    if [[ ${ICONFORGE_FAIL_ON_CHANGE:-} == 1 ]]; then
        echo "pre-commit: assets visibly changed (ICONFORGE_FAIL_ON_CHANGE=1): review .git/iconforge-review/index.html" >&2
    fi
    exit 1
fi
