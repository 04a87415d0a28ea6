#!/usr/bin/env bash
# Fuzzes the file readers: fuzz/run.sh TARGET|all SECONDS [libFuzzer flags...]
# TARGET is gamelog, tileset, jcz, svgart, lesson, matchrecord, settings or pendinggame
# (fuzz/fuzzentries.cpp). Installs what is missing, builds
# the fuzz preset into build-fuzz/, then runs each target for SECONDS from its committed
# corpus fuzz/corpus/<target> (only read) and keeps new inputs in build-fuzz/corpus/<target>.
# A crash, a broken write-back check, a leak, a hang or running out of memory fails the run;
# the input that did it lands in build-fuzz/artifacts/<target>/. Prints executions and the final
# coverage (cov: edges, ft: features) of every target.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir="$here/build-fuzz"
all_targets=(gamelog tileset jcz svgart lesson matchrecord settings pendinggame)
# The build's packages (as in scripts/dev.sh) plus clang and libFuzzer's runtime.
packages=(cmake ninja-build g++ clang libclang-rt-14-dev qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools zlib1g-dev)
# Per input: 10 s is a hang, 2 GiB is running out of memory. A run stopped by SIGINT exits
# with `interrupted` (libFuzzer's own exit code for it, 72; Debian's libFuzzer 14 has no flag to
# set it, and warned about -interrupted_exit_code), which is not a failure.
interrupted=72
limits=(-timeout=10 -rss_limit_mb=2048)

usage() { echo "usage: $0 gamelog|tileset|jcz|svgart|lesson|matchrecord|settings|pendinggame|all SECONDS [libFuzzer flags...]" >&2; exit 2; }

. "$here/scripts/install-missing.sh"

build() {
    local log="$build_dir/last-build.log"
    mkdir -p "$build_dir"
    cd "$here"
    if [ ! -f "$build_dir/CMakeCache.txt" ] && ! cmake --preset fuzz >"$log" 2>&1; then
        cat "$log" >&2; exit 1
    fi
    if ! nice -n 10 cmake --build --preset fuzz >"$log" 2>&1; then
        cat "$log" >&2; exit 1
    fi
}

# Runs one target; prints its figures, and the report of a failure. Returns libFuzzer's status.
run_target() {
    local target=$1 seconds=$2; shift 2
    local corpus="$build_dir/corpus/$target" artifacts="$build_dir/artifacts/$target"
    local log="$build_dir/fuzz-$target.log" status=0
    local seeds=("$here/fuzz/corpus/$target")
    # JCloisterZone's reference games, when they lie next to the clone, are extra seeds. They
    # belong to another project: build-fuzz/corpus/jcz may hold variants of them, so it is
    # never merged into fuzz/corpus/jcz.
    local reference="$here/../shared/interop/jcz/games"
    [ "$target" = jcz ] && [ -d "$reference" ] && seeds+=("$reference")
    mkdir -p "$corpus" "$artifacts"
    nice -n 10 "$build_dir/fuzz/fuzz_$target" -max_total_time="$seconds" "${limits[@]}" \
        -print_final_stats=1 -artifact_prefix="$artifacts/" "$@" "$corpus" "${seeds[@]}" \
        >"$log" 2>&1 || status=$?
    local executions speed final
    executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
    final=$(grep -o 'cov: [0-9]* ft: [0-9]*' "$log" | tail -n 1)
    if [ "$status" -eq 0 ]; then
        printf '%-8s ok      executions %s  exec/s %s  %s\n' "$target" "$executions" "$speed" "$final"
    elif [ "$status" -eq "$interrupted" ]; then
        # Stopped by hand (Ctrl+C, SIGINT): what ran until then had no failure.
        printf '%-8s stopped executions %s  exec/s %s  %s\n' "$target" "$executions" "$speed" "$final"
    else
        printf '%-8s FAILED  (exit %s, log %s)\n' "$target" "$status" "$log"
        grep -E -A 30 '^==[0-9]+==|^fuzz_|ERROR: libFuzzer|runtime error' "$log" | head -n 60
        ls -1 "$artifacts"
    fi
    return "$status"
}

[ $# -ge 2 ] || usage
case "$1" in
    all) targets=("${all_targets[@]}") ;;
    gamelog|tileset|jcz|svgart|lesson|matchrecord|settings|pendinggame) targets=("$1") ;;
    *) usage ;;
esac
[[ "$2" =~ ^[0-9]+$ ]] || usage
seconds=$2
shift 2

install_missing "${packages[@]}"
build
failed=0
for target in "${targets[@]}"; do
    status=0
    run_target "$target" "$seconds" "$@" || status=$?
    [ "$status" -eq "$interrupted" ] && exit "$status" # stopped by hand: the targets after it too
    [ "$status" -eq 0 ] || failed=1
done
exit "$failed"
