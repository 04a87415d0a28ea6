#!/usr/bin/env bash
# virtual-desktop.sh PROGRAM [ARGS...]: runs PROGRAM on a virtual X display of its own, for
# trying the windows on a machine without a screen. The display is :99 (TESSERA_DISPLAY) at
# 1366x768 (TESSERA_SCREEN, WIDTHxHEIGHT); from another shell:
#   DISPLAY=:99 xdotool search --name Tessera        # find the window
#   DISPLAY=:99 xdotool mousemove 400 300 click 1    # drive it
#   DISPLAY=:99 import -window root shot.png         # see it
# The display ends with the program.
set -euo pipefail

display=${TESSERA_DISPLAY:-:99}
screen=${TESSERA_SCREEN:-1366x768}
[[ $screen =~ ^[0-9]+x[0-9]+$ ]] || { echo "TESSERA_SCREEN must be WIDTHxHEIGHT, not '$screen'" >&2; exit 2; }

Xvfb "$display" -screen 0 "${screen}x24" -nolisten tcp >/dev/null 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
# Wait until the server answers (at most five seconds), rather than start the program too early.
for _ in $(seq 50); do
    DISPLAY=$display xdotool getdisplaygeometry >/dev/null 2>&1 && break
    kill -0 "$server" 2>/dev/null || { echo "Xvfb could not start on $display (is it taken?)" >&2; exit 1; }
    sleep 0.1
done
echo "Virtual display $display ($screen) is up; Tessera runs on it until it is closed."
unset QT_QPA_PLATFORM
DISPLAY=$display "$@"
