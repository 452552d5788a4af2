#!/usr/bin/env bash
# One icon's critical path: runs `iconforge icon docs` (the defaults, preview included, into a
# fresh folder on disk under .bench-out/) CALLS times with ICONFORGE_TRACE set, and prints the
# median time of each step the supervisor and its standby worker reach, in ms from the shell's
# exec, and of the exit the shell sees (docs/performance.md, One icon's critical path).
# Environment: CALLS (20), ICONFORGE_BIN (an iconforge already built; else the release one is built
# as Benchmarks/run.sh builds it). Arguments, if any, replace `icon docs`.
set -euo pipefail
cd "$(dirname "$0")/.."
calls=${CALLS:-20}
args=("$@")
[[ ${#args[@]} -gt 0 ]] || args=(icon docs)
if [[ -z ${ICONFORGE_BIN:-} ]]; then
    static=()
    [[ $(uname) == Linux ]] && static=(--static-swift-stdlib --disable-local-rpath)
    swift build --scratch-path .build-release -c release --product iconforge "${static[@]}" >&2
fi
binary=$(cd "$(dirname "${ICONFORGE_BIN:-.build-release/release/iconforge}")" && pwd)/$(basename "${ICONFORGE_BIN:-iconforge}")
mkdir -p .bench-out
work=$(mktemp -d "$PWD/.bench-out/critical-path.XXXXXX")
trap 'rm -rf "$work"' EXIT
log=$work/trace.log
for ((call = 0; call < calls; call++)); do
    mkdir "$work/$call"
    start=$EPOCHREALTIME
    (cd "$work/$call" && ICONFORGE_TRACE=$log exec "$binary" "${args[@]}" >/dev/null 2>&1) || true
    end=$EPOCHREALTIME
    echo "${start/./} 0 start" >>"$log"
    echo "${end/./} 0 exit-seen" >>"$log"
    rm -rf "${work:?}/$call"
done
# Each call's steps from its start (the first time a step is reached), then the median of each.
sort -n "$log" | awk -v calls="$calls" '
    $3 == "start" { call++; t0 = $1; delete seen; next }
    !(($3) in seen) { seen[$3] = 1; at[$3] = at[$3] " " ($1 - t0) / 1000 }
    END {
        for (step in at) {
            n = split(substr(at[step], 2), v, " ")
            for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (v[j] < v[i]) { x = v[i]; v[i] = v[j]; v[j] = x }
            printf "%8.1f  %-18s %d of %d calls\n", (n % 2 ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2), step, n, calls
        }
    }' | sort -n
