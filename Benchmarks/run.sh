#!/usr/bin/env bash
# Renders the shared icon corpus (../shared/corpus, ~2,000 distinct SVG names) at 30/60/90 px the
# ways users and the baselines do, interleaved (each round runs every configuration once; the
# best round of RUNS counts), and prints ms per icon, CPU per icon and the ratios:
#   - output on a real disk (.bench-out/ in the repo, gitignored) and on a tmpfs (/dev/shm);
#   - iconforge with its default options (a batch gets one contact sheet), with a preview per
#     icon (--preview each, on disk) and with --no-preview, each with the default --jobs (one
#     worker per core) and --jobs 1;
#   - the in-process floor (floor.c: one process, a plain librsvg loop, no isolation) writing
#     cairo's own RGBA PNGs (cairo_surface_write_to_png, what rsvg-convert writes), and
#     writing the same grey+alpha PNGs as iconforge;
#   - rsvg-convert called once per file and size (on RSVG_SAMPLE files; it is slow);
#   - the waits a person feels: one icon (`iconforge icon docs`, defaults, preview included, into a
#     fresh folder) against rsvg-convert drawing the same SVG at the same three sizes (three calls),
#     ONE_CALLS calls of each a round, the median call counts; and `iconforge build` of a manifest
#     (an xcassets and an Android output, the defaults) of NOOP_SIZES icons (the corpus's SVGs
#     repeated under new names): the full build, then (two seconds later) a no-op build (best of
#     three) as its share.
# CPU is user+sys from /usr/bin/time; for iconforge it is split into the supervisor and its
# workers with ICONFORGE_CPU_REPORT=1 (iconforge prints getrusage of itself and its children at
# exit). Peak RSS (/usr/bin/time -v: the largest process) is shown for a quarter and all of the
# corpus, with the defaults. On a shared machine trust the CPU columns and the ratios over wall times.
# Environment: CORPUS, RUNS (3), LIMIT (first LIMIT SVGs only; 0 = all), RSVG_SAMPLE (100), SETTLE (15 s),
# ONE_CALLS (10), NOOP_SIZES ("1000 10000"; empty skips the build rows),
# BENCH_TMP (/dev/shm), BENCH_DISK (.bench-out), ICONFORGE_BIN (an iconforge already built; else
# the script builds the release one).
set -euo pipefail
cd "$(dirname "$0")/.."

corpus=${CORPUS:-../shared/corpus}
[[ -d $corpus ]] && corpus=$(cd "$corpus" && pwd)
runs=${RUNS:-3}
limit=${LIMIT:-0}
sample=${RSVG_SAMPLE:-100}
[[ -d $corpus ]] || { echo "bench: no corpus at $corpus" >&2; exit 1; }
mkdir -p "${BENCH_DISK:-.bench-out}"
declare -A target=(
    [tmpfs]=$(mktemp -d "${BENCH_TMP:-/dev/shm}/iconforge-bench.XXXXXX")
    [disk]=$(mktemp -d "$(cd "${BENCH_DISK:-.bench-out}" && pwd)/iconforge-bench.XXXXXX")
)
work=${target[tmpfs]}
# ext4 skips inodes deleted in the last 60 s (300 s while their table block is dirty) when it
# allocates new ones, and the search past them is slow: a run started right after another one
# deleted its hundreds of thousands of files paid for them in its first disk rows (the defaults
# 0.60x, then 0.71x with the supervisor's CPU per icon up 20%). So each run notes when it finished
# deleting, and the next one waits out the rest of those 300 s first.
cleaned="$(cd "${BENCH_DISK:-.bench-out}" && pwd)/.last-cleanup"
trap 'rm -rf "${target[tmpfs]}" "${target[disk]}"; date +%s > "$cleaned"' EXIT
if [[ -f $cleaned ]]; then
    wait_s=$(( $(cat "$cleaned") + 300 - $(date +%s) ))
    if (( wait_s > 0 )); then
        echo "bench: waiting ${wait_s} s: ext4 still skips the inodes the last run deleted" >&2
        sleep "$wait_s"
    fi
fi

