#!/usr/bin/env bash
# The GitHub Action's checks (action.yml): lint, then test / check / diff when their inputs are
# given. Every check runs even when an earlier one fails; the step fails with the worst exit
# code (2 bad input, 1 a check failed). Inputs arrive as RW_* environment variables.
set -u
worst=0
note() { if [ "$1" -gt "$worst" ]; then worst=$1; fi; }
common=(--format github --lang "${RW_LANG:-en}")
[ -n "${RW_ORIGIN:-}" ] && common+=(--origin "$RW_ORIGIN")
agents=(--crawler "${RW_CRAWLERS:-googlebot}")
[ -n "${RW_ENGINE:-}" ] && agents+=(--engine "$RW_ENGINE")

node "$RW_CLI" lint "$RW_ROBOTS" --engines "${RW_LINT_ENGINES:-google,bing,yandex}" --fail-on "${RW_LINT_FAIL_ON:-error}" "${common[@]}"
note $?

if [ -n "${RW_EXPECT:-}" ]; then
  test_args=()
  [ -n "${RW_ENGINE:-}" ] && test_args+=(--engine "$RW_ENGINE")
  node "$RW_CLI" test "$RW_ROBOTS" --expect "$RW_EXPECT" "${test_args[@]}" "${common[@]}"
  note $?
fi

if [ -n "${RW_URLS:-}" ]; then
  node "$RW_CLI" check "$RW_ROBOTS" --urls "$RW_URLS" --fail-on "${RW_CHECK_FAIL_ON:-blocked}" "${agents[@]}" "${common[@]}"
  note $?
fi

if [ -n "${RW_BASE:-}" ]; then
  if [ -z "${RW_URLS:-}" ]; then
    echo "::error title=robots-workbench::base-ref needs a URL list (urls) to diff"
    note 2
  else
    base_file="${RUNNER_TEMP:-/tmp}/robots-workbench-base.txt"
    # A shallow checkout may lack the base commit: fetch it.
    git cat-file -e "$RW_BASE^{commit}" 2>/dev/null || git fetch --no-tags --depth=1 origin "$RW_BASE" >/dev/null 2>&1
    if git show "$RW_BASE:$RW_ROBOTS" > "$base_file" 2>/dev/null; then
      node "$RW_CLI" diff "$base_file" "$RW_ROBOTS" --urls "$RW_URLS" --fail-on "${RW_DIFF_FAIL_ON:-blocked}" "${agents[@]}" "${common[@]}"
      note $?
    else
      echo "::notice title=robots-workbench::$RW_ROBOTS does not exist at $RW_BASE; nothing to diff"
    fi
  fi
fi

echo "exit-code=$worst" >> "${GITHUB_OUTPUT:-/dev/null}"
exit "$worst"
