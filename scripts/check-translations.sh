#!/bin/sh
# Fails when a translatable string of the sources has no finished Korean translation.
#
# translations/railyard_ko.ts is refreshed from the sources only by the `update_translations`
# target, so checking the committed file alone passes while new tr() strings have no entry at
# all. This runs lupdate over the same sources and options as that target (the project file
# qt_add_translations writes at configure time) into a copy of the file, and lists every
# entry that is then unfinished.
#
# Usage: check-translations.sh TS_FILE LUPDATE_PROJECT_CMAKE GENERATE_PROJECT_SCRIPT LUPDATE
set -eu
ts=$1 project=$2 generate=$3 lupdate=$4
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$ts" "$work/check.ts"
cmake -DIN_FILE="$project" -DOUT_FILE="$work/project.json" -P "$generate"
"$lupdate" -project "$work/project.json" -locations none -no-obsolete -silent \
    -ts "$work/check.ts"
if grep -q 'type="unfinished"' "$work/check.ts"; then
    echo "check-translations: strings without a finished translation in $(basename "$ts")" \
        "(run the update_translations target and translate them):"
    # Each unfinished entry with its context and source text.
    awk '/<name>/ { ctx = $0 } /<source>/ { src = $0 }
         /type="unfinished"/ { gsub(/^ +/, "", ctx); gsub(/^ +/, "", src); print "  " ctx " " src }' \
        "$work/check.ts"
    exit 1
fi
echo "check-translations: every string of the sources is translated in $(basename "$ts")"
