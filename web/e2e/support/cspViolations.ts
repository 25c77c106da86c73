/**
 * Browser tests fail on any Content-Security-Policy violation: what the server's policy would block in a real
 * browser (an inline script, a style from elsewhere, an image from another origin) must not go unnoticed because
 * the page still looks fine. Every browser context of the tests gets an init script that forwards each
 * `securitypolicyviolation` event of its pages (frames and shadow roots included: the event is composed) to the
 * test process; after each test, and after the last one, the violations seen since are a failure naming the page
 * and the directive.
 *
 * The hooks are registered when a test file imports this module (through app.ts): they then belong to that file.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, expect } from 'vitest';

export type CspViolation = Readonly<{
  page: string;
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}>;

const BINDING = '__parksCspViolation';
const seen: CspViolation[] = [];

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** What the page reports is unknown data: only the fields we print, as text. */
const violationOf = (pageUrl: string, report: unknown): CspViolation => {
  const field = (name: string): string =>
    typeof report === 'object' && report !== null ? text(Reflect.get(report, name)) : '';
  return {
    page: field('documentURI') || pageUrl,
    directive: field('effectiveDirective') || field('violatedDirective'),
    blocked: field('blockedURI'),
    source: [field('sourceFile'), field('lineNumber')].filter((part) => part !== '' && part !== '0').join(':'),
    sample: field('sample'),
  };
};

/** Records the CSP violations of every page of this context, from the first byte of each document. */
export const watchCspViolations = async (context: BrowserContext): Promise<void> => {
  await context.exposeBinding(BINDING, (source, report: unknown) => {
    seen.push(violationOf(source.page?.url() ?? '(no page)', report));
  });
  await context.addInitScript((binding: string) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report: unknown = Reflect.get(globalThis, binding);
        if (typeof report !== 'function') return;
        report({
          documentURI: event.documentURI,
          effectiveDirective: event.effectiveDirective,
          violatedDirective: event.violatedDirective,
          blockedURI: event.blockedURI,
          sourceFile: event.sourceFile,
          lineNumber: event.lineNumber,
          sample: event.sample,
        });
      },
      true,
    );
  }, BINDING);
};

/**
 * The browser with every context it makes watched: the test files make their contexts themselves, so the
 * browser's newContext is wrapped here rather than a call added to each test (Playwright's browser.newPage makes
 * its context through newContext too).
 */
export const watchedBrowser = (browser: Browser): Browser => {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchCspViolations(context);
    return context;
  };
  return browser;
};

export const describeViolations = (violations: readonly CspViolation[]): string =>
  violations
    .map(
      (violation) =>
        `- ${violation.page}: ${violation.directive} blocked ${violation.blocked || '(inline)'}` +
        `${violation.source === '' ? '' : ` at ${violation.source}`}${violation.sample === '' ? '' : ` (${violation.sample})`}`,
    )
    .join('\n');

/** The violations seen since the last check, which are then no longer pending (a test of this check takes them). */
export const takeViolations = (): CspViolation[] => seen.splice(0);

/**
 * For a test that feeds the page hostile content on purpose: waits until the policy has refused something, and
 * checks that everything refused was of this directive. Chromium reports an inline event handler as refused as
 * soon as a script parses it, even into a DOMParser document that never runs it (as the HTML sanitizer does).
 */
export const expectCspRefused = async (directive: string): Promise<void> => {
  const refused: CspViolation[] = [];
  await expect
    .poll(() => {
      refused.push(...takeViolations());
      return refused.length;
    })
    .toBeGreaterThan(0);
  expect(refused.filter((violation) => violation.directive !== directive)).toEqual([]);
};

const failOnViolations = (): void => {
  const found = takeViolations();
  if (found.length > 0) {
    throw new Error(`Content-Security-Policy violations (${found.length}):\n${describeViolations(found)}`);
  }
};

// Only inside a test run: the review-screenshot script (screens.ts) drives the same browser outside vitest.
if (process.env.VITEST) {
  afterEach(failOnViolations);
  afterAll(failOnViolations);
}
