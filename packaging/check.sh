#!/usr/bin/env bash
# Builds the Linux packages and checks them (docs/packaging.md); called by .ci/run.
#   1. the desktop files, the AppStream metainfo (--pedantic) pass their validators, and the
#      macOS Info.plist is well-formed XML;
#   2. CPack makes the .deb, the .rpm and the .tar.gz from the release build (build/);
#   3. lintian passes on the .deb (no error, no warning);
#   4. the .deb is unpacked into a scratch root (dpkg -x): its paths are exactly those of
#      packaging/deb-contents.txt, the version is the same everywhere, and the installed
#      programs start: both print --version and --help with no display at all, the game opens
#      offscreen, empty and with a game log and a JCloisterZone game (as a file manager starts
#      it: Exec=tessera %f); the document types have their icons.
# Usage: packaging/check.sh [BUILD_DIR]   (default: build/, built first if needed)
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-${TESSERA_BUILD_DIR:-"$here/build"}}
start=$SECONDS
. "$here/scripts/install-missing.sh"
install_missing lintian rpm desktop-file-utils appstream dpkg-dev fakeroot xz-utils libglib2.0-bin shared-mime-info libxml2-utils

fail() { echo "packaging/check.sh: $*" >&2; exit 1; }
step() { echo "== $*"; }

if [ ! -f "$build/CMakeCache.txt" ]; then
    TESSERA_BUILD_DIR=$build "$here/scripts/dev.sh" build
fi
build=$(cd "$build" && pwd) # absolute: cpack runs inside it
cmake --build "$build" --target tessera tessera-cli tessera_icons tessera_packaging_docs >/dev/null

step "validators"
app_id=org.tessera.Tessera
desktop-file-validate "$here"/packaging/linux/*.desktop
appstreamcli validate --no-net --pedantic --explain "$build/packaging/$app_id.metainfo.xml" >/dev/null ||
    appstreamcli validate --no-net --pedantic --explain "$build/packaging/$app_id.metainfo.xml" ||
    fail "AppStream metainfo invalid"
# The metainfo names its screenshots by their paths in the repository (the build makes URLs).
for shot in $(sed -n 's|.*<image>\(.*\)</image>.*|\1|p' "$here/packaging/linux/$app_id.metainfo.xml.in"); do
    [ -f "$here/$shot" ] || fail "the metainfo names $shot, which does not exist"
done

# The macOS bundle's Info.plist cannot be built here (no plutil): it is at least well-formed XML
# with the keys Finder needs for the document types, the copyright and the languages.
xmllint --noout --nonet "$here/packaging/macos/Info.plist.in" || fail "packaging/macos/Info.plist.in is not well-formed XML"
for key in CFBundleDocumentTypes UTExportedTypeDeclarations UTImportedTypeDeclarations CFBundleLocalizations \
    NSHumanReadableCopyright; do
    grep -q "<key>$key</key>" "$here/packaging/macos/Info.plist.in" || fail "Info.plist.in lacks $key"
done

step "packages"
packages="$build/packages"
rm -rf "$packages"
generators="DEB;TGZ;RPM"
(cd "$build" && cpack -G "$generators" -B "$packages" >"$packages.log" 2>&1) || { cat "$packages.log" >&2; fail "cpack failed"; }
deb=$(ls "$packages"/*.deb)
rpm=$(ls "$packages"/*.rpm)
tgz=$(ls "$packages"/*.tar.gz)
ls -l "$deb" "$rpm" "$tgz" | awk '{print $5, $9}'

step "lintian"
lintian --fail-on error,warning --info "$deb"

step "installed files"
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
dpkg-deb -x "$deb" "$root"
installed=$(cd "$root" && find . -mindepth 1 \( -type f -o -type l \) | sed 's|^\.||' | LC_ALL=C sort)
diff -u "$here/packaging/deb-contents.txt" <(echo "$installed") ||
    fail "the .deb's files differ from packaging/deb-contents.txt (above)"
# (Listings first, then grep: grep -q stopping early would fail the pipe under pipefail.)
rpm_files=$(rpm -qpl "$rpm")
grep -qx /usr/bin/tessera <<<"$rpm_files" || fail "the .rpm lacks /usr/bin/tessera"
tgz_files=$(tar -tzf "$tgz")
grep -q '/bin/tessera$' <<<"$tgz_files" || fail "the .tar.gz lacks bin/tessera"

step "one version everywhere"
version=$(sed -n 's/^#define TESSERA_VERSION "\(.*\)"$/\1/p' "$build/generated/tessera/version.h")
[ -n "$version" ] || fail "no version in $build/generated/tessera/version.h"
export XDG_CONFIG_HOME="$root/home/config" XDG_DATA_HOME="$root/home/data" XDG_CACHE_HOME="$root/home/cache"
export XDG_RUNTIME_DIR="$root/home/runtime"
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
expect() { [ "$2" = "$3" ] || fail "$1 is '$2', expected '$3'"; }
# --version and --help need no display: as over SSH or in a build chroot, none is set.
bare() { env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM timeout 20 "$@"; }
expect "the .deb's version" "$(dpkg-deb -f "$deb" Version)" "$version"
expect "the .rpm's version" "$(rpm -qp --qf '%{VERSION}' "$rpm")" "$version"
expect "tessera --version (no display)" "$(bare "$root/usr/games/tessera" --version)" "Tessera $version"
expect "tessera-cli --version (no display)" "$(bare "$root/usr/games/tessera-cli" --version)" "tessera-cli $version"
help=$(bare "$root/usr/games/tessera" --help) || fail "tessera --help without a display failed: $help"
grep -q -- --replay <<<"$help" || fail "tessera --help does not list --replay: $help"
bare "$root/usr/games/tessera-cli" --help >/dev/null || fail "tessera-cli --help without a display failed"
export QT_QPA_PLATFORM=offscreen
expect "the newest AppStream release" \
    "$(grep -o '<release version="[^"]*"' "$root/usr/share/metainfo/$app_id.metainfo.xml" | head -1 | cut -d'"' -f2)" "$version"
expect "the manual page's version" "$(zcat "$root/usr/share/man/man6/tessera.6.gz" | sed -n 's/^\.TH .*"Tessera \([^"]*\)".*/\1/p')" "$version"

