#!/usr/bin/env bash
# Custom symbols from the shared corpus's stroke icons (../shared/corpus, Lucide and Feather): how
# many convert, CPU ms per icon of the template, and Regular-S drawn back on the icon's canvas
# against the icon drawn by librsvg (mean |Δα| at 8x, 192 px), with a check that every
# symbol's three weights have the same commands and ink growing from Ultralight to Black.
# A few minutes; release build with testing enabled, as vectors.sh does.
set -euo pipefail
cd "$(dirname "$0")/.."
[[ -d ../shared/corpus ]] || { echo "symbols: no corpus at ../shared/corpus" >&2; exit 1; }

flags=(-c release -Xswiftc -enable-testing --disable-swift-testing)
ICONFORGE_SYMBOL_CORPUS=1 swift test "${flags[@]}" --filter SymbolCorpusTests 2>&1 | grep -E "^symbols:|error"
