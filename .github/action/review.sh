#!/usr/bin/env bash
# The action's review: `iconforge build --check`, then `iconforge diff` against the pull request's
# base, the summary appended to the job summary. A failed check or a visible change under
# fail-on-change is a verdict, not an error: it is written to $GITHUB_OUTPUT (check, changed) for the
# last step to fail on, so the folder is still uploaded and the comment still written first.
# Any other failure (no manifest, an unknown base) stops here with iconforge's own line.
#
# Environment: ICONFORGE_BIN_DIR (holds iconforge), MANIFEST, BASE (empty: HEAD), FAIL_ON_CHANGE,
# PUBLISH (true: the thumbnails' address is where publish.sh will put the folder), PUBLISH_BRANCH,
# PUBLISH_URL, PR_NUMBER, HEAD_SHA, HEAD_REPO, and GitHub's RUNNER_TEMP, GITHUB_REPOSITORY,
# GITHUB_OUTPUT, GITHUB_STEP_SUMMARY.
set -euo pipefail

iconforge=${ICONFORGE_BIN_DIR:?}/iconforge
manifest=${MANIFEST:-iconforge.yml}
base=${BASE:-}
temp=${RUNNER_TEMP:?}
out=$temp/iconforge-review
report=$temp/iconforge-report.md
rm -rf "$out" "$report"

# A push that creates a branch has no before (all zeros); a run outside a pull request may have none.
if [[ -z $base || $base =~ ^0+$ ]]; then
    echo "::notice::iconforge: no base commit (not a pull request, and no base input): comparing with HEAD"
    base=
elif ! git cat-file -e "$base^{commit}" 2>/dev/null; then
    # actions/checkout fetches one commit; the base's tree is all diff reads, so fetch just that.
    if git fetch --quiet --no-tags --depth=1 origin "$base"; then
        # A branch or tag name (base: main) has no local ref in that clone: its commit does.
        git cat-file -e "$base^{commit}" 2>/dev/null || base=$(git rev-parse FETCH_HEAD)
    else
        echo "::warning::iconforge: could not fetch $base from origin"
    fi
fi

check=passed
if ! "$iconforge" build --check --manifest "$manifest"; then
    check=failed
    echo "::error::iconforge build --check: the committed outputs are not what $manifest builds (the lines above name them): run iconforge build and commit the result"
fi

# Where the folder will be served from, so summary.md can show its thumbnails. Pushing to the
# repository needs write access, which a fork's pull request does not get.
publish_path='' image_url=''
if [[ ${PUBLISH:-false} == true && -n ${PR_NUMBER:-} ]]; then
    repository=${GITHUB_REPOSITORY:?}
    if [[ -n ${HEAD_REPO:-} && $HEAD_REPO != "$repository" ]]; then
        echo "::notice::iconforge: not publishing the review of a pull request from a fork ($HEAD_REPO): its token cannot push"
    else
        # One folder per pull request and head commit: a new address for every push, since raw
        # files are cached for minutes and the comment must not show the last push's pictures.
        publish_path="pr-$PR_NUMBER/${HEAD_SHA:0:12}"
        branch=${PUBLISH_BRANCH:-iconforge-review}
        url=${PUBLISH_URL:-https://raw.githubusercontent.com/$repository/$branch}
        image_url="${url%/}/$publish_path/"
    fi
fi

# The job summary says first that the check failed, then diff appends its summary (--summary).
if [[ $check == failed ]]; then
    {
        echo "> [!WARNING]"
        echo "> \`iconforge build --check\` failed: the committed outputs are not what the manifest builds."
        echo "> Run \`iconforge build\` and commit the result; the job's log names each file."
        echo
    } >"$report"
else
    : >"$report"
fi
[[ -z ${GITHUB_STEP_SUMMARY:-} ]] || cat "$report" >>"$GITHUB_STEP_SUMMARY"

arguments=(diff --manifest "$manifest" --out "$out")
[[ -z $base ]] || arguments+=(--base "$base")
[[ ${FAIL_ON_CHANGE:-false} != true ]] || arguments+=(--fail-on-change)
[[ -z $image_url ]] || arguments+=(--image-url "$image_url")
[[ -z ${GITHUB_STEP_SUMMARY:-} ]] || arguments+=(--summary "$GITHUB_STEP_SUMMARY")
changed=false
status=0
"$iconforge" "${arguments[@]}" || status=$?
if ((status == 1)) && [[ ${FAIL_ON_CHANGE:-false} == true && -f $out/review.json ]]; then
    # --fail-on-change's 1 comes after the review is written; an error writes no review.
    changed=true
elif ((status != 0)); then
    echo "::error::iconforge diff failed (the line above says why)"
    exit "$status"
fi
# The comment's text: the warning, then the same summary.
cat "$out/summary.md" >>"$report"

{
    echo "folder=$out"
    echo "report=$report"
    echo "check=$check"
    echo "changed=$changed"
    echo "publish-path=$publish_path"
    echo "image-url=$image_url"
} >>"${GITHUB_OUTPUT:?}"
