#!/usr/bin/env bash
# What needs no window works with no display at all (over SSH, in a build chroot): tessera
# --version and --help answer, a usage error is told, and ./scripts/dev.sh play says a display is needed before it
# installs or builds anything. DISPLAY, WAYLAND_DISPLAY and QT_QPA_PLATFORM are all unset.
# Usage: without-display.sh TESSERA VERSION SOURCE_DIR
set -uo pipefail
tessera=$1 version=$2 source=$3
failed=0
check() { echo "FAIL: $*" >&2; failed=1; }
bare() { env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM timeout 60 "$@"; }

out=$(bare "$tessera" --version 2>&1); status=$?
[ "$status" = 0 ] || check "tessera --version ended with status $status: $out"
[ "$out" = "Tessera $version" ] || check "tessera --version printed '$out', expected 'Tessera $version'"

for help in --help -h --help-all; do
    out=$(bare "$tessera" "$help" 2>&1); status=$?
    [ "$status" = 0 ] || check "tessera $help ended with status $status: $out"
    for option in --edit --replay --startup-time --version; do
        grep -q -- "$option" <<<"$out" || check "tessera $help does not list $option: $out"
    done
done

# A usage error is told without a display too; Qt's own options still reach QApplication.
out=$(bare "$tessera" --no-such-option 2>&1); status=$?
[ "$status" = 1 ] || check "tessera --no-such-option ended with status $status: $out"
grep -q "no-such-option" <<<"$out" || check "tessera --no-such-option did not name the option: $out"
out=$(bare "$tessera" -platform offscreen --version 2>/dev/null); status=$?
[ "$status" = 0 ] && [ "$out" = "Tessera $version" ] ||
    check "tessera -platform offscreen --version ended with status $status: $out"

# A build folder that cannot be made: if the message did not come first, the build would fail.
out=$(TESSERA_BUILD_DIR=/dev/null/build bare "$source/scripts/dev.sh" play 2>&1); status=$?
[ "$status" = 1 ] || check "dev.sh play without a display ended with status $status: $out"
grep -q "needs a display" <<<"$out" || check "dev.sh play without a display did not say it needs one: $out"

[ "$failed" = 0 ] && echo "tessera --version, --help, a usage error and dev.sh play checked without a display"
exit "$failed"
