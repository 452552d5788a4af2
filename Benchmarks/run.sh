#!/usr/bin/env bash
# Renders the shared icon corpus (../shared/corpus, ~2,400 SVGs) at 30/60/90 px four ways, side
# by side in one run, and prints ms per icon and the ratios:
#   iconforge --jobs 1, iconforge with the default --jobs (one worker per core),
#   the in-process floor (floor.c: one process, a plain librsvg loop) writing the same PNGs as
#   iconforge (grey+alpha, zlib level 9) and, for reference, cairo's quicker RGBA PNGs, and
#   rsvg-convert called once per file and size (on a sample of RSVG_SAMPLE files; it is slow).
# Output goes to a tmpfs (/dev/shm) so disk flushes don't drown the rendering cost. Times are
# wall-clock, best of RUNS; CPU seconds (user+sys) are shown too, since the machine may be shared.
# Peak RSS (/usr/bin/time -v) is shown for iconforge on a quarter and on all of the corpus.
set -euo pipefail
cd "$(dirname "$0")/.."

corpus=${CORPUS:-../shared/corpus}
runs=${RUNS:-3}
sample=${RSVG_SAMPLE:-300}
[[ -d $corpus ]] || { echo "bench: no corpus at $corpus" >&2; exit 1; }
work=$(mktemp -d "${BENCH_TMP:-/dev/shm}/iconforge-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

swift build -c release --product iconforge >&2
bin="$(swift build -c release --show-bin-path)/iconforge"
# shellcheck disable=SC2046
cc -O2 -o "$work/floor" Benchmarks/floor.c $(pkg-config --cflags --libs librsvg-2.0 cairo libpng16)

# One file per asset name: iconforge refuses inputs that would overwrite each other's icon.
find "$corpus" -name '*.svg' | sort | awk -F/ '!seen[tolower($NF)]++' > "$work/all.txt"
count=$(wc -l < "$work/all.txt")
head -n $((count / 4)) "$work/all.txt" > "$work/quarter.txt"
head -n "$sample" "$work/all.txt" > "$work/sample.txt"
mapfile -t files < "$work/all.txt"
mapfile -t quarter < "$work/quarter.txt"
cores=$(nproc)

now() { date +%s%N; }
# best_ms COMMAND...: the fastest of $runs runs as "wall_ms cpu_ms", after cleaning the output.
best_ms() {
    local best= best_cpu=
    for _ in $(seq "$runs"); do
        rm -rf "$work/out" && mkdir -p "$work/out"
        local start end cpu
        start=$(now)
        /usr/bin/time -o "$work/cpu" -f '%U %S' "$@" > /dev/null 2>&1 || true
        cpu=$(tail -1 "$work/cpu")
        end=$(now)
        local ms=$(( (end - start) / 1000000 ))
        if [[ -z $best || $ms -lt $best ]]; then
            best=$ms
            best_cpu=$(awk '{ printf "%d", ($1 + $2) * 1000 }' <<< "$cpu")
        fi
    done
    echo "$best $best_cpu"
}

iconforge() { "$bin" icon "$@" --out "$work/out/Icons.xcassets" --no-preview --quiet; }
floor() { "$work/floor" "$work/out" "$1" 30 60 90 < "$work/all.txt"; }
rsvg_loop() {
    while read -r f; do
        for s in 30 60 90; do rsvg-convert -w "$s" -h "$s" -a "$f" -o "$work/out/$(basename "$f" .svg)-$s.png"; done
    done < "$work/sample.txt"
}
export -f iconforge floor rsvg_loop
export bin work

echo "corpus: $count SVGs at 30/60/90 px, $cores cores, best of $runs runs" >&2
read -r serial serial_cpu < <(best_ms bash -c 'iconforge "$@" --jobs 1' _ "${files[@]}")
read -r parallel parallel_cpu < <(best_ms bash -c 'iconforge "$@"' _ "${files[@]}")
read -r floor_ms floor_cpu < <(best_ms bash -c 'floor same')
read -r cairo_ms cairo_cpu < <(best_ms bash -c 'floor cairo')
read -r rsvg rsvg_cpu < <(runs=1 best_ms bash -c rsvg_loop)

peak() { /usr/bin/time -v "$@" 2>&1 >/dev/null | awk -F': ' '/Maximum resident/ { print $2 }'; }
rm -rf "$work/out"; peak_quarter=$(peak "$bin" icon "${quarter[@]}" --out "$work/out/Q.xcassets" --no-preview --quiet)
rm -rf "$work/out"; peak_all=$(peak "$bin" icon "${files[@]}" --out "$work/out/A.xcassets" --no-preview --quiet)

per() { awk -v t="$1" -v n="$2" 'BEGIN { printf "%.3f", t / n }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2fx", a / b }'; }
s=$(per "$serial" "$count"); p=$(per "$parallel" "$count"); f=$(per "$floor_ms" "$count")
c=$(per "$cairo_ms" "$count"); r=$(per "$rsvg" "$sample")
row() { printf '%-46s %9s %12s %12s\n' "$1" "$2" "$3" "$(per "$4" "$5")"; }
printf '%-46s %9s %12s %12s\n' "renderer" "wall ms" "ms per icon" "CPU ms/icon"
row "floor: librsvg loop, same PNGs as iconforge" "$floor_ms" "$f" "$floor_cpu" "$count"
row "floor: librsvg loop, cairo RGBA PNGs" "$cairo_ms" "$c" "$cairo_cpu" "$count"
row "iconforge --jobs 1" "$serial" "$s" "$serial_cpu" "$count"
row "iconforge (default --jobs $cores)" "$parallel" "$p" "$parallel_cpu" "$count"
row "rsvg-convert per file and size ($sample files)" "$rsvg" "$r" "$rsvg_cpu" "$sample"
echo
echo "iconforge --jobs 1 / floor:            $(ratio "$s" "$f")   (target <= 1.3x)"
echo "iconforge default / floor:             $(ratio "$p" "$f")   (target <= 0.6x on 2 cores)"
echo "rsvg-convert loop / iconforge default: $(ratio "$r" "$p")   (target >= 20x)"
echo "CPU per icon, iconforge --jobs 1 / floor: $(ratio "$serial_cpu" "$floor_cpu") (the cost of isolation, whatever the load)"
echo "load average during the run: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "peak RSS, $((count / 4)) icons: ${peak_quarter} KB; $count icons: ${peak_all} KB"
