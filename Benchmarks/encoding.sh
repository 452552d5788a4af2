#!/usr/bin/env bash
# Encoding effort against bytes for the icon PNGs (8-bit grey+alpha, 30/60/90 px): renders the
# corpus once (Benchmarks/encoding.c), encodes every image under each zlib level / strategy /
# filter setting in memory (bytes, and CPU microseconds per image), then lets `optipng -o2` and
# `zopflipng` (Debian's zopfli) compress the same pixels from uncompressed PNGs.
# zopflipng is slow (about a second per image on an idle core), so it gets the first
# ZOPFLI_SAMPLE images, and the settings are also summed over that sample for the comparison.
# Environment: CORPUS, LIMIT (first LIMIT SVGs; 0 = all), ZOPFLI_SAMPLE (150), REPEAT (3).
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=${CORPUS:-../shared/corpus}
limit=${LIMIT:-0}
zsample=${ZOPFLI_SAMPLE:-150}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# shellcheck disable=SC2046
cc -O2 -o "$work/encoding" Benchmarks/encoding.c $(pkg-config --cflags --libs librsvg-2.0 cairo libpng16 libdeflate)
find "$corpus" -name '*.svg' | sort | awk -F/ '!seen[tolower($NF)]++' > "$work/all.txt"
if (( limit > 0 )); then head -n "$limit" "$work/all.txt" > "$work/l.txt" && mv "$work/l.txt" "$work/all.txt"; fi
mkdir -p "$work/raw"
echo "all of them:"
"$work/encoding" "$work/raw" 30 60 90 < "$work/all.txt"

total() { find "$1" -name '*.png' -printf '%s\n' | awk '{ s += $1 } END { print s }'; }
cpu() { /usr/bin/time -f '%U %S' -o "$work/t" "$@" > /dev/null 2>&1; awk '{ printf "%.0f", ($1 + $2) * 1000 }' "$work/t"; }
count=$(find "$work/raw" -name '*.png' | wc -l)
cp -r "$work/raw" "$work/optipng"
ms=$(cpu bash -c "find '$work/optipng' -name '*.png' -print0 | xargs -0 -n 100 optipng -o2 -quiet")
printf '%-46s %12s %12s\n' "optipng -o2 (all $count images)" "$(total "$work/optipng")" \
    "$(awk -v t="$ms" -v n="$count" 'BEGIN { printf "%.1f", t * 1000 / n }')"

mkdir -p "$work/sample" "$work/zopfli"
find "$work/raw" -name '*.png' | sort | head -n "$zsample" | xargs cp -t "$work/sample"
ms=$(cpu bash -c "cd '$work/sample' && ls | xargs -n 50 zopflipng -y --prefix=../zopfli/")
echo
echo "first $zsample images:"
printf '%-46s %12s %12s\n' "zopflipng" "$(total "$work/zopfli")" \
    "$(awk -v t="$ms" -v n="$zsample" 'BEGIN { printf "%.1f", t * 1000 / n }')"
find "$work/sample" -name '*.png' | sort | "$work/encoding" - | tail -n +2
