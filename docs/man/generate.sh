#!/usr/bin/env bash
# Writes docs/man/iconforge.1 from iconforge's own argument parser, so the manual says what
# `--help` says. The text is swift-argument-parser's generate-manual (the tool behind its
# GenerateManual plugin, at the version Package.resolved pins) run on
# `iconforge --experimental-dump-help`, with two corrections (below).
#
#   docs/man/generate.sh       rewrite docs/man/iconforge.1
#   docs/man/generate.sh -     print the page on stdout instead (ManPageTests compares it)
#
# ICONFORGE_BIN: an iconforge already built (the tests pass the binary under test); without it
# the debug build is made, or reused when up to date.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
cd "$repo"

# A fixed date keeps the page byte-identical from one run to the next.
date=2026-11-25

if [[ -z "${ICONFORGE_BIN:-}" ]]; then
    swift build --product iconforge >&2
    ICONFORGE_BIN="$(swift build --show-bin-path)/iconforge"
fi
[[ -x "$ICONFORGE_BIN" ]] || { echo "generate.sh: ICONFORGE_BIN=$ICONFORGE_BIN is not an executable" >&2; exit 1; }

# The generator is not a product of swift-argument-parser, so it is built from the checkout
# SwiftPM resolved, into a scratch folder of its own (once; about 15 s).
parser=.build/checkouts/swift-argument-parser
[[ -d "$parser" ]] || swift package resolve >&2
swift build --package-path "$parser" --scratch-path .build/generate-manual --product generate-manual >&2
generator=$(swift build --package-path "$parser" --scratch-path .build/generate-manual --show-bin-path)/generate-manual

# The corrections: the hidden render worker (`iconforge __worker`, not a command for people) is
# left out, as --help leaves it out; and the blank lines between paragraphs of a discussion become
# paragraph breaks (.Pp), which is what they mean and what man renders without warnings.
page=$("$generator" "$ICONFORGE_BIN" --date "$date" --output-directory - | awk '
    skipping {
        if ($0 ~ /^\.Bl/) { depth++; next }
        if ($0 ~ /^\.El/ && depth > 0) { depth--; next }
        if (depth > 0 || ($0 !~ /^\.It/ && $0 !~ /^\.El/)) next
        skipping = 0
    }
    $0 == ".It Em __worker" { skipping = 1; depth = 0; next }
    $0 == "" { print ".Pp"; next }
    { print }
')

if [[ "${1:-}" == "-" ]]; then
    printf '%s\n' "$page"
else
    printf '%s\n' "$page" > docs/man/iconforge.1
    echo "wrote docs/man/iconforge.1" >&2
fi
