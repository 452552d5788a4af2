#!/bin/bash
# Builds the libFuzzer targets in Tests/Fuzz/Targets against an instrumented IconForgeKit and
# runs each for SECONDS (default 60), from its seed corpus. docs/fuzzing.md explains the setup.
#
#   Tests/Fuzz/run.sh [SECONDS] [TARGET...]
#
# Not part of `swift build` or `swift test`: the targets are compiled here, with swiftc, from the
# flags SwiftPM used for IconForgeKit (read from .build/debug/description.json) plus
# -sanitize=fuzzer, and linked with the dependencies' objects from the debug build.
set -euo pipefail

seconds=${1:-60}
shift || true
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out="$root/.build/fuzz"
debug="$root/.build/debug"
mkdir -p "$out/modules" "$out/bin" "$out/crashes"

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    targets=()
    for file in "$here"/Targets/*.swift; do targets+=("$(basename "$file" .swift)"); done
fi

cd "$root"
swift build --product iconforge >/dev/null

# IconForgeKit's sources and compiler flags as SwiftPM gave them, less what only SwiftPM's own
# incremental build uses.
python3 - "$debug/description.json" "$out/kit.args" <<'PY'
import json, sys
description = json.load(open(sys.argv[1]))
command = next(v for k, v in description["swiftCommands"].items()
               if k.startswith("C.IconForgeKit-") and k.endswith("-debug.module"))
skip_alone = {"-incremental", "-enable-batch-mode", "-serialize-diagnostics", "-parseable-output", "-emit-objc-header"}
skip_with_value = {"-index-store-path", "-emit-objc-header-path", "-j2", "-module-cache-path"}
args, rest = [], iter(command["otherArguments"])
for arg in rest:
    if arg in skip_alone or arg.startswith("-j"):
        continue
    if arg in skip_with_value:
        next(rest, None)
        continue
    args.append(arg)
args += ["-I", command["importPath"]]
sources = [s for s in command["sources"] if s.endswith(".swift")]
with open(sys.argv[2], "w") as f:
    f.write("\n".join(args + sources) + "\n")
PY

kit="$out/IconForgeKit.o"
if [ ! -f "$kit" ] || [ -n "$(find "$root/Sources/IconForgeKit" -newer "$kit" -name '*.swift' -print -quit)" ]; then
    echo "compiling IconForgeKit with -sanitize=fuzzer"
    mapfile -t kitArgs < "$out/kit.args"
    swiftc -sanitize=fuzzer -module-name IconForgeKit -wmo -num-threads 0 -c -o "$kit" \
        -emit-module -emit-module-path "$out/modules/IconForgeKit.swiftmodule" \
        -module-cache-path "$out/ModuleCache" "${kitArgs[@]}"
fi

mapfile -t kitArgs < <(grep -v '\.swift$' "$out/kit.args")
mapfile -t dependencies < <(find "$debug"/{Yams,CYaml,Mustache,CPNGCodec,CCairoTags,CPreviewFaces,CSHA256Blocks}.build -name '*.o' | sort)
read -r -a libraries <<< "$(pkg-config --libs librsvg-2.0 libpng16 zlib libdeflate)"

# The check of what the readers of committed drawings write, shared with the tests replaying what
# the targets found: compiled into every target (only those drawings' use it).
shared="$root/Tests/TestSupport/RedrawnSVGCheck.swift"
for target in "${targets[@]}"; do
    binary="$out/bin/$target"
    if [ ! -f "$binary" ] || [ "$here/Targets/$target.swift" -nt "$binary" ] || [ "$shared" -nt "$binary" ] || [ "$kit" -nt "$binary" ]; then
        echo "building $target"
        swiftc -sanitize=fuzzer -parse-as-library -module-name "Fuzz$target" -I "$out/modules" \
            -module-cache-path "$out/ModuleCache" "${kitArgs[@]}" \
            "$here/Targets/$target.swift" "$shared" "$kit" "${dependencies[@]}" "${libraries[@]}" -o "$binary"
    fi
done

# Seeds: the test fixtures and templates each target reads, a sample of the shared icon corpus
# when it is there, and the hand-written cases in Tests/Fuzz/Corpus.
seed() {
    local target=$1
    shift
    mkdir -p "$out/seeds/$target"
    for file in "$@"; do [ -f "$file" ] && cp "$file" "$out/seeds/$target/$(basename "$(dirname "$file")")-$(basename "$file")"; done
    return 0
}
shared=$(find "$root/../shared/corpus/" -name '*.svg' 2>/dev/null | sort | awk 'NR % 40 == 1')
seed VectorDrawable "$root"/Templates/*.svg "$root"/Tests/Fixtures/hostile/*.svg $shared
seed Manifest "$root/iconforge.yml" "$root/Tests/PluginSample/iconforge.yml"
seed ContentsJSON "$root"/Tests/IconForgeKitTests/Goldens/Contents/*.json
seed PNGInspect "$root"/Tests/IconForgeKitTests/Goldens/Templates/*@1x.png
seed ButtonTemplate "$root/Templates/button.svg"
# The last release's four record files (each is also fed as the one record).
seed BundleRecord "$root"/Tests/Fixtures/last-release/*/.iconforge-*.json "$root"/Tests/Fixtures/last-release/App/*/.iconforge-*.json
for folder in "$here"/Corpus/*/; do seed "$(basename "$folder")" "$folder"*; done

for target in "${targets[@]}"; do
    corpus="$out/corpus/$target"
    mkdir -p "$corpus" "$out/crashes/$target"
    echo "fuzzing $target for $seconds s"
    # New inputs go to the working corpus under .build; the seeds in the repository stay as they are.
    # Swift's own backtracer would take the crash signal first and no crash file would be written.
    SWIFT_BACKTRACE=enable=no "$out/bin/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
        -artifact_prefix="$out/crashes/$target/" -print_final_stats=1 \
        "$corpus" "$out/seeds/$target" > "$out/$target.log" 2>&1 || true
    grep -E '^(stat::number_of_executed_units|stat::new_units_added|#[0-9]+ +DONE)|ERROR: libFuzzer|SUMMARY|Fatal error' "$out/$target.log" || true
done

# Each crash libFuzzer found is left in .build/fuzz/crashes/<target>/ (rerun one with
# `.build/fuzz/bin/<target> <file>`); the script fails when there is any.
found=$(find "$out/crashes" -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' \) | sort)
if [ -n "$found" ]; then
    echo "found:"
    echo "$found"
    exit 1
fi
