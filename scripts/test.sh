#!/usr/bin/env bash
# The whole test suite, exactly as CI runs it: lint and format check, typecheck, web build, vitest.
PARKS_NEED_BROWSER=1
source "$(dirname "$0")/bootstrap.sh"
npm run lint
npm run typecheck
npm run build
npm test
