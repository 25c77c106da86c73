#!/usr/bin/env bash
# The whole test suite, exactly as CI runs it: lint and format check, typecheck, web build, vitest,
# then one closing line `tests: N passed, N failed, N skipped`.
PARKS_NEED_BROWSER=1
source "$(dirname "$0")/bootstrap.sh"
npm run lint
npm run typecheck
npm run build
mkdir -p test-output
status=0
npm test -- --reporter=default --reporter=json --outputFile.json=test-output/vitest-results.json || status=$?
node scripts/testSummary.ts test-output/vitest-results.json || status=1
exit "$status"
