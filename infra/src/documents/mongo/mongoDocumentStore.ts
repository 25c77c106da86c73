/**
 * The read-model store on a real MongoDB (driver 7). Requests are validated first with the embedded
 * adapter's compilers (filters, sorts, projections, pipelines, documents, index specs, names), so both
 * adapters refuse exactly the same requests; then the driver runs them and its errors become the port's.
 *
 * - `ignoreUndefined: false`: `undefined` is stored as null (B12.1), as the embedded store does.
 * - Documents are sent as normalised copies: string `_id`s only, the caller's object is never mutated (B12.2).
 * - limit 0 means no limit and a negative limit is refused (B6.5); countDocuments never sends `$limit: 0`.
 * - Sorting on an array field is refused when a returned document shows one (the port forbids it, B6.2).
 */
import { type AnyBulkWriteOperation, MongoClient, type Filter as MongoFilter, type Sort as MongoSort } from 'mongodb';
import { InvalidQueryError } from '../errors.ts';
import { compilePipeline } from '../mingo/aggregate.ts';
import { idOfFilter, normalizeDocument, prepareWrite } from '../mingo/documents.ts';
import { compileFilter } from '../mingo/filter.ts';
import { indexDefinitionOf } from '../mingo/indexes.ts';
import { checkCollectionName, collectionHandles } from '../mingo/names.ts';
import { limitOf, skipOf } from '../mingo/options.ts';
import { crossesArray } from '../mingo/paths.ts';
import { compileProjection } from '../mingo/projection.ts';
import { sortFields } from '../mingo/sort.ts';
import type {
  BulkWriteResult,
  Collection,
  Document,
  DocumentStore,
  Filter,
  FindOptions,
  IndexSpec,
  PipelineStage,
  ReplaceResult,
  WriteOperation,
} from '../port.ts';
import { mapped } from './mongoErrors.ts';

export type MongoDocumentStoreOptions = Readonly<{ url: string; dbName: string }>;

const asFilter = (filter: Filter): MongoFilter<Document> => filter as MongoFilter<Document>;

/** The driver's form of a bulkWrite operation, checked as the embedded store checks it. */
const bulkOperation = (operation: WriteOperation<Document>): AnyBulkWriteOperation<Document> => {
  const prepared = prepareWrite(operation);
  switch (prepared.kind) {
    case 'insert':
      return { insertOne: { document: prepared.doc.doc } };
    case 'replace':
      return { replaceOne: { filter: { _id: prepared.id }, replacement: prepared.doc.doc, upsert: prepared.upsert } };
    case 'delete':
      return { deleteOne: { filter: { _id: prepared.id } } };
  }
};

const refuseArraySortKeys = (docs: readonly Document[], fields: readonly string[], projected: boolean): void => {
  if (projected) return;
  for (const doc of docs) {
    for (const field of fields) {
      if (crossesArray(doc, field)) {
        throw new InvalidQueryError(
          `Cannot sort on ${field}: a document holds an array there (the port forbids array sort keys, B6.2)`,
        );
      }
    }
  }
};

