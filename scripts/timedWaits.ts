/**
 * `npm run lint` (and so CI, and the check before every stop): fails on a test that waits on time instead of on
 * the thing itself. Flagged in test files and test support: `waitForTimeout(…)`, a `sleep`/`delay`/`pause` of a
 * literal 100 ms or more, and a promise resolved by a timer (`setTimeout(resolve, …)`) of 100 ms or more or of a
 * computed length. A timer that bounds a wait (`setTimeout(() => reject(…), ms)`) is not a wait and passes; so
 * does a poll's short interval. A line may keep a timed wait it truly needs with `// timed-wait: <why>`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const THRESHOLD_MS = 100;

const isTestSource = (path: string): boolean =>
  path.endsWith('.ts') &&
  !path.includes('node_modules/') &&
  (path.endsWith('.test.ts') || path.startsWith('web/e2e/') || /\/testing\//.test(path));

const literalMs = (text: string): number | null => {
  const trimmed = text.trim().replaceAll('_', '');
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
};

type Finding = Readonly<{ path: string; line: number; text: string; why: string }>;

const rules: readonly Readonly<{ pattern: RegExp; why: (argument: string) => string | null }>[] = [
  { pattern: /\bwaitForTimeout\(([^)]*)\)/g, why: () => 'waitForTimeout: wait for a locator, a response or a state' },
  {
    pattern: /\b(?:sleep|delay|pause)\(([^),]*)\)/g,
    why: (argument) => {
      const ms = literalMs(argument);
      return ms !== null && ms >= THRESHOLD_MS ? `a ${ms} ms sleep: wait for the condition itself` : null;
    },
  },
  {
    pattern: /setTimeout\(\s*(?:resolve|r|done)\s*,\s*([^)]*)\)/g,
    why: (argument) => {
      const ms = literalMs(argument);
      if (ms === null) return 'a timer of a computed length used as a wait: move a clock, or wait for the condition';
      return ms >= THRESHOLD_MS ? `a ${ms} ms timer used as a wait: wait for the condition itself` : null;
    },
  },
];

const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(isTestSource);
const findings: Finding[] = [];
for (const path of files) {
  // This file names the patterns it looks for.
  if (path === 'scripts/timedWaits.ts') continue;
  let source: string;
  try {
    source = readFileSync(path, 'utf8');
  } catch {
    continue; // listed by git but deleted in the work tree
  }
  source.split('\n').forEach((text, index) => {
    if (text.includes('// timed-wait:')) return;
    // A sleep helper's own definition (`const sleep = (ms: number) => … setTimeout(resolve, ms)`): its calls are
    // what the second rule checks.
    if (/^(?:export )?const (?:sleep|delay|pause) = \(\w+(?:: number)?\)/.test(text.trim())) return;
    for (const rule of rules) {
      for (const match of text.matchAll(rule.pattern)) {
        const why = rule.why(match[1] ?? '');
        if (why !== null) findings.push({ path, line: index + 1, text: text.trim(), why });
      }
    }
  });
}

if (findings.length > 0) {
  console.error(`Tests that wait on time (${findings.length}):`);
  for (const finding of findings)
    console.error(`  ${finding.path}:${finding.line}  ${finding.why}\n      ${finding.text}`);
  process.exit(1);
}
console.log(`timed waits: none in ${files.length} test files`);
