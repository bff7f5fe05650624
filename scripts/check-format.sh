#!/usr/bin/env bash
# Checks that the C++ sources follow .clang-format (clang-format 14, as in Debian 12), without
# changing anything: lists each file that differs and exits 1. Run by .ci/run.
#   scripts/check-format.sh            every tracked .h/.cpp under core app probe tests bench
#   scripts/check-format.sh FILE ...   only these
# To fix: `git clang-format main` formats only the lines you changed (preferred while others
# work on the same files); `clang-format-14 -i FILE` formats whole files.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 2
cf=$(command -v clang-format-14 || command -v clang-format || true)
if [ -z "$cf" ]; then
    echo "check-format: clang-format-14 is not installed (scripts/install-deps.sh installs it)" >&2
    exit 2
fi
if [ $# -gt 0 ]; then
    files=("$@")
else
    mapfile -t files < <(git ls-files -- 'core/*.h' 'core/*.cpp' 'app/*.h' 'app/*.cpp' \
        'probe/*.h' 'probe/*.cpp' 'tests/*.h' 'tests/*.cpp' 'bench/*.h' 'bench/*.cpp')
fi
bad=()
for f in "${files[@]}"; do
    "$cf" --dry-run -Werror --style=file "$f" >/dev/null 2>&1 || bad+=("$f")
done
if [ ${#bad[@]} -gt 0 ]; then
    echo "check-format: ${#bad[@]} of ${#files[@]} files are not formatted ($cf):"
    printf '  %s\n' "${bad[@]}"
    echo "check-format: run 'clang-format-14 -i FILE' (or 'git clang-format' for changed lines)"
    exit 1
fi
echo "check-format: ${#files[@]} files formatted ($cf)"
