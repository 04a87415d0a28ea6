#!/usr/bin/env bash
# Builds the Linux packages and checks them (docs/packaging.md); called by .ci/run.
#   1. the desktop files, the AppStream metainfo (--pedantic) pass their validators, and the
#      macOS Info.plist is well-formed XML;
#   2. CPack makes the .deb, the .rpm and the .tar.gz from the release build (build/), and
#      makensis (Debian's nsis) compiles the Windows installer's script from them;
#   3. lintian passes on the .deb (no error, no warning, and no note of missing hardening:
#      the release build has Debian's hardening flags), rpmlint shows what it finds in the .rpm;
#      no installed binary has a search path (RPATH/RUNPATH), all are built with bind-now and
#      _FORTIFY_SOURCE; the .rpm and the .tar.gz carry LICENSE;
#   4. the .deb is unpacked into a scratch root (dpkg -x): its paths are exactly those of
#      packaging/deb-contents.txt, the version is the same everywhere, and the installed
#      programs start: both print --version and --help with no display at all, the game opens
#      offscreen, empty and with a game log and a JCloisterZone game (as a file manager starts
#      it: Exec=tessera %f), the replay viewer and the tile set editor keep running; the
#      document types have their icons, and the game is their default application (the replay
#      viewer and the editor are offered).
# Usage: packaging/check.sh [BUILD_DIR]   (default: build/, built first if needed)
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-${TESSERA_BUILD_DIR:-"$here/build"}}
start=$SECONDS
. "$here/scripts/install-missing.sh"
install_missing lintian rpm rpm2cpio cpio rpmlint nsis desktop-file-utils appstream dpkg-dev fakeroot xz-utils \
    libglib2.0-bin shared-mime-info libxml2-utils binutils

fail() { echo "packaging/check.sh: $*" >&2; exit 1; }
step() { echo "== $*"; }

if [ ! -f "$build/CMakeCache.txt" ]; then
    TESSERA_BUILD_DIR=$build "$here/scripts/dev.sh" build
fi
build=$(cd "$build" && pwd) # absolute: cpack runs inside it
cmake --build "$build" --target tessera tessera-cli tessera_icons tessera_packaging_docs >/dev/null

step "validators"
# The application id is spelt once, in the top-level CMakeLists.txt; the build names the files.
app_id=$(sed -n 's/^set(TESSERA_APP_ID \(.*\))$/\1/p' "$here/CMakeLists.txt")
[ -n "$app_id" ] || fail "no TESSERA_APP_ID in CMakeLists.txt"
desktop-file-validate "$build"/packaging/applications/"$app_id"*.desktop
echo "desktop-file-validate: $(cd "$build/packaging/applications" && ls "$app_id"*.desktop | tr '\n' ' ')clean"
appstream_out=$(appstreamcli validate --no-net --pedantic "$build/packaging/$app_id.metainfo.xml" 2>&1) || {
    appstreamcli validate --no-net --pedantic --explain "$build/packaging/$app_id.metainfo.xml"
    fail "AppStream metainfo invalid"
}
echo "appstreamcli validate --pedantic: $(tr -s '\n' ' ' <<<"$appstream_out")"
# The metainfo names its screenshots by their paths in the repository (the build makes URLs).
for shot in $(sed -n 's|.*<image>\(.*\)</image>.*|\1|p' "$here/packaging/linux/metainfo.xml.in"); do
    [ -f "$here/$shot" ] || fail "the metainfo names $shot, which does not exist"
done

# The macOS bundle's Info.plist cannot be built here (no plutil): it is at least well-formed XML
# with the keys Finder needs for the document types, the copyright and the languages.
xmllint --noout --nonet "$here/packaging/macos/Info.plist.in" || fail "packaging/macos/Info.plist.in is not well-formed XML"
for key in CFBundleDocumentTypes UTExportedTypeDeclarations UTImportedTypeDeclarations CFBundleLocalizations \
    NSHumanReadableCopyright; do
    grep -q "<key>$key</key>" "$here/packaging/macos/Info.plist.in" || fail "Info.plist.in lacks $key"
done
plist_has() { [ -n "$(xmllint --nonet --xpath "$1" "$here/packaging/macos/Info.plist.in" 2>/dev/null)" ]; }
for language in de fr; do
    plist_has "//key[.='CFBundleLocalizations']/following-sibling::array[1]/string[.='$language']" ||
        fail "Info.plist.in: CFBundleLocalizations lacks $language"
done
# .jcz is JCloisterZone's: imported (declared for when JCloisterZone is absent), never exported.
plist_has "//key[.='UTImportedTypeDeclarations']/following-sibling::array[1]//string[.='jcz']" ||
    fail "Info.plist.in does not import the .jcz type"
