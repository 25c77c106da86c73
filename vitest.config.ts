import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['*/src/**/*.test.ts', 'web/e2e/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    // Integration tests start real processes (redis-server, the app, Chromium): give them room.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll waits for a condition (a screen's rows drawn, a projection caught up): its default second is
    // overrun on a loaded 2-core machine; the bound only matters when the condition never comes.
    expect: { poll: { timeout: 15_000 } },
    pool: 'forks',
    reporters: ['default'],
  },
});
