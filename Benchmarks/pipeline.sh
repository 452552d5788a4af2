#!/usr/bin/env bash
# Benchmarks `iconforge build` on the whole shared icon corpus declared as one manifest:
#   - full build (empty output) versus no-op rebuild (nothing changed) and a one-icon change;
#   - total PNG bytes versus `optipng -o2` on the same images;
#   - peak memory (maximum resident set size of the build, workers included, from /usr/bin/time -v).
# Usage: Benchmarks/pipeline.sh [corpus-folder]   (default ../shared/corpus)
# Needs: a release build (`swift build -c release`), optipng, /usr/bin/time. ICONFORGE_BIN overrides the binary.
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=$(cd "${1:-../shared/corpus}" && pwd) || { echo "no corpus" >&2; exit 1; }
bin=${ICONFORGE_BIN:-$(swift build -c release --show-bin-path)/iconforge}
[[ -x $bin ]] || { echo "build first: swift build -c release" >&2; exit 1; }
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

sets=()
for dir in "$corpus"/*/; do
    svgs=("$dir"*.svg)
    [[ -e ${svgs[0]} ]] && sets+=("$(basename "$dir")")
done
{
    echo "outputs:"
    echo "  - xcassets: out/Icons.xcassets"
    echo "icons:"
    for set in "${sets[@]}"; do
        printf '  - source: %s/%s/*.svg\n    group: %s\n' "$corpus" "$set" "$set"
    done
} >"$work/iconforge.yml"
count=0
for set in "${sets[@]}"; do count=$((count + $(ls "$corpus/$set"/*.svg | wc -l))); done
echo "corpus: $corpus (${sets[*]}), $count SVGs; $(nproc) cores"

timed() { # label, command...: prints wall seconds and peak RSS
    local label=$1; shift
    /usr/bin/time -v -o "$work/time.txt" "$@" >"$work/out.txt" 2>"$work/err.txt" || true
    local wall rss
    wall=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; print s }' "$work/time.txt")
    rss=$(awk -F': ' '/Maximum resident set size/ { printf "%.0f", $2 / 1024 }' "$work/time.txt")
    printf '%-28s %8.2f s   peak RSS %5s MiB   %s\n' "$label" "$wall" "$rss" "$(tail -1 "$work/out.txt")"
}

cd "$work"
timed "full build" "$bin" build
timed "no-op rebuild" "$bin" build
timed "no-op --check" "$bin" build --check
files=("$corpus/${sets[0]}"/*.svg)
cp "${files[0]}" "$work/changed.svg" && sed -i 's/stroke-width="2"/stroke-width="2.5"/' "$work/changed.svg"
printf '  - source: changed.svg\n' >>iconforge.yml
timed "one icon added" "$bin" build

# Icons only: the contact sheet is reported on its own (it is one big picture for people).
sheet=$(stat -c %s out/ContactSheet.png)
find out -name '*.png' ! -name ContactSheet.png | sort >icons.txt
total() { xargs -d '\n' stat -c %s | awk '{ s += $1 } END { print s }'; }
ours=$(total <icons.txt)
for copy in forced kept; do
    mkdir -p $copy && xargs -d '\n' cp --parents -t $copy <icons.txt
done
# optipng's own best encoding of the same pixels (-force keeps it even when larger), and
# optipng run the usual way on iconforge's files (it keeps a file only when it got smaller).
start=$(date +%s.%N)
sed 's|^|forced/|' icons.txt | xargs -d '\n' -n 64 -P "$(nproc)" optipng -o2 -quiet -force 2>/dev/null || true
optipng_seconds=$(echo "$(date +%s.%N) - $start" | bc)
sed 's|^|kept/|' icons.txt | xargs -d '\n' -n 64 -P "$(nproc)" optipng -o2 -quiet 2>/dev/null || true
forced=$(sed 's|^|forced/|' icons.txt | total)
kept=$(sed 's|^|kept/|' icons.txt | total)
echo "icon PNGs: $(wc -l <icons.txt) files (1x, 2x, 3x)"
echo "iconforge:                        $ours bytes"
echo "optipng -o2 -force (its best):    $forced bytes  (iconforge $(awk -v a="$ours" -v b="$forced" 'BEGIN { printf "%+.1f%%", (a - b) * 100 / b }'); optipng took ${optipng_seconds%.*} s on $(nproc) cores)"
echo "optipng -o2 on iconforge's files: $kept bytes  (saves $((ours - kept)) bytes)"
echo "contact sheet: $(file -b out/ContactSheet.png | cut -d, -f2 | tr -d ' '), $sheet bytes"