plist_has "//key[.='UTExportedTypeDeclarations']/following-sibling::array[1]//string[.='jcz']" &&
    fail "Info.plist.in exports the .jcz type, which is JCloisterZone's"

step "packages"
packages="$build/packages"
rm -rf "$packages"
generators="DEB;TGZ;RPM"
(cd "$build" && cpack -G "$generators" -B "$packages" >"$packages.log" 2>&1) || { cat "$packages.log" >&2; fail "cpack failed"; }
deb=$(ls "$packages"/*.deb)
rpm=$(ls "$packages"/*.rpm)
tgz=$(ls "$packages"/*.tar.gz)
ls -l "$deb" "$rpm" "$tgz" | awk '{print $5, $9}'

step "windows installer (makensis)"
# Nothing is built for Windows here; makensis compiles CPack's installer script with our
# commands (file types, uninstaller) from the Linux files: a syntax check, not an installer.
(cd "$build" && cpack -G NSIS -B "$packages/nsis" >"$packages/nsis.log" 2>&1) ||
    { cat "$packages/nsis.log" >&2; find "$packages/nsis" -name 'NSISOutput.log' -exec tail -30 {} \; >&2; fail "makensis failed"; }
nsi=$(find "$packages/nsis" -name project.nsi | head -1)
# The commands as Windows must read them: CPack's configuration file unescapes once more.
for command in "WriteRegStr HKCR '.jcz\\OpenWithProgids' 'Tessera.JCloisterZoneGame' ''" \
    "WriteRegStr HKCR 'Tessera.Game\\shell\\open\\command' '' '\"\$INSTDIR\\bin\\tessera.exe\" \"%1\"'" \
    "DeleteRegKey /ifempty HKCR '.jcz'"; do
    grep -qF -- "$command" "$nsi" || fail "the installer script lacks: $command"
done
grep -q "WriteRegStr HKCR '.jcz' ''" "$nsi" && fail "the installer takes .jcz over from JCloisterZone"
echo "makensis: $(ls "$packages"/nsis/*.exe | xargs -n1 basename)"

step "lintian"
# --display-info: the notes (I:) too, where lintian reports missing hardening.
lintian_out=$(lintian --fail-on error,warning --display-info "$deb" 2>&1) || { echo "$lintian_out"; fail "lintian failed"; }
echo "${lintian_out:-(nothing)}"
# Debian's hardening flags (CMakeLists.txt): lintian notes their absence as hardening-no-*.
grep -q 'hardening-no-' <<<"$lintian_out" && fail "lintian notes missing hardening (above)"

step "rpmlint"
# Shown, not enforced, but for the findings a binary package must not have: Debian's rpmlint
# 2.4 has older Fedora rules, and what it finds in a package CPack makes remains (no signature,
# no Packager tag, SPDX's name of the licence, manual pages in gzip rather than bzip2).
rpmlint_out=$(rpmlint "$rpm" 2>&1) || true
echo "$rpmlint_out"
for error in binary-or-shlib-defines-rpath unstripped-binary-or-object missing-license-file; do
    grep -q -- "$error" <<<"$rpmlint_out" && fail "rpmlint: $error"
done

step "binaries and licence"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
unpacked=$scratch/unpacked
mkdir -p "$unpacked/rpm" "$unpacked/tgz"
(cd "$unpacked/rpm" && rpm2cpio "$rpm" | cpio -idm --quiet)
tar -xzf "$tgz" -C "$unpacked/tgz"
dpkg-deb -x "$deb" "$unpacked/deb"
binaries=$(find "$unpacked" -type f -path '*/bin/*' -o -type f -path '*/games/*' -o -type f -path '*/libexec/tessera/*')
[ "$(wc -l <<<"$binaries")" = 9 ] ||
    fail "expected tessera, tessera-cli and tessera-cli-render in each package, found: $binaries"
for binary in $binaries; do
    name=${binary#"$unpacked"/}
    dynamic=$(readelf -d "$binary")
    grep -qE '\((RPATH|RUNPATH)\)' <<<"$dynamic" && fail "$name has a search path: $(grep -E 'RPATH|RUNPATH' <<<"$dynamic")"
    grep -qE 'BIND_NOW|\(FLAGS_1\).*\bNOW\b' <<<"$dynamic" || fail "$name is not linked with -z now"
    grep -q '\(GNU_RELRO\)' <<<"$(readelf -lW "$binary")" || fail "$name has no relro segment"
done
echo "no RPATH/RUNPATH, bind-now and relro: $(sed "s|$unpacked/||" <<<"$binaries" | tr '\n' ' ')"
# _FORTIFY_SOURCE shows in a binary only where the compiler knows a buffer's size (tessera-cli
# has no such call; lintian judges each binary by that). So: every compile command had the
# flags, and the game calls checked (__*_chk) functions.
commands=$(grep '"command"' "$build/compile_commands.json")
for flag in -D_FORTIFY_SOURCE=2 -fstack-protector-strong -Werror=format-security; do
    unflagged=$(grep -vc -- "$flag" <<<"$commands") || true
    [ "$unflagged" = 0 ] || fail "$unflagged compile commands of $build lack $flag (Debian's hardening flags)"
done
grep -qE '__[a-z0-9_]+_chk(@|$)' <<<"$(readelf --dyn-syms -W "$unpacked/deb/usr/games/tessera")" ||
    fail "tessera calls no fortified function (_FORTIFY_SOURCE)"
echo "every compile command has Debian's hardening flags; tessera calls fortified functions"
license_rpm=$(rpm -qpL "$rpm")
grep -qx /usr/share/doc/tessera/LICENSE <<<"$license_rpm" || fail "the .rpm marks no LICENSE as its licence (rpm -qpL: $license_rpm)"
cmp -s "$unpacked/rpm/usr/share/doc/tessera/LICENSE" "$here/LICENSE" || fail "the .rpm's LICENSE is not LICENSE"
cmp -s "$unpacked"/tgz/*/share/doc/tessera/LICENSE "$here/LICENSE" || fail "the .tar.gz lacks share/doc/tessera/LICENSE"
echo "LICENSE: .rpm (%license) and .tar.gz; the .deb's copyright points to /usr/share/common-licenses/GPL-3"

step "installed files"
root=$scratch/root
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
# The statistics' SQLite driver is a plugin, which dpkg-shlibdeps cannot see (cpack.cmake).
depends=$(dpkg-deb -f "$deb" Depends)
grep -qE '(^|, )libqt6sql6-sqlite(,|$| )' <<<"$depends" || fail "the .deb does not depend on libqt6sql6-sqlite: $depends"
grep -q 'libqt6sql6 ' <<<"$depends" || fail "the .deb's scanned dependencies (libqt6sql6) are missing: $depends"
expect "the .rpm's version" "$(rpm -qp --qf '%{VERSION}' "$rpm")" "$version"
expect "tessera --version (no display)" "$(bare "$root/usr/games/tessera" --version)" "Tessera $version"
expect "tessera-cli --version (no display)" "$(bare "$root/usr/games/tessera-cli" --version)" "tessera-cli $version"
help=$(bare "$root/usr/games/tessera" --help) || fail "tessera --help without a display failed: $help"
grep -q -- --replay <<<"$help" || fail "tessera --help does not list --replay: $help"
bare "$root/usr/games/tessera-cli" --help >/dev/null || fail "tessera-cli --help without a display failed"
# render hands over to the drawing program in /usr/libexec/tessera, which draws without a display.
bare "$root/usr/games/tessera-cli" render "$here/tests/data/jcz/city-pennant.jcz" -o "$scratch/render.png" >/dev/null ||
    fail "tessera-cli render without a display failed"
[ "$(head -c 4 "$scratch/render.png" | tail -c 3)" = PNG ] || fail "tessera-cli render wrote no PNG"
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
    # The menus speak the interface's languages (translations/); only the game's name is a name.
    keys="GenericName Comment"
    [ "$(basename "$desktop")" = "$app_id.desktop" ] || keys="Name $keys"
    for key in $keys; do
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
# The game is the default application of games, the editor of tile sets; the replay viewer is
# offered for games ("Open with"), never their default.
for desktop in "$root"/usr/share/applications/*.desktop; do
    for type in $(sed -n 's/^MimeType=//p' "$desktop" | tr ';' ' '); do
        apps=$(gio mime "$type")
        default=$(basename "$desktop")
        [ "$default" = "$app_id.replayviewer.desktop" ] && default=$app_id.desktop
        expect "the default application for $type" "$(sed -n '1s/.*: //p' <<<"$apps")" "$default"
        grep -qx "[[:space:]]*$(basename "$desktop")" <<<"$apps" || fail "gio does not offer $(basename "$desktop") for $type: $apps"
    done
done
expect "what opens tile sets" "$(sed -n 's/^Exec=//p' "$root/usr/share/applications/$app_id.tileseteditor.desktop")" "tessera --edit %f"
expect "what the replay viewer runs" "$(sed -n 's/^Exec=//p' "$root/usr/share/applications/$app_id.replayviewer.desktop")" "tessera --replay %f"
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
# Nor the replay viewer, opened with a game log as its desktop file opens it.
status=0
timeout 5 "$root/usr/games/tessera" --replay "$games/recorded.tessera" >/dev/null 2>&1 || status=$?
[ "$status" = 124 ] || fail "the installed replay viewer ended with status $status within 5 s"
echo "tessera --replay recorded.tessera: still running after 5 s"

echo "Packages checked in $((SECONDS - start)) s: $(cd "$packages" && ls *.deb *.rpm *.tar.gz | tr '\n' ' ')"
