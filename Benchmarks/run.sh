#!/usr/bin/env bash
# The waits a person feels and the batch, in one interleaved run against rsvg-convert and the
# previous iconforge binary (docs/performance.md). Every round runs every row once, alternating
# the binaries; the tables give medians over the rounds (per call for the short waits):
#   - the waits: `iconforge --version`; one icon (`iconforge icon docs`, its catalog and its
#     preview, into a fresh folder on disk) against rsvg-convert drawing the same SVG at 30, 60
#     and 90 px (three calls); the no-op `iconforge build` of NOOP_SIZES icons (an xcassets and
#     an Android output, the corpus's SVGs repeated under new names), as its share of the full
#     build of the same project in the same round;
#   - the batch: the shared corpus (../shared/corpus, one file per asset name) at 30/60/90 px with
#     iconforge's defaults (a batch gets one contact sheet) and --no-preview, and (not with QUICK)
#     a preview per icon, --jobs 1, and all of it again on a tmpfs; against the in-process floor
#     (floor.c: one process, a plain librsvg loop, no isolation) writing cairo's own RGBA PNGs
#     (what rsvg-convert writes) and iconforge's grey+alpha PNGs, and rsvg-convert called once
#     per file and size (on RSVG_SAMPLE files, first round only: it is slow).
# Output goes to a real disk (.bench-out/ in the repository, gitignored) after a `sync`; the
# load average is printed at the start, after each round and at the end. CPU is user+sys from
# /usr/bin/time, split into the supervisor and its workers with ICONFORGE_CPU_REPORT=1. On a
# shared machine trust the ratios within a round over wall times.
#
#   Benchmarks/run.sh                 the full run (about ten minutes, three rounds)
#   QUICK=1 Benchmarks/run.sh         a few minutes: 300 icons, 1,000-icon builds, disk rows only
#   OLD_BIN=/path/iconforge Benchmarks/run.sh     compare with that binary
#   OLD_REV=v1.2.0 Benchmarks/run.sh              compare with that git revision, built here first
#
# Environment: QUICK, OLD_BIN, OLD_REV, CORPUS, RUNS (3), LIMIT (first LIMIT SVGs only; 0 = all),
# RSVG_SAMPLE (100), SETTLE (15 s), ONE_CALLS (10 a round), NOOP_SIZES ("1000 10000"; empty
# skips the build rows), BENCH_TMP (/dev/shm), BENCH_DISK (.bench-out), ICONFORGE_BIN (an
# iconforge already built; else the release one is built as build-assets.sh builds it).
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ -n ${QUICK:-} ]]; then
    : "${LIMIT:=300}" "${RSVG_SAMPLE:=20}" "${SETTLE:=0}" "${ONE_CALLS:=6}" "${NOOP_SIZES=1000}"
fi
corpus=${CORPUS:-../shared/corpus}
[[ -d $corpus ]] && corpus=$(cd "$corpus" && pwd)
runs=${RUNS:-3}
limit=${LIMIT:-0}
sample=${RSVG_SAMPLE:-100}
[[ -d $corpus ]] || { echo "bench: no corpus at $corpus" >&2; exit 1; }
mkdir -p "${BENCH_DISK:-.bench-out}"
disk_root=$(cd "${BENCH_DISK:-.bench-out}" && pwd)
declare -A target=(
    [tmpfs]=$(mktemp -d "${BENCH_TMP:-/dev/shm}/iconforge-bench.XXXXXX")
    [disk]=$(mktemp -d "$disk_root/iconforge-bench.XXXXXX")
)
work=${target[tmpfs]}
# ext4 skips inodes deleted in the last 60 s (300 s while their table block is dirty) when it
# allocates new ones, and the search past them is slow: a run started right after another one
# deleted its hundreds of thousands of files paid for them in its first disk rows (the defaults
# 0.60x, then 0.71x with the supervisor's CPU per icon up 20%). So each run notes when it finished
# deleting, and the next one waits out the rest of those 300 s first (QUICK does not: its rows
# compare binaries within a round, and it deletes little).
cleaned=$disk_root/.last-cleanup
trap 'rm -rf "${target[tmpfs]}" "${target[disk]}"; date +%s > "$cleaned"' EXIT
if [[ -f $cleaned && -z ${QUICK:-} ]]; then
    wait_s=$(( $(cat "$cleaned") + 300 - $(date +%s) ))
    if (( wait_s > 0 )); then
        echo "bench: waiting ${wait_s} s: ext4 still skips the inodes the last run deleted" >&2
        sleep "$wait_s"
    fi
fi

