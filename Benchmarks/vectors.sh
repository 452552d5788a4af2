#!/usr/bin/env bash
# The vector outputs beside the PNG path, on the shared corpus (../shared/corpus):
#   1. CPU ms per icon, in one release-built process (vector-bench, Benchmarks/VectorBench): PNG at
#      30/60/90 px with encoding, the vector PDF (30x30 pt), the VectorDrawable (24 dp). CPU time,
#      not wall time, since the machine may be shared. BENCH_SAMPLE limits the icons (default: all).
#   2. With PATH_LENGTHS=1 (under a minute): the VectorDrawables' pathData lengths (docs/vectors.md).
#   3. With FIDELITY=1 (a few more minutes): how many icons convert and the mean and worst |Δα|
#      of the drawables (redrawn at 96 px) and PDFs (pdftoppm and pdftocairo at 3x) against the
#      PNG masks, plus aapt2 compile of every drawable and qpdf --check of every PDF.
set -euo pipefail
cd "$(dirname "$0")/.."
[[ -d ../shared/corpus ]] || { echo "vectors: no corpus at ../shared/corpus" >&2; exit 1; }

# Release, in run.sh's build folder (the debug one stays free for others).
swift build --scratch-path .build-release -c release --product vector-bench >&2
bench="$(swift build --scratch-path .build-release -c release --show-bin-path)/vector-bench"
"$bench" cpu ../shared/corpus ${BENCH_SAMPLE:-}
if [[ ${PATH_LENGTHS:-0} == 1 ]]; then
    "$bench" path-lengths ../shared/corpus
fi
if [[ ${FIDELITY:-0} == 1 ]]; then
    # Release, with testing enabled so the test bundle can be built optimized too.
    flags=(-c release -Xswiftc -enable-testing --disable-swift-testing)
    ICONFORGE_VECTOR_CORPUS=1 swift test "${flags[@]}" --filter VectorCorpusTests 2>&1 \
        | grep -E "^(corpus|VectorDrawable|PDF|not converted)"
fi
