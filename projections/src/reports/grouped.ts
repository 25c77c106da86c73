import type { DocumentStore, PipelineStage } from '@parks/infra/documents/port';
import type { Row } from '@parks/schemas/admin/definitions';
import { reportBatchSize } from './format.ts';

/**
 * The rows of an aggregate report: a pipeline that groups a read model's documents, sorted on the whole group key
 * (so each page is the next slice of one order), read `reportBatchSize` groups at a time. The pages go by offset:
 * an export's read is checked whole and made again when a document changed during it (asOf.ts), so a shifted page
 * never reaches a file.
 */
export type GroupedQuery = Readonly<{
  collection: string;
  pipeline: readonly PipelineStage[];
  sort: Readonly<Record<string, 1 | -1>>;
}>;

export const countGroups = async (documents: DocumentStore, query: GroupedQuery): Promise<number> => {
  const [counted] = await documents
    .collection(query.collection)
    .aggregate<{ groups: number }>([...query.pipeline, { $count: 'groups' }]);
  return counted?.groups ?? 0;
};

export async function* groupedRows<G>(
  documents: DocumentStore,
  query: GroupedQuery,
  rowOf: (group: G) => Row,
): AsyncIterable<Row> {
  const collection = documents.collection(query.collection);
  for (let skip = 0; ; skip += reportBatchSize) {
    const page = await collection.aggregate<G>([
      ...query.pipeline,
      { $sort: query.sort },
      { $skip: skip },
      { $limit: reportBatchSize },
    ]);
    for (const group of page) yield rowOf(group);
    if (page.length < reportBatchSize) return;
  }
}

/** Sums of `fields` over every group of the query (the summary's totals). */
export const groupTotals = async (
  documents: DocumentStore,
  query: GroupedQuery,
  fields: readonly string[],
): Promise<Readonly<Record<string, number>>> => {
  const [total] = await documents
    .collection(query.collection)
    .aggregate<Record<string, number>>([
      ...query.pipeline,
      { $group: { _id: null, ...Object.fromEntries(fields.map((field) => [field, { $sum: `$${field}` }])) } },
    ]);
  return Object.fromEntries(fields.map((field) => [field, total?.[field] ?? 0]));
};