# The same release build as build-assets.sh (same flags and folder), so neither rebuilds the other's.
release_build() { # SOURCE SCRATCH: builds SOURCE's iconforge in SCRATCH, prints the binary's path
    local static=()
    [[ $(uname -s) == Linux ]] && static=(--static-swift-stdlib --disable-local-rpath)
    (cd "$1" && swift build --scratch-path "$2" -c release --product iconforge "${static[@]}" >&2 \
        && echo "$(swift build --scratch-path "$2" -c release "${static[@]}" --show-bin-path)/iconforge")
}
absolute() { echo "$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"; }
declare -A binary
if [[ -n ${ICONFORGE_BIN:-} ]]; then
    binary[new]=$(absolute "$ICONFORGE_BIN")
else
    binary[new]=$(release_build "$PWD" "$PWD/.build-release")
fi
# The previous binary: given, or built from a git revision (its own source copy and build folder,
# kept in .bench-out/ so a second run with the same revision reuses it).
if [[ -n ${OLD_REV:-} ]]; then
    rev=$(git rev-parse --short "$OLD_REV")
    old_src=$disk_root/old-$rev
    if [[ ! -d $old_src ]]; then
        mkdir -p "$old_src.partial" && git archive "$rev" | tar -x -C "$old_src.partial" && mv "$old_src.partial" "$old_src"
    fi
    OLD_BIN=$(release_build "$old_src" "$old_src/.build-release")
fi
[[ -n ${OLD_BIN:-} ]] && binary[old]=$(absolute "$OLD_BIN")
tags=(new)
[[ -n ${binary[old]:-} ]] && tags+=(old)
# shellcheck disable=SC2046
cc -O2 -o "$work/floor" Benchmarks/floor.c $(pkg-config --cflags --libs librsvg-2.0 cairo libdeflate)

# One file per asset name: iconforge refuses inputs that would overwrite each other's icon.
find "$corpus" -name '*.svg' | sort | awk -F/ '!seen[tolower($NF)]++' > "$work/all.txt"
if (( limit > 0 )); then head -n "$limit" "$work/all.txt" > "$work/some.txt" && mv "$work/some.txt" "$work/all.txt"; fi
count=$(wc -l < "$work/all.txt")
(( sample > count )) && sample=$count
head -n $((count / 4)) "$work/all.txt" > "$work/quarter.txt"
head -n "$sample" "$work/all.txt" > "$work/sample.txt"
mapfile -t files < "$work/all.txt"
mapfile -t quarter < "$work/quarter.txt"
cores=$(nproc)

# Each batch configuration: "name|where|kind|arguments|binary". kind: icon (iconforge icon),
# same, cairo, rsvg. The previous binary runs the two rows the targets are judged on.
configs=()
places=(disk)
[[ -z ${QUICK:-} ]] && places+=(tmpfs)
for where in "${places[@]}"; do
    for tag in "${tags[@]}"; do
        configs+=("iconforge defaults|$where|icon||$tag")
        [[ -z ${QUICK:-} && $tag == new ]] && configs+=("iconforge defaults --jobs 1|$where|icon|--jobs 1|new")
        [[ -z ${QUICK:-} && $tag == new && $where == disk ]] && configs+=("iconforge --preview each|$where|icon|--preview each|new")
        configs+=("iconforge --no-preview|$where|icon|--no-preview|$tag")
        [[ -z ${QUICK:-} && $tag == new ]] && configs+=("iconforge --no-preview --jobs 1|$where|icon|--no-preview --jobs 1|new")
    done
    configs+=("floor, cairo RGBA PNGs|$where|cairo||" "floor, iconforge's grey+alpha PNGs|$where|same||")
done
configs+=("rsvg-convert per file and size|disk|rsvg||")

