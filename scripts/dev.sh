#!/usr/bin/env bash
# One entry point for a fresh Debian 12 machine: installs what is missing, builds, then
#   play  - starts Tessera (the game window)
#   test  - runs the whole test suite
#   build - only builds
# Idempotent and quiet when nothing is missing. Works as root or through sudo.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${TESSERA_BUILD_DIR:-"$here/build"}
jobs=$(nproc 2>/dev/null || echo 2)

# Debian packages the build and the tests need.
packages=(cmake g++ ninja-build qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools fonts-dejavu-core)

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"
    elif command -v sudo >/dev/null 2>&1; then sudo "$@"
    else echo "dev.sh: need root (or sudo) to install: ${missing[*]}" >&2; exit 1
    fi
}

install_missing() {
    missing=()
    for p in "${packages[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "Installing: ${missing[*]}"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

build() {
    local log="$build_dir/last-build.log"
    if [ ! -f "$build_dir/CMakeCache.txt" ]; then
        echo "Building Tessera in $build_dir (the first build takes a few minutes)..."
        mkdir -p "$build_dir"
        # CI (CI=true) treats compiler warnings as errors; a user's build never fails on one.
        if ! cmake -S "$here" -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release \
                -DTESSERA_WERROR="${CI:+ON}" >"$log" 2>&1; then
            cat "$log" >&2; exit 1
        fi
    fi
    if ! cmake --build "$build_dir" --parallel "$jobs" >"$log" 2>&1; then
        cat "$log" >&2; exit 1
    fi
}

cmd=${1:-play}
case "$cmd" in
    play)  install_missing; build; exec "$build_dir/src/app/tessera" ;;
    test)  install_missing; build
           cd "$build_dir" && exec ctest --output-on-failure --parallel "$jobs" --label-exclude bench ;;
    build) install_missing; build ;;
    *) echo "usage: $0 [play|test|build]" >&2; exit 2 ;;
esac
