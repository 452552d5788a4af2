#!/usr/bin/env bash
# Publishes the review folder on a branch of the repository, at PUBLISH_PATH (pr-<n>/<sha>), so a
# comment can show its thumbnails as raw files. The pull request's earlier folders on the branch
# are replaced. The commit is made from a temporary index: the checkout's working tree and index
# are not touched. It pushes with the checkout's credentials (the job needs contents: write).
# A push another job got in first is retried on top of it.
#
# Environment: FOLDER, PUBLISH_PATH (empty: nothing to publish), PUBLISH_BRANCH, PUBLISH_REMOTE.
set -euo pipefail

path=${PUBLISH_PATH:-}
[[ -n $path ]] || exit 0
folder=${FOLDER:?}
branch=${PUBLISH_BRANCH:-iconforge-review}
remote=${PUBLISH_REMOTE:-origin}

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/tree/$path"
cp -R "$folder/." "$scratch/tree/$path/"
export GIT_INDEX_FILE=$scratch/index
export GIT_AUTHOR_NAME="github-actions[bot]" GIT_COMMITTER_NAME="github-actions[bot]"
export GIT_AUTHOR_EMAIL="41898282+github-actions[bot]@users.noreply.github.com"
export GIT_COMMITTER_EMAIL=$GIT_AUTHOR_EMAIL

for attempt in 1 2 3; do
    parent=()
    if git ls-remote --exit-code --heads "$remote" "$branch" >/dev/null; then
        git fetch --quiet --no-tags --depth=1 "$remote" "refs/heads/$branch"
        parent=(-p "$(git rev-parse FETCH_HEAD)")
        git read-tree FETCH_HEAD
    else
        git read-tree --empty
    fi
    git rm -r -q --cached --ignore-unmatch -- "${path%%/*}"
    git --work-tree="$scratch/tree" add -f -- "$path"
    commit=$(git commit-tree "$(git write-tree)" "${parent[@]}" -m "iconforge review of $path")
    if git push --quiet "$remote" "$commit:refs/heads/$branch"; then
        echo "iconforge: published the review at $branch/$path"
        exit 0
    fi
    echo "iconforge: the push to $branch was refused (attempt $attempt of 3); trying again on top of it"
done
exit 1
