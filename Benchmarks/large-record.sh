#!/usr/bin/env bash
# One icon written into a catalog whose record holds 200,000 invented entries (16 MiB, the last
# release's .iconforge-owned.json, migrated into .iconforge-record.json by the first run), then
# the same again with the one record: the wall and CPU time of each, median of RUNS rounds, a
# fresh copy of the catalog each round. LargeRecordTests checks what such a run does and
# RecordWorkTests that its work is linear; the time is measured here, never asserted in a test.
#
#   Benchmarks/large-record.sh                    the release binary (`swift build -c release`)
#   ICONFORGE_BIN=.build/debug/iconforge Benchmarks/large-record.sh
#
# Environment: ICONFORGE_BIN, RUNS (5), ENTRIES (200000), BENCH_DISK (.bench-out).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-5}
entries=${ENTRIES:-200000}
bin=${ICONFORGE_BIN:-}
if [[ -z $bin ]]; then
    swift build -c release --product iconforge >/dev/null
    bin=$(swift build -c release --show-bin-path)/iconforge
fi
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
work=${BENCH_DISK:-.bench-out}/large-record
rm -rf "$work" && mkdir -p "$work/seed/A.xcassets"
cd "$work"
printf '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 30"><circle cx="15" cy="15" r="9"/></svg>\n' > seed/house.svg
python3 - "$entries" seed/A.xcassets/.iconforge-owned.json <<'PY'
import sys
count, path = int(sys.argv[1]), sys.argv[2]
zero = "0" * 64
with open(path, "w") as out:
    out.write('{\n"assets":{\n')
    out.write(",\n".join('"icons/x%d":{"x%d.imageset/x%d.png":"%s"}' % (i, i, i, zero) for i in range(count)))
    out.write("\n}\n}\n")
PY
echo "large-record: $(du -h seed/A.xcassets/.iconforge-owned.json | cut -f1) record, $entries entries, $runs rounds, load $(cut -d' ' -f1-3 /proc/loadavg)"

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

for round in $(seq "$runs"); do
    rm -rf run && cp -r seed run
    (cd run && /usr/bin/time -f '%e %U %S' -o ../migrate.time "$bin" icon house.svg --out A.xcassets --no-preview -q)
    (cd run && /usr/bin/time -f '%e %U %S' -o ../again.time "$bin" icon house.svg --out A.xcassets --no-preview -q)
    awk '{ printf "%s %.2f\n", $1, $2 + $3 }' migrate.time >> migrate.rows
    awk '{ printf "%s %.2f\n", $1, $2 + $3 }' again.time >> again.rows
done
for row in migrate again; do
    printf '%-8s wall %ss  cpu %ss  (median of %s)\n' "$row" "$(cut -d' ' -f1 $row.rows | median)" "$(cut -d' ' -f2 $row.rows | median)" "$runs"
done
echo "large-record: load $(cut -d' ' -f1-3 /proc/loadavg)"
