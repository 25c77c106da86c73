/**
 * The back office over real HTTP (the API tests' setup: embedded stores, projections running, seed loaded),
 * each figure beside its limit measured in the same run:
 *
 *   Categories GetAll over 10,000 categories and the Revisions list over 100,000 revisions (the categories with
 *     10 revisions each): p99 of one page through `GET /api/{family}/GetAll?page=N` (random pages, one client),
 *     against plain JS over the very documents the list reads (an array in memory: filter, sort, slice of the
 *     same page), which is what any store has to do at least. The revisions list reads one row per revision
 *     (`adminRevisionRows`), so its limit sorts those rows. Both sides first serve WARM_UP pages that are not
 *     counted (the JIT, and the store's index order built on the first read of a process, whose time the note
 *     gives as "first page"), so the p99 is the pages' and not the start's.
 *   publish → store shows it: from sending `PUT /api/Revisions/UpdateStatus/{id}?status=publish` for a draft of a
 *     category to the first `GET /api/store/GetCategory/{alias}` that shows its new name; the limit is the same
 *     two calls when the publish changes nothing (the revision is published already): the HTTP, auth and
 *     command-path floor, without the append and the projections.
 *
 * The events are seeded by appending directly (one append per category stream), then the projections catch up.
 */
import { caller, startTestApi, userToken } from '@parks/api/testing/testApi';
import { adminRevisionRows } from '@parks/projections/admin/revisionRows';
import { type AdminListDocument, adminListProjection, adminRevisions } from '@parks/projections/admin/revisions';
import { revisionEntityTypes } from '@parks/schemas/revisions';
import { categoryEvents, categoryId, categoryStream } from './adminEvents.ts';
import type { BenchRow } from './report.ts';

export const title = 'Back office over HTTP';

const CATEGORIES = Number(process.env.BENCH_ADMIN_CATEGORIES ?? 10_000);
const REVISIONS_PER_CATEGORY = Number(process.env.BENCH_ADMIN_REVISIONS_PER ?? 10);
const CATEGORY_PAGES = Number(process.env.BENCH_ADMIN_CATEGORY_PAGES ?? 1_000);
const REVISION_PAGES = Number(process.env.BENCH_ADMIN_REVISION_PAGES ?? 200);
const WARM_UP = Number(process.env.BENCH_ADMIN_WARM_UP ?? 20);
const PUBLISHES = Number(process.env.BENCH_ADMIN_PUBLISHES ?? 50);
const PAGE = 20;

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/** A deterministic page order (the same in every run; another seed gives the warm-up's pages). */
const pagesOf = (count: number, pages: number, seed = 12345): number[] => {
  let x = seed;
  return Array.from({ length: count }, () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return 1 + (x % pages);
  });
};

const timed = async (run: () => Promise<void>): Promise<number> => {
  const started = performance.now();
  await run();
  return performance.now() - started;
};

