import { defineConfig } from 'vitest/config';

/** What every test file gets, whichever project it is in. */
const shared = {
  // Integration tests start real processes (redis-server, the app, Chromium): give them room.
  testTimeout: 60_000,
  hookTimeout: 60_000,
  // expect.poll waits for a condition (a screen's rows drawn, a projection caught up): its default second is
  // overrun on a loaded 2-core machine; the bound only matters when the condition never comes.
  expect: { poll: { timeout: 15_000 } },
} as const;

/** The pure units: no process, no file, no global state kept between files. */
const pure = ['schemas/src/**/*.test.ts', 'domain/src/**/*.test.ts'];

export default defineConfig({
  test: {
    reporters: ['default'],
    // Two files at a time on two cores: the integration and browser files spend most of their time waiting (a
    // server or browser starting, a page drawing, Redis, a projection), so two at once nearly halve the run
    // (api, server and workers: 298 s with one, 177 s with two on this machine).
    maxWorkers: 2,
    projects: [
      {
        extends: false,
        test: {
          ...shared,
          name: 'pure',
          include: pure,
          // Threads without a fresh module graph per file: these files keep no state, so each worker imports
          // schemas and domain once.
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: false,
        test: {
          ...shared,
          name: 'integration',
          include: ['*/src/**/*.test.ts', 'web/e2e/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...pure],
          pool: 'forks',
        },
      },
    ],
  },
});