# measure WHERE KIND ARGS TAG: one run into a fresh output folder; prints
# "wall_ms cpu_ms supervisor_ms workers_ms". Outputs are deleted only at the end: on ext4, a run
# that follows the deletion of thousands of files pays for them in its own inode allocations
# (ext4's allocator skips recently deleted inodes; perf shows it in find_inode_bit), so
# deleting between runs would charge each run for the previous one.
measure() {
    local where=$1 kind=$2 args=$3 tag=$4 out
    out=$(mktemp -d "${target[$where]}/run.XXXXXX")
    # Each run starts with nothing dirty: the kernel writing back the previous run's files during
    # this one would take a core from it (from a two-core run more than from the serial floor).
    sync
    local start end
    start=$(date +%s%N)
    case $kind in
        icon)
            # shellcheck disable=SC2086
            # In the output folder: previews go to iconforge-previews/ in the current folder.
            (cd "$out" && ICONFORGE_CPU_REPORT=1 /usr/bin/time -o "$work/cpu" -f '%U %S' \
                "${binary[$tag]}" icon "${files[@]}" --out "$out/Icons.xcassets" --quiet $args > /dev/null 2> "$work/err") || true ;;
        same | cairo)
            /usr/bin/time -o "$work/cpu" -f '%U %S' "$work/floor" "$out" "$kind" 30 60 90 < "$work/all.txt" 2> /dev/null ;;
        rsvg)
            /usr/bin/time -o "$work/cpu" -f '%U %S' bash -c '
                while read -r f; do
                    for s in 30 60 90; do rsvg-convert -w "$s" -h "$s" -a "$f" -o "$1/$(basename "$f" .svg)-$s.png"; done
                done < "$2"' _ "$out" "$work/sample.txt" ;;
    esac
    end=$(date +%s%N)
    local cpu supervisor=0 workers=0
    cpu=$(awk '{ printf "%d", ($1 + $2) * 1000 }' <<< "$(tail -1 "$work/cpu")")
    if [[ $kind == icon ]]; then
        supervisor=$(awk '/cpu: supervisor/ { printf "%d", ($5 + $8) * 1000 }' "$work/err")
        workers=$(awk '/cpu: workers/ { printf "%d", ($5 + $8) * 1000 }' "$work/err")
    fi
    echo "$(( (end - start) / 1000000 )) $cpu ${supervisor:-0} ${workers:-0}"
}

# The short waits, each call timed by bash (no extra process inside the timing) and appended to
# $work/<wait>-<binary> as "wall user sys" in seconds. One icon goes into a fresh folder on disk
# (its catalog and its preview); rsvg-convert draws the same SVG at the same three sizes. The
# timed calls run as a user runs them; a second call with ICONFORGE_CPU_REPORT=1 (which makes
# iconforge wait for its worker at exit, so the worker's CPU is counted) gives the CPU.
one_calls=${ONE_CALLS:-10}
read -r -a noop_sizes <<< "${NOOP_SIZES-1000 10000}"
docs_svg=$PWD/Templates/docs.svg
TIMEFORMAT='%3R %3U %3S'
short_waits() {
    local out tag call order
    for call in $(seq "$one_calls"); do
        # Each binary goes first in every other call (see the rounds below).
        order=("${tags[@]}")
        (( call % 2 == 0 )) && order=("${reversed_tags[@]}")
        for tag in "${order[@]}"; do
            { time "${binary[$tag]}" --version > /dev/null 2>&1; } 2>> "$work/version-$tag"
            out=$(mktemp -d "${target[disk]}/one.XXXXXX")
            { time (cd "$out" && "${binary[$tag]}" icon docs > /dev/null 2>&1); } 2>> "$work/one-$tag"
            out=$(mktemp -d "${target[disk]}/one.XXXXXX")
            { time (cd "$out" && ICONFORGE_CPU_REPORT=1 "${binary[$tag]}" icon docs > /dev/null 2>&1); } 2>> "$work/one-cpu-$tag"
        done
        out=$(mktemp -d "${target[disk]}/one.XXXXXX")
        { time (for s in 30 60 90; do rsvg-convert -w "$s" -h "$s" -a "$docs_svg" -o "$out/docs-$s.png"; done); } 2>> "$work/one-rsvg"
    done
}
# Build projects: the corpus's SVGs repeated under new names (awk copies them, no process a file).
for n in "${noop_sizes[@]}"; do
    mkdir -p "${target[disk]}/art-$n"
    awk -v n="$n" -v d="${target[disk]}/art-$n" '{ a[NR] = $0 } END {
        for (i = 0; i < n; i++) { f = a[i % NR + 1]; t = sprintf("%s/icon%05d.svg", d, i)
            while ((getline line < f) > 0) print line > t; close(f); close(t) } }' "$work/all.txt"
