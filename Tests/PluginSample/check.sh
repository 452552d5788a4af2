#!/usr/bin/env bash
# Runs the iconforge command plugin the way an app package does, on a temporary copy of the
# repository (so nothing it writes lands in the checkout): builds the sample's assets and Swift
# constants, checks that a second run finds them up to date, and compiles the sample target with
# the generated file (SWIFT_PACKAGE, Bundle.module).
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
copy=$(mktemp -d "${TMPDIR:-/tmp}/iconforge-plugin-sample.XXXXXX")
trap 'rm -rf "$copy"' EXIT
# The files git knows (committed or not) and nothing else: no .build, no assets from earlier runs.
(cd "$repo" && git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf -) | tar -xf - -C "$copy"
cd "$copy/Tests/PluginSample"
swift package --allow-writing-to-package-directory iconforge build
test -f Sources/SampleApp/Resources/Assets.xcassets/Tabs/home.imageset/Contents.json
# The contact sheet is drawn beside the manifest; nothing but the catalog goes into the app's resources.
test -f iconforge-previews/ContactSheet.png
extra=$(cd Sources/SampleApp/Resources && find . -mindepth 1 -maxdepth 1 ! -name Assets.xcassets)
[[ -z "$extra" ]] || { echo "plugin sample: the build wrote beside the catalog: $extra" >&2; exit 1; }
grep -q 'static let home = ImageAsset(name: "Tabs/home"' Sources/SampleApp/Assets.swift
swift package --allow-writing-to-package-directory iconforge build --check
swift package --allow-writing-to-package-directory iconforge codegen \
    --catalog Sources/SampleApp/Resources/Assets.xcassets --output Sources/SampleApp/Assets.swift
swift build --target SampleApp
echo "plugin sample: ok"