export const openMongoDocumentStore = async (options: MongoDocumentStoreOptions): Promise<DocumentStore> => {
  const client = new MongoClient(options.url, { ignoreUndefined: false });
  await client.connect();
  const db = client.db(options.dbName);

  const handleOf = (name: string): Collection<Document> => {
    const collection = db.collection<Document>(name);
    return {
      name,
      findById: (id) =>
        mapped('read', async () => {
          if (typeof id !== 'string') throw new InvalidQueryError('findById takes a string _id');
          return await collection.findOne({ _id: id });
        }),
      find: (filter, findOptions: FindOptions = {}) =>
        mapped('read', async () => {
          compileFilter(filter);
          const fields = sortFields(findOptions.sort);
          const skip = skipOf(findOptions.skip);
          const limit = limitOf(findOptions.limit);
          compileProjection(findOptions.projection);
          const cursor = collection.find(asFilter(filter), {
            ...(findOptions.projection === undefined ? {} : { projection: { ...findOptions.projection } }),
            ...(fields.length === 0 ? {} : { sort: Object.fromEntries(fields) as MongoSort }),
            ...(skip === 0 ? {} : { skip }),
            ...(limit === 0 ? {} : { limit }),
            ...(findOptions.snapshot === true ? { readConcern: { level: 'snapshot' as const } } : {}),
          });
          const docs: Document[] = await cursor.toArray();
          refuseArraySortKeys(
            docs,
            fields.map(([field]) => field),
            findOptions.projection !== undefined,
          );
          return docs;
        }),
      countDocuments: (filter, countOptions = {}) =>
        mapped('read', async () => {
          compileFilter(filter);
          const skip = skipOf(countOptions.skip);
          const limit = limitOf(countOptions.limit);
          return collection.countDocuments(asFilter(filter), {
            ...(skip === 0 ? {} : { skip }),
            ...(limit === 0 ? {} : { limit }),
          });
        }),
      aggregate: <R>(pipeline: readonly PipelineStage[]) =>
        mapped('read', async () => {
          compilePipeline(pipeline);
          return (await collection.aggregate(pipeline.map((stage) => ({ ...stage }))).toArray()) as R[];
        }),
      insertOne: (document) =>
        mapped('write', async () => {
          await collection.insertOne(normalizeDocument(document).doc);
        }),
      replaceOne: (filter, replacement, replaceOptions = {}) =>
        mapped('write', async (): Promise<ReplaceResult> => {
          const id = idOfFilter(filter);
          const doc = normalizeDocument(replacement, { replacement: true, idFromFilter: id }).doc;
          const result = await collection.replaceOne({ _id: id }, doc, { upsert: replaceOptions.upsert === true });
          return {
            matchedCount: result.matchedCount,
            modifiedCount: result.modifiedCount,
            upsertedCount: result.upsertedCount,
            upsertedId: result.upsertedId === null ? null : String(result.upsertedId),
          };
        }),
      deleteOne: (filter) =>
        mapped('write', async () => {
          const result = await collection.deleteOne({ _id: idOfFilter(filter) });
          return { deletedCount: result.deletedCount };
        }),
      deleteMany: (filter) =>
        mapped('write', async () => {
          compileFilter(filter);
          const result = await collection.deleteMany(asFilter(filter));
          return { deletedCount: result.deletedCount };
        }),
      bulkWrite: (operations, bulkOptions = {}) =>
        mapped('write', async (): Promise<BulkWriteResult> => {
          if (!Array.isArray(operations)) throw new InvalidQueryError('bulkWrite takes an array of operations');
          const prepared = operations.map(bulkOperation);
          const empty = { insertedCount: 0, matchedCount: 0, modifiedCount: 0, deletedCount: 0, upsertedCount: 0 };
          if (prepared.length === 0) return empty;
          const ordered = bulkOptions.ordered !== false;
          // Atomic: a transaction, so other sessions see every write at its commit or none (a replica set is
          // required; a reader that must not straddle the commit reads in one snapshot, see store-semantics.md).
          const result =
            bulkOptions.atomic === true
              ? await client.withSession((session) =>
                  session.withTransaction(() => collection.bulkWrite(prepared, { ordered, session })),
                )
              : await collection.bulkWrite(prepared, { ordered });
          return {
            insertedCount: result.insertedCount,
            matchedCount: result.matchedCount,
            modifiedCount: result.modifiedCount,
            deletedCount: result.deletedCount,
            upsertedCount: result.upsertedCount,
          };
        }),
      createIndex: (spec: IndexSpec) =>
        mapped('read', async () => {
          const def = indexDefinitionOf(spec);
          return collection.createIndex({ ...def.key }, { name: def.name, ...(def.unique ? { unique: true } : {}) });
        }),
    };
  };

  return {
    collection: collectionHandles(handleOf),
    listCollections: () =>
      mapped('read', async () => {
        const infos = await db.listCollections({}, { nameOnly: true }).toArray();
        return infos
          .map((info) => info.name)
          .filter((name) => !name.startsWith('system.'))
          .sort();
      }),
    dropCollection: (name) =>
      mapped('read', async () => {
        checkCollectionName(name);
        await db.dropCollection(name);
      }),
    close: () => client.close(),
  };
};