done
# builds N TAG: a full build of N icons into a fresh project, then four no-op builds; appends
# "full_ms full_cpu_ms" to $work/full-TAG-N, the first no-op's to $work/first-TAG-N and the
# three after it to $work/noop-TAG-N. Each binary keeps its stamps in its own cache folder on
# the same disk.
builds() {
    local n=$1 tag=$2 project start end
    project=$(mktemp -d "${target[disk]}/build.XXXXXX")
    printf 'outputs:\n  - xcassets: out/Icons.xcassets\n  - android: out/android/res\nicons:\n  - source: %s/*.svg\n' \
        "${target[disk]}/art-$n" > "$project/iconforge.yml"
    sync
    build_once() {
        start=$(date +%s%N)
        (cd "$project" && XDG_CACHE_HOME=${target[disk]}/cache-$tag ICONFORGE_CPU_REPORT=1 \
            /usr/bin/time -o "$work/cpu" -f '%U %S' "${binary[$tag]}" build --quiet > /dev/null 2>&1) || true
        end=$(date +%s%N)
        echo "$(( (end - start) / 1000 )) $(awk '{ printf "%d", ($1 + $2) * 1000 }' <<< "$(tail -1 "$work/cpu")")" >> "$1"
    }
    build_once "$work/full-$tag-$n"
    # A build trusts no stamp taken within two seconds of its file's last write (the coarsest
    # file-system clock), so the first build after the full one hashes again what the full build
    # wrote in its last two seconds (most of it, at 1,000 icons) and keeps the stamps afresh. That
    # first no-op is reported on its own; the no-op a person waits for after any build that
    # changed a few files is the settled one after it, the target's figure.
    sync; sleep 2
    build_once "$work/first-$tag-$n"
    for _ in 1 2 3; do build_once "$work/noop-$tag-$n"; done
}

