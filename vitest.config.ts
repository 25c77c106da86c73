import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['*/src/**/*.test.ts', 'web/e2e/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    // Integration tests start real processes (redis-server, the app, Chromium): give them room.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    reporters: ['default'],
  },
});
