#!/usr/bin/env bash
# Keeps one comment on the pull request up to date with the review: the comment that starts with
# the hidden marker is edited, or the first one is posted. A refused comment (a fork's pull request
# gets a read-only token) is a warning; the job summary still has the review.
#
# Environment: COMMENT (true to comment), PR_NUMBER, REPORT (the text), ARTIFACT_URL, GH_TOKEN,
# GITHUB_REPOSITORY; uses `gh api`.
set -euo pipefail

[[ ${COMMENT:-true} == true && -n ${PR_NUMBER:-} ]] || exit 0
marker='<!-- iconforge-review -->'
repository=${GITHUB_REPOSITORY:?}
body=$(mktemp)
trap 'rm -f "$body"' EXIT
{
    echo "$marker"
    cat "${REPORT:?}"
    if [[ -n ${ARTIFACT_URL:-} ]]; then
        echo
        echo "The review page, every picture at every scale: [the iconforge-review artifact]($ARTIFACT_URL) of this run (index.html)."
    fi
} >"$body"

# Only a comment that starts with the marker: one quoting it starts with "> ".
if ! ids=$(gh api --paginate "repos/$repository/issues/$PR_NUMBER/comments" \
    --jq ".[] | select(.body | startswith(\"$marker\")) | .id"); then
    echo "::warning::iconforge: could not read the pull request's comments (the token needs pull-requests: write)"
    exit 0
fi
id=${ids%%$'\n'*}
if [[ -n $id ]]; then
    gh api --method PATCH "repos/$repository/issues/comments/$id" -F body=@"$body" >/dev/null \
        || echo "::warning::iconforge: could not update comment $id"
else
    gh api --method POST "repos/$repository/issues/$PR_NUMBER/comments" -F body=@"$body" >/dev/null \
        || echo "::warning::iconforge: could not comment on the pull request (the token needs pull-requests: write)"
fi