if [[ -n ${ICONFORGE_BIN:-} ]]; then
    bin=$(cd "$(dirname "$ICONFORGE_BIN")" && pwd)/$(basename "$ICONFORGE_BIN")
else
    # The same release build as build-assets.sh (same flags), so neither rebuilds the other's.
    static=()
    [[ $(uname -s) == Linux ]] && static=(--static-swift-stdlib)
    swift build --scratch-path .build-release -c release --product iconforge "${static[@]}" >&2
    bin="$(swift build --scratch-path .build-release -c release "${static[@]}" --show-bin-path)/iconforge"
fi
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

# Each configuration: "name|where|kind|arguments". kind: icon (iconforge icon), same, cairo, rsvg.
configs=()
for where in disk tmpfs; do
    configs+=("iconforge defaults|$where|icon|" "iconforge defaults --jobs 1|$where|icon|--jobs 1")
    [[ $where == disk ]] && configs+=("iconforge --preview each|$where|icon|--preview each")
    configs+=("iconforge --no-preview|$where|icon|--no-preview"
              "iconforge --no-preview --jobs 1|$where|icon|--no-preview --jobs 1"
              "floor, cairo RGBA PNGs|$where|cairo|" "floor, iconforge's grey+alpha PNGs|$where|same|")
done
configs+=("rsvg-convert per file and size|disk|rsvg|")

# measure NAME WHERE KIND ARGS: one run into a fresh output folder; prints
# "wall_ms cpu_ms supervisor_ms workers_ms". Outputs are deleted only at the end: on ext4, a run
# that follows the deletion of thousands of files pays for them in its own inode allocations
# (ext4's allocator skips recently deleted inodes; perf shows it in find_inode_bit), so
# deleting between runs would charge each run for the previous one.
measure() {
    local where=$2 kind=$3 args=$4 out
    out=$(mktemp -d "${target[$2]}/run.XXXXXX")
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
                "$bin" icon "${files[@]}" --out "$out/Icons.xcassets" --quiet $args > /dev/null 2> "$work/err") || true ;;
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

