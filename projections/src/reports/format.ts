import type { Collection, Document, Filter, Sort } from '@parks/infra/documents/port';
import type { Language } from '@parks/schemas/language';
import type { Cents } from '@parks/schemas/money';

/** How many documents a report reads at once: rows stream in pages this size. */
export const reportBatchSize = 500;

/** Every document of `filter` in `sort` order (which ends with `_id`, so pages never overlap), page by page. */
export async function* inBatches<T extends Document>(
  collection: Collection<T>,
  filter: Filter,
  sort: Sort,
): AsyncIterable<T> {
  for (let skip = 0; ; skip += reportBatchSize) {
    const page = await collection.find(filter, { sort, skip, limit: reportBatchSize });
    yield* page;
    if (page.length < reportBatchSize) return;
  }
}

const locales: Readonly<Record<Language, string>> = { en: 'en-CA', fr: 'fr-CA' };

/** An amount as a summary line shows it, in the page's language ($1,234.50 / 1 234,50 $). */
export const moneyText = (cents: Cents, language: Language): string =>
  new Intl.NumberFormat(locales[language], { style: 'currency', currency: 'CAD' }).format(cents / 100);

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
