#!/usr/bin/env bash
# Checks that C++ files follow .clang-format: scripts/check-format.sh [BASE | --all]
# Checks the *.cpp and *.h files under src, tests and fuzz that differ from BASE (committed or
# not). BASE defaults to HEAD's first parent: the files of the last commit, and for a merge
# everything it brought in. Without that history (no git, a shallow clone, a first commit) it
# checks every file, as --all does. Exit 1 lists the files not formatted with a short diff of each.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$here"
dirs=(src tests fuzz)
diff_lines=20 # of each file's diff: enough to see what is wrong

[ -f .clang-format ] || { echo "no .clang-format in $here" >&2; exit 2; }
. "$here/scripts/install-missing.sh"
install_missing clang-format

# The files to check, one per line.
changed_files() {
    local base=${1:-HEAD^1} patterns=()
    for d in "${dirs[@]}"; do
        patterns+=("$d/*.cpp" "$d/*.h") # a git pathspec's * also matches subfolders
    done
    if [ "$base" != --all ] && git rev-parse --verify --quiet "$base^{commit}" >/dev/null 2>&1; then
        echo "Checking the C++ files changed since $(git rev-parse --short "$base")." >&2
        git diff --name-only --diff-filter=ACMR "$base" -- "${patterns[@]}"
    else
        echo "No revision $base here (no git, a shallow clone or a first commit): checking every C++ file." >&2
        find "${dirs[@]}" -type f \( -name '*.cpp' -o -name '*.h' \)
    fi
}

mapfile -t files < <(changed_files "$@" | sort)
formatted=$(mktemp -d)
trap 'rm -rf "$formatted"' EXIT
unformatted=()
for f in "${files[@]}"; do
    [ -f "$f" ] || continue
    mkdir -p "$formatted/$(dirname "$f")"
    clang-format --style=file "$f" >"$formatted/$f" || { echo "clang-format failed on $f" >&2; exit 2; }
    cmp -s "$f" "$formatted/$f" || unformatted+=("$f")
done

if [ ${#unformatted[@]} -eq 0 ]; then
    echo "Formatted as .clang-format says: ${#files[@]} files checked."
    exit 0
fi
echo "Not formatted as .clang-format says (clang-format -i FILE fixes it):"
printf '  %s\n' "${unformatted[@]}"
for f in "${unformatted[@]}"; do
    diff -u --label "$f" --label "$f (formatted)" "$f" "$formatted/$f" | head -n "$diff_lines" || true
done
exit 1
