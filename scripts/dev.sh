#!/usr/bin/env bash
# One entry point for a fresh Debian 12 machine: installs what is missing, builds, then
#   play     - starts Tessera (the game window)
#   test     - runs the whole test suite
#   sanitize - runs the test suite again under AddressSanitizer and UBSan (build-asan/), without
#              the rows labelled slow (the Release suite runs them)
#   build    - only builds
#   desktop  - starts Tessera on a virtual X display (Xvfb, default 1366x768, DISPLAY :99) for
#              trying the windows without a screen: drive it with xdotool, take pictures with
#              'import -window root shot.png' (both installed with it)
# Idempotent and quiet when nothing is missing. Works as root or through sudo.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${TESSERA_BUILD_DIR:-"$here/build"}
sanitize_dir=${TESSERA_SANITIZE_DIR:-"$here/build-asan"}
jobs=$(nproc 2>/dev/null || echo 2)

# Debian packages the build and the tests need (ccache only makes rebuilds faster; dpkg-dev's
# dpkg-buildflags gives the release build Debian's hardening flags, docs/packaging.md), and what
# the test command adds: clang-format for scripts/check-format.sh, shared-mime-info for the
# MIME types' test (the system's types beneath Tessera's). libqt6sql6-sqlite is Qt's SQLite
# driver, which the statistics database needs at run time (qt6-base-dev does not bring it).
packages=(cmake g++ ninja-build ccache dpkg-dev qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools qt6-translations-l10n libqt6sql6-sqlite fonts-dejavu-core zlib1g-dev)
test_packages=(clang-format shared-mime-info)
# desktop: a virtual display, a mouse and keyboard driver and a screenshot tool.
desktop_packages=(xvfb xdotool imagemagick)

. "$here/scripts/install-missing.sh"

