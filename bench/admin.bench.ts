/**
 * The back office over real HTTP (the API tests' setup: embedded stores, projections running, seed loaded),
 * each figure beside its limit measured in the same run:
 *
 *   Categories GetAll over 10,000 categories and the Revisions list over 100,000 revisions (the categories with
 *     10 revisions each): p99 of one page through `GET /api/{family}/GetAll?page=N` (random pages, one client),
 *     against plain JS over the very documents the list reads (an array in memory: filter, sort, slice of the
 *     same page), which is what any store has to do at least.
 *   publish → store shows it: from sending `PUT /api/Revisions/UpdateStatus/{id}?status=publish` for a draft of a
 *     category to the first `GET /api/store/GetCategory/{alias}` that shows its new name; the limit is the same
 *     two calls when the publish changes nothing (the revision is published already): the HTTP, auth and
 *     command-path floor, without the append and the projections.
 *
 * The events are seeded by appending directly (one append per category stream), then the projections catch up.
 */
import { caller, startTestApi, userToken } from '@parks/api/testing/testApi';
import type { JsonObject, NewEvent } from '@parks/infra/eventStore/port';
import {
  type AdminEntityDocument,
  type AdminListDocument,
  adminListProjection,
  adminRevisions,
} from '@parks/projections/admin/revisions';
import type { BenchRow } from './report.ts';

export const title = 'Back office over HTTP';

const CATEGORIES = Number(process.env.BENCH_ADMIN_CATEGORIES ?? 10_000);
const REVISIONS_PER_CATEGORY = Number(process.env.BENCH_ADMIN_REVISIONS_PER ?? 10);
const CATEGORY_PAGES = Number(process.env.BENCH_ADMIN_CATEGORY_PAGES ?? 200);
const REVISION_PAGES = Number(process.env.BENCH_ADMIN_REVISION_PAGES ?? 40);
const PUBLISHES = Number(process.env.BENCH_ADMIN_PUBLISHES ?? 50);
const PAGE = 20;
const at = '2026-11-21T15:00:00.000Z';
const staff = 'usr-seed-lmg';

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/** A deterministic page order (the same in every run). */
const pagesOf = (count: number, pages: number): number[] => {
  let x = 12345;
  return Array.from({ length: count }, () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return 1 + (x % pages);
  });
};

const categoryId = (n: number) => `cat-bench-${String(n).padStart(5, '0')}`;
const categoryPayload = (n: number, version: number): JsonObject => ({
  categoryId: categoryId(n),
  storeCode: 'b2c',
  parentId: null,
  name: { en: `Bench category ${n} v${version}`, fr: `Catégorie ${n} v${version}` },
  urlAlias: { en: `bench-${n}`, fr: `banc-${n}` },
  displayOrder: 100 + (n % 500),
});

/** One category's stream: revision 1 published, revisions 2..N drafts (each a change of the name). */
const categoryEvents = (n: number): NewEvent[] => {
  const entity = { entityType: 'Category', entityId: categoryId(n) };
  const events: NewEvent[] = [];
  for (let number = 1; number <= REVISIONS_PER_CATEGORY; number += 1) {
    const revisionId = `rev-${categoryId(n)}-${number}`;
    const draftedAt = new Date(Date.parse(at) + n * 1000 + number).toISOString();
    events.push({
      type: 'RevisionDrafted',
      data: { ...entity, revisionId, number, payload: categoryPayload(n, number), draftedBy: staff, draftedAt },
    });
    if (number === 1) {
      events.push({
        type: 'RevisionPublished',
        data: { ...entity, revisionId, publishedBy: staff, publishedAt: draftedAt, supersededRevisionId: null },
      });
    }
  }
  return events;
};

const timed = async (run: () => Promise<void>): Promise<number> => {
  const started = performance.now();
  await run();
  return performance.now() - started;
};

