#!/usr/bin/env bash
# Shows, on a scratch copy of HEAD, that the release checks catch what they exist to catch
# (issue 49): a changed public type, a removed export and a changed header value each fail
# `jest spec/release`, and each passes again once `npm run snapshots:update` has rewritten the
# files. Slow (six builds, about three minutes), so it is run by hand, not by `npm test`:
#   scripts/check-release-guards.sh
set -euo pipefail
top=$(git rev-parse --show-toplevel)
scratch=$(mktemp -d)
trap 'git -C "$top" worktree remove --force "$scratch" >/dev/null 2>&1 || true' EXIT
git -C "$top" worktree add --detach --quiet "$scratch" HEAD
ln -s "$top/node_modules" "$scratch/node_modules"
cd "$scratch"

release_specs() { npm run build --silent >/dev/null 2>&1 && npx jest spec/release >/dev/null 2>&1; }

# Each change: a file, the text it replaces, and what replaces it.
check() {
  local what=$1 file=$2 from=$3 to=$4
  grep -qF -- "$from" "$file" || { echo "FAIL $what: '$from' not found in $file"; exit 1; }
  FROM=$from TO=$to perl -0pi -e 's/\Q$ENV{FROM}\E/$ENV{TO}/' "$file"
  if release_specs; then echo "FAIL $what: the release specs passed on it"; exit 1; fi
  echo "ok   $what: the release specs fail"
  npm run snapshots:update --silent >/dev/null 2>&1
  release_specs || { echo "FAIL $what: still failing after npm run snapshots:update"; exit 1; }
  echo "ok   $what: they pass once the snapshots are rewritten"
  git checkout --quiet -- .
}

check "a changed public type" lib/options/types.ts \
  "  previews?: readonly string[];" "  previews?: readonly string[];
  note?: string;"
check "a removed export" lib/index.ts 'export type { DateFormat } from "./template/date-to-string";' ""
check "a changed header value" lib/vendors/body-kind.ts \
  'JSON_CONTENT_TYPE = "application/json; charset=utf-8"' 'JSON_CONTENT_TYPE = "application/json"'