# The waits a person feels. One icon: each call into a fresh folder on disk (its catalog and its
# preview), timed by bash (no extra process in the timing); rsvg-convert draws the same SVG at the
# same three sizes. The timed call runs as a user runs it; a second call with ICONFORGE_CPU_REPORT=1
# (which makes iconforge wait for its worker at exit, so the worker's CPU is counted) gives the CPU.
one_calls=${ONE_CALLS:-10}
read -r -a noop_sizes <<< "${NOOP_SIZES-1000 10000}"
docs_svg=$PWD/Templates/docs.svg
TIMEFORMAT='%3R %3U %3S'
one_icon() {
    local out
    for _ in $(seq "$one_calls"); do
        out=$(mktemp -d "${target[disk]}/one.XXXXXX")
        { time (cd "$out" && "$bin" icon docs > /dev/null 2>&1); } 2>> "$work/one-iconforge"
        out=$(mktemp -d "${target[disk]}/one.XXXXXX")
        { time (cd "$out" && ICONFORGE_CPU_REPORT=1 "$bin" icon docs > /dev/null 2>&1); } 2>> "$work/one-iconforge-cpu"
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
# The builds keep their files' stamps in a cache folder on the same disk, removed at the end.
export XDG_CACHE_HOME=${target[disk]}/cache
# builds N: a full build of N icons into a fresh project, then three no-op builds; appends
# "full_ms full_cpu_ms noop_ms noop_cpu_ms" (the best no-op) to $work/build-N.
builds() {
    local n=$1 project best=0 best_cpu=0 start end full full_cpu
    project=$(mktemp -d "${target[disk]}/build.XXXXXX")
    printf 'outputs:\n  - xcassets: out/Icons.xcassets\n  - android: out/android/res\nicons:\n  - source: %s/*.svg\n' \
        "${target[disk]}/art-$n" > "$project/iconforge.yml"
    sync
    start=$(date +%s%N)
    (cd "$project" && ICONFORGE_CPU_REPORT=1 /usr/bin/time -o "$work/cpu" -f '%U %S' "$bin" build --quiet > /dev/null 2>&1) || true
    end=$(date +%s%N)
    full=$(( (end - start) / 1000000 )); full_cpu=$(awk '{ printf "%d", ($1 + $2) * 1000 }' <<< "$(tail -1 "$work/cpu")")
    # A build trusts no stamp younger than two seconds (the coarsest file-system clock): the no-op
    # a person runs comes later than that, so the no-ops start once the full build's are older.
    sync; sleep 2
    for _ in 1 2 3; do
        start=$(date +%s%N)
        (cd "$project" && ICONFORGE_CPU_REPORT=1 /usr/bin/time -o "$work/cpu" -f '%U %S' "$bin" build --quiet > /dev/null 2>&1) || true
        end=$(date +%s%N)
        if (( best == 0 || (end - start) / 1000 < best )); then
            best=$(( (end - start) / 1000 )); best_cpu=$(awk '{ printf "%d", ($1 + $2) * 1000 }' <<< "$(tail -1 "$work/cpu")")
        fi
    done
    echo "$full $full_cpu $(awk -v b="$best" 'BEGIN { printf "%.1f", b / 1000 }') $best_cpu" >> "$work/build-$n"
}

declare -A wall cpu sup wrk
# Let an earlier run's deletions age out of ext4's "recently deleted" window first.
sync; sleep "${SETTLE:-15}"
echo "corpus: $count SVGs at 30/60/90 px, $cores cores, $runs interleaved rounds, load $(cut -d' ' -f1-3 /proc/loadavg)" >&2
for round in $(seq "$runs"); do
    for config in "${configs[@]}"; do
        IFS='|' read -r name where kind args <<< "$config"
        [[ $kind == rsvg && $round -gt 1 ]] && continue
        read -r w c s k < <(measure "$name" "$where" "$kind" "$args")
        key="$name|$where"
        if [[ -z ${wall[$key]:-} || $w -lt ${wall[$key]} ]]; then
            wall[$key]=$w; cpu[$key]=$c; sup[$key]=$s; wrk[$key]=$k
        fi
    done
    one_icon
    for n in "${noop_sizes[@]}"; do builds "$n"; done
    echo "round $round done, load $(cut -d' ' -f1-3 /proc/loadavg)" >&2
done

per() { awk -v t="$1" -v n="$2" 'BEGIN { printf "%.3f", t / n }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2fx", (b > 0 ? a / b : 0) }'; }
printf '%-38s %-5s %8s %8s %8s %10s %10s\n' "run" "out" "wall ms" "ms/icon" "CPU/icon" "superv./i" "workers/i"
for config in "${configs[@]}"; do
    IFS='|' read -r name where kind args <<< "$config"
    key="$name|$where"; n=$count; [[ $kind == rsvg ]] && n=$sample
    printf '%-38s %-5s %8s %8s %8s %10s %10s\n' "$name" "$where" "${wall[$key]}" "$(per "${wall[$key]}" "$n")" \
        "$(per "${cpu[$key]}" "$n")" "$(per "${sup[$key]}" "$n")" "$(per "${wrk[$key]}" "$n")"
done

msper() { per "${wall[$1]}" "$([[ $1 == rsvg* ]] && echo "$sample" || echo "$count")"; }
cpuper() { per "${cpu[$1]}" "$count"; }
d="iconforge defaults|disk"; np="iconforge --no-preview|disk"; cf="floor, cairo RGBA PNGs|disk"
echo
echo "on disk, wall per icon (target in brackets):"
echo "  iconforge defaults / cairo floor:            $(ratio "$(msper "$d")" "$(msper "$cf")")  (<= 0.55x)"
echo "  iconforge --no-preview / cairo floor:        $(ratio "$(msper "$np")" "$(msper "$cf")")"
echo "  rsvg-convert / iconforge defaults:           $(ratio "$(msper "rsvg-convert per file and size|disk")" "$(msper "$d")")  (>= 25x)"
echo "  defaults / --no-preview (sheet cost):        $(ratio "$(msper "$d")" "$(msper "$np")")  (<= 1.5x)"
echo "  --preview each / --no-preview:               $(ratio "$(msper "iconforge --preview each|disk")" "$(msper "$np")")"
echo "  --jobs 1 / default --jobs (parallel gain):   $(ratio "$(msper "iconforge defaults --jobs 1|disk")" "$(msper "$d")")  ($cores cores)"
echo "  disk / tmpfs, defaults:                      $(ratio "$(msper "$d")" "$(msper "iconforge defaults|tmpfs")")"
echo "CPU per icon, whatever the load:"
echo "  defaults / --no-preview:                     $(ratio "$(cpuper "$d")" "$(cpuper "$np")")"
echo "  --preview each / --no-preview:               $(ratio "$(cpuper "iconforge --preview each|disk")" "$(cpuper "$np")")"
echo "  --no-preview --jobs 1 / cairo floor:         $(ratio "$(cpuper "iconforge --no-preview --jobs 1|disk")" "$(cpuper "$cf")")  (the cost of isolation)"
echo "  supervisor share, defaults:                  $(awk -v s="${sup[$d]}" -v w="${wrk[$d]}" 'BEGIN { printf "%.0f%%", (s + w > 0 ? 100 * s / (s + w) : 0) }')"
echo "  supervisor share, --no-preview:              $(awk -v s="${sup[$np]}" -v w="${wrk[$np]}" 'BEGIN { printf "%.0f%%", (s + w > 0 ? 100 * s / (s + w) : 0) }')"

# Medians of the single-icon calls (wall, and user+sys CPU of the call and its workers).
median() { sort -n | awk '{ v[NR] = $1 } END { if (NR == 0) print 0; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
ms() { awk -v c="$2" '{ printf "%.1f\n", (c == "wall" ? $1 : $2 + $3) * 1000 }' "$1" | median; }
one_wall=$(ms "$work/one-iconforge" wall); rsvg_wall=$(ms "$work/one-rsvg" wall)
echo
echo "one icon, on disk, median of $((one_calls * runs)) calls (wall ms, CPU ms incl. workers):"
echo "  iconforge icon docs (defaults, with its preview): $one_wall ms, CPU $(ms "$work/one-iconforge-cpu" cpu) ms"
echo "  rsvg-convert, the same SVG at 30, 60, 90 px:      $rsvg_wall ms, CPU $(ms "$work/one-rsvg" cpu) ms"
echo "  iconforge / rsvg-convert's three calls:           $(ratio "$one_wall" "$rsvg_wall")  (<= 1.0x)"
for n in "${noop_sizes[@]}"; do
    # Each column's best round.
    read -r full full_cpu noop noop_cpu < <(awk '{ for (i = 1; i <= 4; i++) if (NR == 1 || $i < m[i]) m[i] = $i }
        END { print m[1], m[2], m[3], m[4] }' "$work/build-$n")
    echo "iconforge build, $n icons (xcassets + android), on disk, best of $runs rounds:"
    echo "  full build ${full} ms (CPU ${full_cpu} ms); no-op ${noop} ms (CPU ${noop_cpu} ms)"
    echo "  no-op / full build:                          $(awk -v a="$noop" -v b="$full" 'BEGIN { printf "%.1f%%", (b > 0 ? 100 * a / b : 0) }')  (<= 4%), CPU $(awk -v a="$noop_cpu" -v b="$full_cpu" 'BEGIN { printf "%.1f%%", (b > 0 ? 100 * a / b : 0) }')"
done

peak() { (cd "$out" && /usr/bin/time -v "$@" 2>&1 >/dev/null | awk -F': ' '/Maximum resident/ { print $2 }'); }
out=${target[disk]}/out
rm -rf "$out"; mkdir -p "$out"; peak_quarter=$(peak "$bin" icon "${quarter[@]}" --out "$out/Q.xcassets" --quiet)
rm -rf "$out"; mkdir -p "$out"; peak_all=$(peak "$bin" icon "${files[@]}" --out "$out/A.xcassets" --quiet)
echo "peak RSS with the defaults, $((count / 4)) icons: ${peak_quarter} KB; $count icons: ${peak_all} KB ($(ratio "$peak_all" "$peak_quarter"))"
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