type Revision = AdminEntityDocument['revisions'][number];
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
      last = (await app.eventStore.appendToStream(`revision-Category-${categoryId(n)}`, categoryEvents(n))).position;
    }
    const appendMs = performance.now() - seeded;
    if (last === null || !(await app.projections.waitFor(last, ['RevisionDrafted'], 600_000))) {
      throw new Error('the projections did not catch up');
    }
    const seedMs = performance.now() - seeded;

    // The documents every list reads, as plain JS objects in memory (the limit's input).
    const docs = await app.projections.collection<AdminEntityDocument>(adminRevisions.name).find({});
    const revisionCount = docs.reduce((n, doc) => n + doc.revisions.length, 0);
    // The resource lists read the entities without their revisions: the Categories limit reads the same.
    const listDocs = await app.projections
      .collection<AdminEntityDocument>(adminRevisions.name)
      .find({}, { projection: adminListProjection });

    const get = async (path: string): Promise<void> => {
      const response = await call(path, { token: lmg });
      if (response.status !== 200) throw new Error(`${path} → ${response.status}`);
    };

    // Categories GetAll, real and plain JS, alternating page by page.
    const categoryPages = Math.ceil(CATEGORIES / PAGE);
    const categoryReal: number[] = [];
    const categoryLimit: number[] = [];
    let checksum = 0;
    for (const page of pagesOf(CATEGORY_PAGES, categoryPages)) {
      categoryReal.push(await timed(() => get(`/api/Categories/GetAll?storeCode=b2c&page=${page}`)));
      categoryLimit.push(
        await timed(async () => {
          const rows = listDocs
            .filter((doc) => doc.entityType === 'Category' && doc.storeCode === 'b2c')
            .sort((a, b) => latestOrder(a) - latestOrder(b) || compareText(a.entityId, b.entityId))
            .slice((page - 1) * PAGE, page * PAGE + 1);
          checksum += rows.length;
        }),
      );
    }

    // Revisions list, real and plain JS.
    const revisionPages = Math.ceil(revisionCount / PAGE);
    const revisionReal: number[] = [];
    const revisionLimit: number[] = [];
    const movedAt = (revision: Revision): string => String(revision.movedAt ?? '');
    for (const page of pagesOf(REVISION_PAGES, revisionPages)) {
      revisionReal.push(await timed(() => get(`/api/Revisions/GetAll?storeCode=b2c&page=${page}`)));
      revisionLimit.push(
        await timed(async () => {
          const rows = docs
            .flatMap((doc) =>
              doc.revisions.map((revision) => ({ entityType: doc.entityType, entityId: doc.entityId, revision })),
            )
            .sort(
              (a, b) =>
                compareText(movedAt(b.revision), movedAt(a.revision)) ||
                compareText(a.entityType, b.entityType) ||
                compareText(a.entityId, b.entityId) ||
                b.revision.number - a.revision.number,
            )
            .slice((page - 1) * PAGE, page * PAGE + 1);
          checksum += rows.length;
        }),
      );
    }

    // Publish → the store shows it; the limit: a publish that changes nothing, then the same GET.
    const publishReal: number[] = [];
    const publishLimit: number[] = [];
    for (let i = 0; i < PUBLISHES; i += 1) {
      const n = (i * 197) % CATEGORIES;
      const revisionId = `rev-${categoryId(n)}-2`;
      const wanted = `Bench category ${n} v2`;
      const publishAndRead = async (): Promise<void> => {
        const put = await call(`/api/Revisions/UpdateStatus/${revisionId}?storeCode=b2c&status=publish`, {
          method: 'PUT',
          token: lmg,
        });
        if (put.status !== 200) throw new Error(`publish → ${put.status}`);
        for (let reads = 0; ; reads += 1) {
          const page = await call<{ name: { en: string } }>(`/api/store/GetCategory/bench-${n}`);
          if (page.status === 200 && page.body.name.en === wanted) return;
          if (reads > 10_000) throw new Error(`category ${n} never showed ${wanted}`);
        }
      };
      publishReal.push(await timed(publishAndRead));
      publishLimit.push(await timed(publishAndRead)); // published already: nothing appended
    }

    const note = `${PAGE} rows a page; seeded ${CATEGORIES * (REVISIONS_PER_CATEGORY + 1)} events in ${(appendMs / 1000).toFixed(1)} s, projections caught up after ${(seedMs / 1000).toFixed(1)} s`;
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
        note: `${note}; p50 ${percentile(categoryReal, 50).toFixed(1)} ms vs ${percentile(categoryLimit, 50).toFixed(1)} ms`,
      },
      {
        name: `Revisions list over ${revisionCount} revisions, p99 per page (${REVISION_PAGES} random pages)`,
        unit: 'ms',
        value: percentile(revisionReal, 99),
        limitName: 'plain JS flatten + sort + slice over the same documents in memory',
        limit: percentile(revisionLimit, 99),
        higherIsBetter: false,
        targetRatio: 1 / 3,
        note: `p50 ${percentile(revisionReal, 50).toFixed(1)} ms vs ${percentile(revisionLimit, 50).toFixed(1)} ms`,
      },
      {
        name: `publish → store shows it, p99 (${PUBLISHES} categories)`,
        unit: 'ms',
        value: percentile(publishReal, 99),
        limitName: 'the same publish call changing nothing, then the same GET',
        limit: percentile(publishLimit, 99),
        higherIsBetter: false,
        note: `p50 ${percentile(publishReal, 50).toFixed(1)} ms vs ${percentile(publishLimit, 50).toFixed(1)} ms`,
      },
    ];
  } finally {
    await app.close();
  }
};
