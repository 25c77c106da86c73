/**
 * Issue 22's typed read side: the API and the workers ask read models through each model's query handle
 * (`adminRevisionQueries(deps.projections)…`, projections/src/**\/*Queries.ts), never with a filter of their own. A
 * Mongo operator, a dotted path into an entity's latest revision, or a find/count/aggregate given a literal object
 * in their product sources means a query has left its model again.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '..', '..');

/** The product sources: no test file, no test support (a `testing` folder). */
const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourcesUnder(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

/**
 * What gives a query away: an operator as a key (`{ $in: …}`, `'$regex':`), a stage of a pipeline, a quoted path
 * into `latest.`, and a find, count or aggregate called with an object or array written in place.
 */
const queryShapes: readonly Readonly<{ name: string; pattern: RegExp }>[] = [
  {
    name: 'a query operator',
    pattern:
      /['"]?\$(?:in|nin|eq|ne|gt|gte|lt|lte|regex|options|or|and|nor|not|exists|elemMatch|size|expr|where|type)['"]?\s*:/,
  },
  {
    name: 'a pipeline stage',
    pattern: /['"]?\$(?:match|group|sort|project|unwind|skip|limit|facet|count|lookup|addFields)['"]?\s*:/,
  },
  { name: 'a dotted path into the latest revision', pattern: /['"`]latest\./ },
  { name: 'a literal filter', pattern: /\.(?:find|findOne|countDocuments|aggregate|deleteMany)\(\s*[{[]/ },
];

const offencesIn = (source: string): string[] =>
  source
    .split('\n')
    .flatMap((line, index) =>
      queryShapes
        .filter(({ pattern }) => pattern.test(line))
        .map(({ name }) => `${index + 1}: ${name}: ${line.trim()}`),
    );

describe('the read side is asked through query handles', () => {
  it('finds every shape it looks for (the check itself)', () => {
    expect(offencesIn(`users.find({ _id: { $in: ids } }, { projection: { username: 1 } });`)).toHaveLength(2);
    expect(offencesIn(`const sort = { 'latest.payload.displayOrder': 1 };`)).toHaveLength(1);
    expect(offencesIn(`{ orderId: { '$regex': text } }`)).toHaveLength(1);
    expect(offencesIn(`await collection.countDocuments({});`)).toHaveLength(1);
    expect(offencesIn(`collection.aggregate([{ $match: {} }])`)).toHaveLength(2);
    // Not queries: an array's find, a document's own fields, the event store's `$all`.
    expect(offencesIn(`rows.find((row) => row.id === id); doc.latest.payload; // subscribed to $all`)).toEqual([]);
  });

  it('no product source of the API or the workers writes a filter', () => {
    const offences = ['api/src', 'workers/src'].flatMap((folder) =>
      sourcesUnder(join(repo, folder)).flatMap((path) =>
        offencesIn(readFileSync(path, 'utf8')).map((offence) => `${relative(repo, path)}:${offence}`),
      ),
    );
    expect(offences).toEqual([]);
  });
});
