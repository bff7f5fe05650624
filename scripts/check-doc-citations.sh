#!/bin/sh
# Fails when the sources cite a document that is not in the repository.
#
# Usage: scripts/check-doc-citations.sh [ROOT]   (ROOT defaults to the current directory)
#
# Scans core/ app/ probe/ tests/ bench/ scripts/ resources/ installer/ docs/ (without
# docs/references/, which describes outside sources) and the top-level CMakeLists.txt, but not
# tests/data/ (public sample files and their provenance notes). In C and C++ files string
# literals are skipped, so what is checked is the comments. Every citation must resolve:
#   - a path ending in .md, or a path starting with docs/, must exist relative to ROOT or to the
#     citing file's folder (URLs, "scheme://...", are skipped);
#   - a bare NAME.md must exist in the citing file's folder or at ROOT, except README.md and
#     SOURCES.md, which must exist somewhere in the repository;
#   - documents that used to live outside the repository (DESIGN.md, fabric-references.md,
#     cmdb-anchors.md, ../shared/reference/) are refused even if such a file is added again;
#   - a source id FAB-n, PF-n, QT-n or CMDB-n must be listed in its docs/references/ page.
# Prints one line per broken citation (file: citation: why) and exits 1 if there is any.
# Needs only POSIX sh, find, grep and sed.

root=${1:-.}
cd "$root" || exit 2

bad=0
report() {
    echo "$1: $2: $3"
    bad=1
}

# The id tables of docs/references/*.md: "| FAB-3 |" rows.
id_listed() {
    case $1 in
    FAB-*) page=docs/references/fabric.md ;;
    PF-*) page=docs/references/probe-formats.md ;;
    QT-*) page=docs/references/qt-engineering.md ;;
    CMDB-*) page=docs/references/cmdb.md ;;
    *) return 1 ;;
    esac
    [ -f "$page" ] && grep -q "^| $1 |" "$page"
}

check_token() { # file token
    file=$1
    t=$2
    dir=$(dirname "$file")
    case $t in
    *://*) return ;;
    esac
    t=${t%#*}            # anchor
    t=$(printf '%s' "$t" | sed 's/[.,;:)]*$//')
    [ -n "$t" ] || return
    case $t in
    *shared/reference* | ../shared/*)
        report "$file" "$t" "outside the repository; cite a page under docs/"
        return
        ;;
    esac
    base=${t##*/}
    case $base in
    DESIGN.md | fabric-references.md | cmdb-anchors.md)
        report "$file" "$t" "a document outside the repository; cite docs/design-notes.md or docs/references/"
        return
        ;;
    esac
    case $t in
    */*)
        [ -e "$t" ] || [ -e "$dir/$t" ] || report "$file" "$t" "no such file in the repository"
        ;;
    *)
        if [ -e "$dir/$t" ] || [ -e "$t" ]; then
            return
        fi
        case $t in
        README.md | SOURCES.md)
            [ -n "$(find . -name "$t" -not -path './build/*' | head -n 1)" ] ||
                report "$file" "$t" "no such file in the repository"
            ;;
        *)
            report "$file" "$t" "not beside the citing file; cite it with its path from the repository root"
            ;;
        esac
        ;;
    esac
}

files=$(
    for d in core app probe tests bench scripts resources installer docs; do
        [ -d "$d" ] && find "$d" -type f \( -name '*.h' -o -name '*.hpp' -o -name '*.cpp' \
            -o -name '*.c' -o -name '*.cu' -o -name 'CMakeLists.txt' -o -name '*.cmake' \
            -o -name '*.sh' -o -name '*.py' -o -name '*.yaml' -o -name '*.yml' -o -name '*.md' \
            -o -name '*.in' \) -not -path 'tests/data/*' -not -path 'docs/references/*' \
            -not -path 'scripts/check-doc-citations.sh'
    done
    [ -f CMakeLists.txt ] && echo CMakeLists.txt
)

# Only files that mention a document or a source id need a closer look.
# shellcheck disable=SC2086
candidates=$(grep -lE '[.]md|docs/|(FAB|PF|QT|CMDB)-[0-9]' $files /dev/null)

for f in $candidates; do
    case $f in
    *.h | *.hpp | *.cpp | *.c | *.cu)
        text=$(sed -E 's/"([^"\\]|\\.)*"/""/g' "$f")
        ;;
    *)
        text=$(cat "$f")
        ;;
    esac
    tokens=$(
        printf '%s\n' "$text" | grep -oE '[A-Za-z0-9_.:/~-]*\.md([^A-Za-z0-9_]|$)' | sed -E 's/[^A-Za-z0-9_]$//'
        printf '%s\n' "$text" | grep -oE '(^|[^A-Za-z0-9_./-])docs/[A-Za-z0-9_./#-]*' | sed -E 's/^[^d]//'
    )
    tokens=$(printf '%s\n' "$tokens" | sort -u)
    for t in $tokens; do
        check_token "$f" "$t"
    done
    ids=$(printf '%s\n' "$text" | grep -oE '(^|[^A-Za-z0-9_-])(FAB|PF|QT|CMDB)-[0-9]+' | sed -E 's/^[^A-Z]//')
    for i in $ids; do
        id_listed "$i" || report "$f" "$i" "source id not listed in its docs/references/ page"
    done
done

if [ $bad -ne 0 ]; then
    echo "check-doc-citations: broken citations above (see CONTRIBUTING.md, \"Citing sources\")"
    exit 1
fi
echo "check-doc-citations: every cited document exists"
