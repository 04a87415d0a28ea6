#!/usr/bin/env bash
# first-hour-shots.sh [OUTDIR]: a new player's first hour as four pictures (docs/lessons.md):
# first-start.png, lesson.png, first-game-easy.png, statistics-after-first-game.png, written to
# OUTDIR (docs/screenshots by default). Runs build/tests/ui/first_hour_shots on a virtual display
# (xvfb-run, 1366x768) with a throwaway home and XDG folders, so that it is a first start and the
# player's own settings and statistics stay untouched. Needs a build (ninja -C build).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
program=${FIRST_HOUR_PROGRAM:-$root/build/tests/ui/first_hour_shots}
out=$(realpath "${1:-$root/docs/screenshots}")
mkdir -p "$out"
[[ -x $program ]] || { echo "no $program: build first (ninja -C build first_hour_shots)" >&2; exit 1; }

home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
mkdir -p "$home/config" "$home/data" "$home/cache"
unset QT_QPA_PLATFORM
xvfb-run -a -s "-screen 0 1366x768x24" \
    env HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" XDG_CACHE_HOME="$home/cache" \
    LANG=C.UTF-8 LANGUAGE=en "$program" "$out"