# Let an earlier run's deletions age out of ext4's "recently deleted" window first.
sync; sleep "${SETTLE:-15}"
load_start=$(cut -d' ' -f1-3 /proc/loadavg)
echo "corpus: $count SVGs at 30/60/90 px, $cores cores, $runs interleaved rounds, binaries: ${tags[*]}, load $load_start" >&2
# Every other round runs its rows in the reverse order: the row that goes first pays for what
# ran before it (the last run's deletions in ext4's inode allocator, other work on the machine),
# and with the new binary always first (QUICK has no settling time) its batch measured 1.12x the
# old one's wall time where both used the same CPU and made the same system calls.
reversed_configs=() reversed_tags=()
for ((i = ${#configs[@]} - 1; i >= 0; i--)); do reversed_configs+=("${configs[i]}"); done
for ((i = ${#tags[@]} - 1; i >= 0; i--)); do reversed_tags+=("${tags[i]}"); done
for round in $(seq "$runs"); do
    rows=("${configs[@]}")
    (( round % 2 == 0 )) && rows=("${reversed_configs[@]}")
    for config in "${rows[@]}"; do
        IFS='|' read -r name where kind args tag <<< "$config"
        [[ $kind == rsvg && $round -gt 1 ]] && continue
        measure "$where" "$kind" "$args" "$tag" >> "$work/batch-$(tr -c 'a-zA-Z0-9\n' _ <<< "$name|$where|$tag")"
    done
    short_waits
    for n in "${noop_sizes[@]}"; do for tag in "${tags[@]}"; do builds "$n" "$tag"; done; done
    echo "round $round done, load $(cut -d' ' -f1-3 /proc/loadavg)" >&2
done

# The median of column C of a file of numbers (rows of the same run stay together: the median
# row of the wall column is the one whose other columns are shown).
median() { sort -n -k"$2" "$1" | awk '{ r[NR] = $0 } END { print (NR ? r[int((NR + 1) / 2)] : "0 0 0 0") }'; }
per() { awk -v t="$1" -v n="$2" 'BEGIN { printf "%.3f", t / n }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2fx", (b > 0 ? a / b : 0) }'; }
batch() { median "$work/batch-$(tr -c 'a-zA-Z0-9\n' _ <<< "$1")" 1; }
printf '%-38s %-5s %-4s %8s %8s %8s %10s %10s\n' "batch (median of $runs rounds)" "out" "bin" "wall ms" "ms/icon" "CPU/icon" "superv./i" "workers/i"
declare -A msper cpuper
for config in "${configs[@]}"; do
    IFS='|' read -r name where kind args tag <<< "$config"
    read -r w c s k < <(batch "$name|$where|$tag")
    n=$count; [[ $kind == rsvg ]] && n=$sample
    msper[$name|$where|$tag]=$(per "$w" "$n"); cpuper[$name|$where|$tag]=$(per "$c" "$n")
    printf '%-38s %-5s %-4s %8s %8s %8s %10s %10s\n' "$name" "$where" "${tag:--}" "$w" "${msper[$name|$where|$tag]}" \
        "${cpuper[$name|$where|$tag]}" "$(per "$s" "$n")" "$(per "$k" "$n")"
done

d="iconforge defaults|disk"; np="iconforge --no-preview|disk"; cf="floor, cairo RGBA PNGs|disk|"
echo
echo "batch on disk, wall per icon (target in brackets):"
for tag in "${tags[@]}"; do
    echo "  $tag: defaults / cairo floor:                 $(ratio "${msper[$d|$tag]}" "${msper[$cf]}")  (<= 0.55x)"
    echo "  $tag: --no-preview / cairo floor:             $(ratio "${msper[$np|$tag]}" "${msper[$cf]}")"
done
echo "  rsvg-convert / iconforge defaults:           $(ratio "${msper[rsvg-convert per file and size|disk|]}" "${msper[$d|new]}")  (>= 25x)"
echo "  defaults / --no-preview (sheet cost):        $(ratio "${msper[$d|new]}" "${msper[$np|new]}")  (<= 1.5x)"
if [[ -z ${QUICK:-} ]]; then
    echo "  --preview each / --no-preview:               $(ratio "${msper[iconforge --preview each|disk|new]}" "${msper[$np|new]}")"
    echo "  --jobs 1 / default --jobs (parallel gain):   $(ratio "${msper[iconforge defaults --jobs 1|disk|new]}" "${msper[$d|new]}")  ($cores cores)"
    echo "  disk / tmpfs, defaults:                      $(ratio "${msper[$d|new]}" "${msper[iconforge defaults|tmpfs|new]}")"
    echo "  --no-preview --jobs 1 CPU / cairo floor CPU: $(ratio "${cpuper[iconforge --no-preview --jobs 1|disk|new]}" "${cpuper[$cf]}")  (the cost of isolation)"
fi
[[ -n ${binary[old]:-} ]] && echo "  new / old, defaults:                         $(ratio "${msper[$d|new]}" "${msper[$d|old]}")  (<= 1.0x: no slower than before)"

# The short waits: medians of every call, wall and user+sys (for one icon, of the CPU-report calls).
ms() { awk -v c="$2" '{ printf "%.1f\n", (c == "wall" ? $1 : $2 + $3) * 1000 }' "$1" | sort -n | awk '{ v[NR] = $1 }
    END { if (NR == 0) print 0; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
rsvg_wall=$(ms "$work/one-rsvg" wall)
echo
echo "the waits, on disk, median of $((one_calls * runs)) calls each (wall ms; CPU ms incl. workers):"
for tag in "${tags[@]}"; do
    echo "  $tag: iconforge --version:                    $(ms "$work/version-$tag" wall) ms, CPU $(ms "$work/version-$tag" cpu) ms"
    echo "  $tag: iconforge icon docs (with its preview): $(ms "$work/one-$tag" wall) ms, CPU $(ms "$work/one-cpu-$tag" cpu) ms"
    echo "  $tag: icon docs / rsvg-convert's three calls: $(ratio "$(ms "$work/one-$tag" wall)" "$rsvg_wall")  (<= 1.0x)"
done
echo "  rsvg-convert, the same SVG at 30, 60, 90 px: $rsvg_wall ms, CPU $(ms "$work/one-rsvg" cpu) ms"
for n in "${noop_sizes[@]}"; do
    echo "iconforge build, $n icons (xcassets + android), on disk: median full build of $runs rounds, median settled no-op of $((3 * runs)), median first no-op after the full build of $runs:"
    for tag in "${tags[@]}"; do
        read -r full full_cpu < <(median "$work/full-$tag-$n" 1)
        read -r noop noop_cpu < <(median "$work/noop-$tag-$n" 1)
        read -r first first_cpu < <(median "$work/first-$tag-$n" 1)
        awk -v tag="$tag" -v f="$full" -v fc="$full_cpu" -v o="$noop" -v oc="$noop_cpu" -v a="$first" -v ac="$first_cpu" 'BEGIN {
            printf "  %s: full %.0f ms (CPU %d ms); no-op %.1f ms (CPU %d ms) = %.1f%% of the full build (<= 4%%, <= 120 ms at 1,000); first no-op %.1f ms (CPU %d ms)\n",
                tag, f / 1000, fc, o / 1000, oc, (f > 0 ? 100 * o / f : 0), a / 1000, ac }'
    done
done

if [[ -z ${QUICK:-} ]]; then
    peak() { (cd "$out" && /usr/bin/time -v "$@" 2>&1 >/dev/null | awk -F': ' '/Maximum resident/ { print $2 }'); }
    out=${target[disk]}/out
    rm -rf "$out"; mkdir -p "$out"; peak_quarter=$(peak "${binary[new]}" icon "${quarter[@]}" --out "$out/Q.xcassets" --quiet)
    rm -rf "$out"; mkdir -p "$out"; peak_all=$(peak "${binary[new]}" icon "${files[@]}" --out "$out/A.xcassets" --quiet)
    echo "peak RSS with the defaults, $((count / 4)) icons: ${peak_quarter} KB; $count icons: ${peak_all} KB ($(ratio "$peak_all" "$peak_quarter"))"
fi
echo "load average at the start: $load_start; at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