const latestOrder = (doc: AdminListDocument): number => {
  const order = (doc.latest?.payload as { displayOrder?: unknown } | undefined)?.displayOrder;
  return typeof order === 'number' ? order : 0;
};
const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export const run = async (): Promise<BenchRow[]> => {
  const app = await startTestApi({ store: true, accounts: true });
  try {
    const call = caller(app.base);
    const lmg = await userToken(app.base, 'lmg');
    const seeded = performance.now();
    let last = null;
    for (let n = 0; n < CATEGORIES; n += 1) {
      last = (await app.eventStore.appendToStream(categoryStream(n), categoryEvents(n, REVISIONS_PER_CATEGORY)))
        .position;
    }
    const appendMs = performance.now() - seeded;
    if (last === null || !(await app.projections.waitFor(last, ['RevisionDrafted'], 600_000))) {
      throw new Error('the projections did not catch up');
    }
    const seedMs = performance.now() - seeded;

    // The documents every list reads, as plain JS objects in memory (the limits' input): the revisions list's
    // rows, and the entities without their revisions, as the resource lists read them.
    const revisionDocs = await app.projections.read(adminRevisionRows).find({});
    const revisionCount = revisionDocs.length;
    const listDocs = await app.projections.read(adminRevisions).find({}, { projection: adminListProjection });

    const get = async (path: string): Promise<void> => {
      const response = await call(path, { token: lmg });
      if (response.status !== 200) throw new Error(`${path} → ${response.status}`);
    };

    /**
     * Real and plain JS, alternating page by page: WARM_UP pages first (other pages than the measured ones, not
     * counted; the first real one's time is kept for the note), then the measured ones.
     */
    let checksum = 0;
    const measure = async (
      pages: number,
      count: number,
      real: (page: number) => string,
      limit: (page: number) => number,
    ) => {
      const times = { real: [] as number[], limit: [] as number[], first: 0 };
      for (const [i, page] of pagesOf(WARM_UP, pages, 54321).entries()) {
        const took = await timed(() => get(real(page)));
        if (i === 0) times.first = took;
        checksum += limit(page);
      }
      for (const page of pagesOf(count, pages)) {
        times.real.push(await timed(() => get(real(page))));
        times.limit.push(
          await timed(async () => {
            checksum += limit(page);
          }),
        );
      }
      return times;
    };

    const categories = await measure(
      Math.ceil(CATEGORIES / PAGE),
      CATEGORY_PAGES,
      (page) => `/api/Categories/GetAll?storeCode=b2c&page=${page}`,
      (page) =>
        listDocs
          .filter((doc) => doc.entityType === 'Category' && doc.storeCode === 'b2c')
          .sort((a, b) => latestOrder(a) - latestOrder(b) || compareText(a.entityId, b.entityId))
          .slice((page - 1) * PAGE, page * PAGE + 1).length,
    );

    // The list shows the entity types the user may open (every type for LMG): the limit filters by them too.
    const openable = new Set<string>(revisionEntityTypes);
    const revisions = await measure(
      Math.ceil(revisionCount / PAGE),
      REVISION_PAGES,
      (page) => `/api/Revisions/GetAll?storeCode=b2c&page=${page}`,
      (page) =>
        revisionDocs
          .filter((row) => openable.has(row.entityType))
          .sort(
            (a, b) =>
              compareText(b.movedAt, a.movedAt) ||
              compareText(a.entityType, b.entityType) ||
              compareText(a.entityId, b.entityId) ||
              b.number - a.number,
          )
          .slice((page - 1) * PAGE, page * PAGE + 1).length,
    );
    const categoryReal = categories.real;
    const categoryLimit = categories.limit;
    const revisionReal = revisions.real;
    const revisionLimit = revisions.limit;

    // Publish → the store shows it; the limit: a publish that changes nothing, then the same GET. The real side
    // is also split in two for the note: the PUT (the command and its read-your-writes wait for the projections)
    // and the GETs until the page shows the new name (the store's read of the changed catalogue).
    const publishReal: number[] = [];
    const publishLimit: number[] = [];
    const putReal: number[] = [];
    const readReal: number[] = [];
    for (let i = 0; i < PUBLISHES; i += 1) {
      const n = (i * 197) % CATEGORIES;
      const revisionId = `rev-${categoryId(n)}-2`;
      const wanted = `Bench category ${n} v2`;
      const publishAndRead = async (split?: { put: number[]; read: number[] }): Promise<void> => {
        const started = performance.now();
        const put = await call(`/api/Revisions/UpdateStatus/${revisionId}?storeCode=b2c&status=publish`, {
          method: 'PUT',
          token: lmg,
        });
        if (put.status !== 200) throw new Error(`publish → ${put.status}`);
        const answered = performance.now();
        for (let reads = 0; ; reads += 1) {
          const page = await call<{ name: { en: string } }>(`/api/store/GetCategory/bench-${n}`);
          if (page.status === 200 && page.body.name.en === wanted) {
            split?.put.push(answered - started);
            split?.read.push(performance.now() - answered);
            return;
          }
          if (reads > 10_000) throw new Error(`category ${n} never showed ${wanted}`);
        }
      };
      publishReal.push(await timed(() => publishAndRead({ put: putReal, read: readReal })));
      publishLimit.push(await timed(() => publishAndRead())); // published already: nothing appended
    }

    const note = `${PAGE} rows a page, after ${WARM_UP} pages of warm-up each side; seeded ${CATEGORIES * (REVISIONS_PER_CATEGORY + 1)} events in ${(appendMs / 1000).toFixed(1)} s, projections caught up after ${(seedMs / 1000).toFixed(1)} s`;
    if (checksum === 0) throw new Error('the plain JS pages were empty');
    return [
      {
        name: `Categories GetAll over ${CATEGORIES} categories, p99 per page (${CATEGORY_PAGES} random pages)`,
        unit: 'ms',
        value: percentile(categoryReal, 99),
        limitName: 'plain JS filter + sort + slice over the same documents in memory',
        limit: percentile(categoryLimit, 99),
        higherIsBetter: false,
        targetRatio: 1 / 3,
        note: `${note}; p50 ${percentile(categoryReal, 50).toFixed(1)} ms vs ${percentile(categoryLimit, 50).toFixed(1)} ms; first page ${categories.first.toFixed(1)} ms`,
      },
      {
        name: `Revisions list over ${revisionCount} revisions, p99 per page (${REVISION_PAGES} random pages)`,
        unit: 'ms',
        value: percentile(revisionReal, 99),
        limitName: 'plain JS filter + sort + slice over the same per-revision documents in memory',
        limit: percentile(revisionLimit, 99),
        higherIsBetter: false,
        targetRatio: 1 / 3,
        note: `p50 ${percentile(revisionReal, 50).toFixed(1)} ms vs ${percentile(revisionLimit, 50).toFixed(1)} ms; first page ${revisions.first.toFixed(1)} ms`,
      },
      {
        name: `publish → store shows it, p99 (${PUBLISHES} categories)`,
        unit: 'ms',
        value: percentile(publishReal, 99),
        limitName: 'the same publish call changing nothing, then the same GET',
        limit: percentile(publishLimit, 99),
        higherIsBetter: false,
        note: `p50 ${percentile(publishReal, 50).toFixed(1)} ms vs ${percentile(publishLimit, 50).toFixed(1)} ms; the PUT (command + read-your-writes wait) p50 ${percentile(putReal, 50).toFixed(1)} ms, p99 ${percentile(putReal, 99).toFixed(1)} ms; the GETs until the new name shows p50 ${percentile(readReal, 50).toFixed(1)} ms, p99 ${percentile(readReal, 99).toFixed(1)} ms`,
      },
    ];
  } finally {
    await app.close();
  }
};
