/**
 * Prints the closing line CI reads, `tests: N passed, N failed, N skipped`, from vitest's JSON report
 * (vitest's own summary is a table that CI does not parse). Exits non-zero when the report is missing.
 */
import { readFileSync } from 'node:fs';

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
};

const file = process.argv[2] ?? 'test-output/vitest-results.json';
try {
  const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
  const skipped = report.numPendingTests + report.numTodoTests;
  console.log(`tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`);
} catch (error) {
  console.error(`no test report at ${file}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