# build DIR [cmake options...] [-- targets...]: configures DIR (again when an option is new or
# changed), then builds the targets in it (default: everything).
build() {
    local dir=$1 options=() targets=()
    shift
    while [ $# -gt 0 ] && [ "$1" != "--" ]; do options+=("$1"); shift; done
    [ $# -gt 0 ] && shift && targets=(--target "$@")
    local log="$dir/last-build.log"
    if [ ! -f "$dir/CMakeCache.txt" ]; then
        echo "Building Tessera in $dir (the first build takes a few minutes)..."
        mkdir -p "$dir"
        # CI (CI=true) treats compiler warnings as errors; a user's build never fails on one.
        if ! cmake -S "$here" -B "$dir" -G Ninja -DTESSERA_WERROR="${CI:+ON}" "${options[@]}" >"$log" 2>&1; then
            cat "$log" >&2; exit 1
        fi
    elif options_changed "$dir" "${options[@]}" && ! cmake "$dir" "${options[@]}" >"$log" 2>&1; then
        cat "$log" >&2; exit 1
    fi
    if ! cmake --build "$dir" --parallel "$jobs" "${targets[@]}" >"$log" 2>&1; then
        cat "$log" >&2; exit 1
    fi
}

# options_changed DIR -DNAME=VALUE...: whether DIR's cache holds another value for any of them.
options_changed() {
    local dir=$1 option name
    shift
    for option in "$@"; do
        option=${option#-D}
        name=${option%%=*}
        [ "$(sed -n "s/^$name:[A-Z]*=//p" "$dir/CMakeCache.txt")" = "${option#*=}" ] || return 0
    done
    return 1
}

# run_tests DIR LABELS: the suite in DIR without the tests whose labels match LABELS (a regex).
# bench: benchmarks, run by hand. slow: AI strength, soaks and corpus replays, which take
# minutes under the sanitizers and run in the Release suite only.
run_tests() {
    cd "$1" && ctest --output-on-failure --parallel "$jobs" --label-exclude "$2"
}

# The release build's engine is compiled from a profile of the games it plays (GCC's
# profile-guided optimisation, docs/engine.md "Built from a profile"): tessera-cli is built once
# more in $build_dir/engine-profile with an engine that notes its branches, plays random games
# and short matches of every tile set combination, and the release build's engine is compiled
# from what it noted. Trained again whenever an engine source changed (the stamp holds their
# hash); about a minute then, nothing otherwise.
profile_dir="$build_dir/engine-profile"
train_engine_profile() {
    local data="$profile_dir/data" hash
    hash=$(cd "$here" && find src/engine -type f | LC_ALL=C sort | xargs sha1sum | sha1sum | cut -c1-40)
    [ "$(cat "$data/stamp" 2>/dev/null)" = "$hash" ] && return 0
    echo "Training the engine's profile in $profile_dir..."
    build "$profile_dir/build" -DCMAKE_BUILD_TYPE=Release -DTESSERA_ENGINE_PROFILE_GENERATE="$data" -- tessera-cli
    rm -rf "$data"
    mkdir -p "$data" || return 1
    local cli="$profile_dir/build/src/cli/tessera-cli" sets all failed=0
    all=base,river,inns-cathedrals,traders-builders,princess-dragon
    # Each run checked on its own: called from a condition, this function runs without set -e.
    {
        for sets in base base,river base,inns-cathedrals base,traders-builders base,princess-dragon "$all"; do
            "$cli" simulate --games 2000 --players 2 --seed 1 --tilesets "$sets" || failed=1
            "$cli" simulate --games 1000 --players 4 --seed 2 --tilesets "$sets" || failed=1
        done
        "$cli" match hard greedy --games 2 --iterations 200 --jobs 1 --seed 3 --tilesets "$all" || failed=1
        "$cli" match medium easy --games 2 --jobs 1 --seed 4 --tilesets "$all" || failed=1
    } >"$profile_dir/training.log" 2>&1
    if [ "$failed" -ne 0 ]; then
        # Only speed is lost: the game is built without the profile, except in CI, which must say.
        cat "$profile_dir/training.log" >&2
        echo "The engine's profile could not be trained (above); building without it." >&2
        [ -z "${CI:-}" ] || exit 1
        return 1
    fi
    echo "$hash" >"$data/stamp" # last: a training cut short leaves no stamp, and runs again
}

release_build() {
    local profile=-DTESSERA_ENGINE_PROFILE_USE=
    if "${CXX:-c++}" --version 2>/dev/null | grep -q "Free Software Foundation" && train_engine_profile; then # GCC
        profile=-DTESSERA_ENGINE_PROFILE_USE="$profile_dir/data"
    fi
    build "$build_dir" -DCMAKE_BUILD_TYPE=Release "$profile"
}

# The same suite under AddressSanitizer (with LeakSanitizer) and UndefinedBehaviorSanitizer,
# in a build folder of its own: any report fails the test that caused it.
sanitized_build() { build "$sanitize_dir" -DCMAKE_BUILD_TYPE=Debug -DTESSERA_SANITIZE=ON; }
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:strict_string_checks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}

# play opens a window: without a display (over SSH, in a container) say so before installing
# or building anything, rather than end a long build with Qt's platform error.
require_display() {
    [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}${QT_QPA_PLATFORM:-}" ] && return 0
    echo "Tessera needs a display to play, and none is set (no DISPLAY or WAYLAND_DISPLAY)." >&2
    echo "Run this in a graphical session or through 'ssh -X'; '$0 build' only builds," >&2
    echo "and build/src/app/tessera --help and --version work without a display." >&2
    exit 1
}

cmd=${1:-play}
case "$cmd" in
    play)     require_display; install_missing "${packages[@]}"; release_build; exec "$build_dir/src/app/tessera" ;;
    test)     install_missing "${packages[@]}" "${test_packages[@]}"; release_build; (run_tests "$build_dir" bench) ;;
    sanitize) install_missing "${packages[@]}"; sanitized_build; (run_tests "$sanitize_dir" 'bench|slow') ;;
    build)    install_missing "${packages[@]}"; release_build ;;
    desktop)  install_missing "${packages[@]}" "${desktop_packages[@]}"; release_build
              shift; exec "$here/scripts/virtual-desktop.sh" "$build_dir/src/app/tessera" "$@" ;;
    *) echo "usage: $0 [play|test|sanitize|build|desktop [ARGS...]]" >&2; exit 2 ;;
esac
