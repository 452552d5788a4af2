#!/usr/bin/env bash
# Packs one built iconforge binary for a release: DIST/iconforge-VERSION-PLATFORM.tar.gz holding
# iconforge-VERSION-PLATFORM/{iconforge, iconforge.1, README.md}, and its .sha256 beside it.
#
#   .github/scripts/release-archive.sh BINARY PLATFORM DIST
#
# PLATFORM names the archive (linux-x86_64, linux-aarch64, macos-arm64). The version is the
# binary's own (`iconforge --version`); when RELEASE_TAG is set (v1.2.3) it must match, so a tag
# never ships a binary that calls itself something else. The archive is the same bytes for the
# same binary: sorted names, no owners, no timestamps.
set -euo pipefail

die() { echo "release-archive: $*" >&2; exit 1; }

(($# == 3)) || die "usage: release-archive.sh BINARY PLATFORM DIST"
binary=$1 platform=$2 dist=$3
root="$(cd "$(dirname "$0")/../.." && pwd)"

[[ -x $binary ]] || die "$binary: not an executable"
[[ $platform =~ ^(linux|macos)-[a-z0-9_]+$ ]] || die "$platform: not a platform name like linux-x86_64"
version="$("$binary" --version)" || die "$binary: --version failed"
[[ $version =~ ^[0-9]+\.[0-9]+\.[0-9]+([-+][0-9A-Za-z.-]+)?$ ]] || die "$binary: --version printed '$version', not a version"
if [[ -n ${RELEASE_TAG:-} && $RELEASE_TAG != "v$version" ]]; then
    die "tag $RELEASE_TAG does not match the binary's version $version (Sources/IconForgeKit/Support/IconForgeVersion.swift)"
fi

name="iconforge-$version-$platform"
mkdir -p "$dist"
staging="$(mktemp -d)"
trap 'rm -rf "$staging"' EXIT
mkdir "$staging/$name"
install -m 755 "$binary" "$staging/$name/iconforge"
install -m 644 "$root/docs/man/iconforge.1" "$staging/$name/iconforge.1"
install -m 644 "$root/README.md" "$staging/$name/README.md"

archive="$dist/$name.tar.gz"
if tar --version 2>/dev/null | grep -q 'GNU tar'; then
    tar -C "$staging" --sort=name --mtime=@0 --owner=0 --group=0 --numeric-owner -cf - "$name" | gzip -9n >"$archive.tmp"
else
    # bsdtar (macOS): sorted by the listing, owners dropped.
    (cd "$staging" && find "$name" -print | LC_ALL=C sort | tar --uid 0 --gid 0 -n -cf - -T -) | gzip -9n >"$archive.tmp"
fi
mv "$archive.tmp" "$archive"

if command -v sha256sum >/dev/null; then
    (cd "$dist" && sha256sum "$name.tar.gz" >"$name.tar.gz.sha256")
else
    (cd "$dist" && shasum -a 256 "$name.tar.gz" >"$name.tar.gz.sha256")
fi
echo "$archive"
