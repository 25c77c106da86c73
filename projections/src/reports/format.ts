import type { Collection, Document, Filter, Sort } from '@parks/infra/documents/port';
import type { Language } from '@parks/schemas/language';

/** How many documents a report reads at once: rows stream in pages this size. */
export const reportBatchSize = 500;

/** The documents after `last` in `sort` order (top-level fields): equal up to some field, then past `last` on it. */
const after = (sort: Sort, last: Document): Filter => {
  const keys = Object.keys(sort);
  return {
    $or: keys.map((key, at) => ({
      ...Object.fromEntries(keys.slice(0, at).map((before) => [before, last[before]])),
      [key]: { [sort[key] === -1 ? '$lt' : '$gt']: last[key] },
    })),
  };
};

/**
 * Every document of `filter` in `sort` order (which ends with `_id`, so it is a total order), page by page. A page
 * is read by its offset, as the stores keep a sorted filter's matches for the next page, and starts one document
 * early: when that one is the last document read, the documents after it are exactly the rest. When it is not (an
 * order was placed or left the filter while the export ran, which shifts the offsets), the pages from there on are
 * read after the last document by its sort key, so no row is read twice or skipped and the rows are the count's.
 */
export async function* inBatches<T extends Document>(
  collection: Collection<T>,
  filter: Filter,
  sort: Sort,
): AsyncIterable<T> {
  let last: T | undefined;
  let read = 0;
  let shifted = false;
  for (;;) {
    let rows: readonly T[];
    if (last === undefined) rows = await collection.find(filter, { sort, limit: reportBatchSize });
    else if (shifted) {
      rows = await collection.find({ $and: [filter, after(sort, last)] }, { sort, limit: reportBatchSize });
    } else {
      const page = await collection.find(filter, { sort, skip: read - 1, limit: reportBatchSize + 1 });
      if (page[0]?._id !== last._id) {
        shifted = true;
        continue;
      }
      rows = page.slice(1);
    }
    yield* rows;
    read += rows.length;
    last = rows.at(-1) ?? last;
    if (rows.length < reportBatchSize) return;
  }
}

const locales: Readonly<Record<Language, string>> = { en: 'en-CA', fr: 'fr-CA' };

/** An amount as a summary line shows it, in the page's language ($1,234.50 / 1 234,50 $): the schemas' one. */
export { moneyText } from '@parks/schemas/money';

export const countText = (count: number, language: Language): string =>
  new Intl.NumberFormat(locales[language]).format(count);

/** The condition of a month range on a `YYYY-MM` field: '' is an open end. */
export const monthCondition = (filter: Readonly<Record<string, unknown>>): Readonly<Record<string, string>> | null => {
  const from = typeof filter.monthFrom === 'string' ? filter.monthFrom : '';
  const to = typeof filter.monthTo === 'string' ? filter.monthTo : '';
  if (from === '' && to === '') return null;
  return { ...(from === '' ? {} : { $gte: from }), ...(to === '' ? {} : { $lte: to }) };
};

/** The sum of `field` over the documents of `filter`, 0 when none. */
export const sumOf = async (collection: Collection, filter: Filter, fields: readonly string[]) => {
  const [total] = await collection.aggregate<Record<string, number>>([
    { $match: filter },
    { $group: { _id: null, documents: { $sum: 1 }, ...Object.fromEntries(fields.map((f) => [f, { $sum: `$${f}` }])) } },
  ]);
  return Object.fromEntries(['documents', ...fields].map((f) => [f, total?.[f] ?? 0])) as Record<string, number>;
};
