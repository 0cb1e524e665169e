#!/usr/bin/env bash
# Runs each argument as a command at the same time, prints each one's output whole once it ends,
# and fails when any failed: npm test's static checks and the build use one core each for
# minutes, and CI's machine has two.
set -uo pipefail
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
pids=()
i=0
for command in "$@"; do
  bash -c "$command" >"$dir/$i.out" 2>&1 &
  pids+=($!)
  i=$((i + 1))
done
failed=0
i=0
for command in "$@"; do
  if wait "${pids[$i]}"; then status=ok; else status="FAILED"; failed=1; fi
  echo "── $command: $status"
  cat "$dir/$i.out"
  i=$((i + 1))
done
exit $failed
