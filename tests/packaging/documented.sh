#!/usr/bin/env bash
# The texts that describe the programs name everything they have (issue 33): every option of
# tessera --help is in tessera(6); every command of tessera-cli --help is in tessera-cli(6),
# README.md and docs/cli.md, and every option of its --help in tessera-cli(6); every built-in
# tile set (tilesets/*.json) is in README.md and docs/cli.md by its id, and by its name in the
# package description, the AppStream metainfo, the Debian changelog and tessera(6); README
# names every package scripts/dev.sh installs. The manual pages' list of tile sets is
# generated (packaging/CMakeLists.txt); this pins the rest.
# Usage: documented.sh TESSERA TESSERA_CLI BUILD_DIR SOURCE_DIR
set -uo pipefail
tessera=$1 cli=$2 build=$3 source=$4
failed=0
missing() { echo "FAIL: $1 lacks $2" >&2; failed=1; }
# Manual pages write a dash as \-.
page() { sed 's/\\-/-/g' "$build/packaging/$1"; }
options() { grep -o -- '^ *\(-[a-z], \)\?--[a-z][a-z-]*\(, --[a-z][a-z-]*\)\?' | grep -o -- '-\{1,2\}[a-z][a-z-]*'; }
tessera_page=$(page tessera.6)
cli_page=$(page tessera-cli.6)
readme=$(cat "$source/README.md")
cli_doc=$(cat "$source/docs/cli.md")

help=$(env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$tessera" --help 2>/dev/null) || missing "tessera --help" "a display-free answer"
for option in $(options <<<"$help"); do
    grep -q -- "$option\b" <<<"$tessera_page" || missing "tessera(6)" "$option (tessera --help)"
done

commands=$("$cli" --help | sed -n '/^Commands:/,/^$/s/^  \([a-z-]*\) .*/\1/p')
[ -n "$commands" ] || missing "tessera-cli --help" "a list of commands"
for command in $commands; do
    grep -q "^\.B $command\b" <<<"$cli_page" || missing "tessera-cli(6)" "the command $command"
    grep -q "tessera-cli $command\b" <<<"$readme" || missing "README.md" "tessera-cli $command"
    grep -q "^| \`$command\b" <<<"$cli_doc" || missing "docs/cli.md" "the command $command"
    for option in $("$cli" "$command" --help 2>/dev/null | options); do
        grep -q -- "$option\b" <<<"$cli_page" || missing "tessera-cli(6)" "$option ($command --help)"
    done
done

for file in "$source"/tilesets/*.json; do
    id=$(basename "$file" .json)
    name=$(sed -n 's/^    "name": "\(.*\)",$/\1/p' "$file" | head -1)
    name=${name#The } name=${name% game}
    grep -q -- "$id" <<<"$readme" || missing "README.md" "the built-in tile set $id"
    grep -q -- "$id" <<<"$cli_doc" || missing "docs/cli.md" "the built-in tile set $id"
    grep -q -- "^\.B $id$" <<<"$cli_page" || missing "tessera-cli(6)" "the built-in tile set $id"
    for text in packaging/cpack.cmake packaging/linux/metainfo.xml.in \
        packaging/debian/changelog.in packaging/man/tessera.6.in README.md; do
        words=$(sed 's/&amp;/\&/g' "$source/$text" | tr -s ' \n' '  ')
        grep -qi -- "$name" <<<"$words" || missing "$text" "the tile set $name"
    done
done

# README names the Debian packages scripts/dev.sh installs. (Texts are read into variables
# first: grep -q ending a pipe early would fail it under pipefail.)
readme_words=$(tr -s ' \n`();,' '\n' <<<"$readme")
for package in $(sed -n 's/^\(test_\)\?packages=(\(.*\))$/\2/p' "$source/scripts/dev.sh"); do
    grep -qxF -- "$package" <<<"$readme_words" || missing "README.md" "the package $package (scripts/dev.sh)"
done

[ "$failed" = 0 ] && echo "every option, command and built-in tile set is documented"
exit "$failed"
