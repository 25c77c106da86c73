import { defineConfig } from 'vitest/config';
import type { TestSpecification } from 'vitest/node';
import { BaseSequencer } from 'vitest/node';

/**
 * The browser files far longer than the rest (measured in CI: the route sweep about 300 s, the products journey
 * about 125 s; most files take 10 to 70 s). They start first: vitest's own order on a fresh clone, with no timings
 * cached, is by file size, which started the route sweep last and left one worker running it alone for five minutes.
 */
const longestFirst = ['web/e2e/routeSweep.test.ts', 'web/e2e/adminProducts.test.ts'];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification): number => {
      const index = longestFirst.findIndex((path) => spec.moduleId.endsWith(`/${path}`));
      return index === -1 ? longestFirst.length : index;
    };
    // Stable: within a group, the named files first, then vitest's order (timings when cached, else size).
    return (await super.sort(files)).sort(
      (a, b) => a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || rank(a) - rank(b),
    );
  }
}

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
/** The browser files: each starts the real server and Chromium. */
const browser = ['web/e2e/**/*.test.ts'];

// Worker counts are set per project: a project declared with `extends: false` does not take the root's, so a root
// `maxWorkers` left every file running alone (measured: a whole CI run never had two files at once). Projects of one
// `sequence.groupOrder` run at the same time (vitest's default puts them all in one group): the pure and integration
// files go first, together, and the browser files after them on a machine they have to themselves. Run side by side,
// a browser file took about twice as long and its waits stretched towards their bounds.
export default defineConfig({
  test: {
    reporters: ['default'],
    // The run's one sequencer (vitest reads it from the root config only): it orders every group's files.
    sequence: { sequencer: LongestFirst },
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
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: false,
        test: {
          ...shared,
          name: 'integration',
          include: ['*/src/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...pure],
          pool: 'forks',
          // Two at a time on two cores: these files mostly wait (a process starting, Redis, a projection).
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: false,
        test: {
          ...shared,
          name: 'browser',
          include: browser,
          pool: 'forks',
          // Two at a time, each with its own server and Chromium, once the other groups are done: measured on this
          // 2-core machine, the browser files took 732 s one at a time and 601 s two at a time (whole vitest run
          // 852 s and 713 s), every test passing both ways. Each file's own server keeps them from sharing state.
          maxWorkers: 2,
          // Within a file, the screens a sweep looks at side by side (describe.concurrent): three at once keep both
          // cores busy while each waits for its data, without stretching any wait towards its bound.
          maxConcurrency: 3,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