step "desktop integration"
for desktop in "$root"/usr/share/applications/*.desktop; do
    exec_bin=$(sed -n 's/^Exec=\([^ ]*\).*/\1/p' "$desktop")
    [ -x "$root/usr/games/$exec_bin" ] || fail "$desktop starts '$exec_bin', which the package does not install in /usr/games"
    icon=$(sed -n 's/^Icon=//p' "$desktop")
    [ -f "$root/usr/share/icons/hicolor/scalable/apps/$icon.svg" ] || fail "no scalable icon '$icon'"
    [ -f "$root/usr/share/icons/hicolor/48x48/apps/$icon.png" ] || fail "no 48x48 icon '$icon'"
    # The menus speak the interface's languages (translations/).
    for key in GenericName Comment; do
        for language in de fr; do
            grep -q "^$key\[$language\]=" "$desktop" || fail "$desktop has no $key[$language]"
        done
    done
done
# What a file manager sees once the package is installed: GIO (GNOME's and others' file
# managers) with the package's MIME types and desktop file, the system's beneath them.
XDG_DATA_DIRS="$root/usr/share" update-mime-database "$root/usr/share/mime"
update-desktop-database "$root/usr/share/applications"
export XDG_DATA_DIRS="$root/usr/share:/usr/share" PATH="$root/usr/games:$PATH"
games="$root/home/games"
mkdir -p "$games"
"$root/usr/games/tessera-cli" simulate --games 1 --players 3 --seed 7 --record "$games" >/dev/null
cp "$games/game-7.json" "$games/recorded.tessera"
jcz="$here/tests/data/jcz/city-pennant.jcz"
content_type() { gio info -a standard::content-type "$1" | sed -n 's/^ *standard::content-type: //p'; }
expect "the type of a game log (.tessera)" "$(content_type "$games/recorded.tessera")" application/x-tessera-game
expect "the type of a game log (.json)" "$(content_type "$games/game-7.json")" application/x-tessera-game
expect "the type of a tile set (.json)" "$(content_type "$root/usr/share/tessera/tilesets/river.json")" application/x-tessera-tileset
expect "the type of a JCloisterZone game" "$(content_type "$jcz")" application/x-jcloisterzone-game
echo '{"name": "not a game"}' >"$games/other.json"
expect "the type of other JSON" "$(content_type "$games/other.json")" application/json
for type in $(sed -n 's/.*<mime-type type="\([^"]*tessera[^"]*\)".*/\1/p' "$root/usr/share/mime/packages/$app_id.xml"); do
    [ -f "$root/usr/share/icons/hicolor/scalable/mimetypes/${type/\//-}.svg" ] || fail "no icon for $type"
done
for desktop in "$root"/usr/share/applications/*.desktop; do
    for type in $(sed -n 's/^MimeType=//p' "$desktop" | tr ';' ' '); do
        expect "the default application for $type" "$(gio mime "$type" | sed -n '1s/.*: //p')" "$(basename "$desktop")"
    done
done
expect "what opens tile sets" "$(sed -n 's/^Exec=//p' "$root/usr/share/applications/$app_id.TileSetEditor.desktop")" "tessera --edit %f"
appstreamcli validate-tree --no-net "$root" >/dev/null || appstreamcli validate-tree --no-net "$root" || fail "AppStream tree invalid"

step "the installed game starts"
# --startup-time paints the window once (after loading the file) and quits. A file that fails to
# open would stop at a modal message instead: the timeout catches it.
for file in "" "$games/recorded.tessera" "$jcz"; do
    out=$(timeout 60 "$root/usr/games/tessera" --startup-time ${file:+"$file"} 2>&1) ||
        fail "the installed tessera did not start${file:+ with $file}: $out"
    echo "${file:-(no file)}: $out"
done
# The editor has no --startup-time: it must still be running (not crashed) after 5 seconds.
status=0
timeout 5 "$root/usr/games/tessera" --edit "$root/usr/share/tessera/tilesets/river.json" >/dev/null 2>&1 || status=$?
[ "$status" = 124 ] || fail "the installed tile set editor ended with status $status within 5 s"
echo "tessera --edit river.json: still running after 5 s"

echo "Packages checked in $((SECONDS - start)) s: $(cd "$packages" && ls *.deb *.rpm *.tar.gz | tr '\n' ' ')"
