import type { RevisionCommand } from '@parks/domain/revisions/commands';
import { revisionDecider } from '@parks/domain/revisions/decider';
import { revisionStream } from '@parks/domain/revisions/streams';
import { seedEntities } from '@parks/domain/seed/catalog';
import { seedCommands, seedDecider } from '@parks/domain/seed/commands';
import { inSequence, sequenceOf } from '@parks/domain/shared/sequence';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import type { EventStore, Position } from '@parks/infra/eventStore/port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestRuntime } from '../runtime/testSupport.ts';
import type { ProjectionRuntime } from '../runtime/types.ts';
import { type AdminRevisionRow, adminRevisionRows, revisionRows } from './revisionRows.ts';
import { type AdminEntityDocument, adminRevisions, entityOfRevision } from './revisions.ts';

/**
 * The admin revisions read model in the real runtime, fed by the ordinary command path (the seed, then a staff
 * change drafted and published in one append): documents, the revisions list, and a rebuild that gives the same.
 */
const now = '2026-11-21T15:00:00.000Z';
let events: EventStore;
let runtime: ProjectionRuntime;
let close: () => Promise<void>;
let last: Position | undefined;

const collection = () => runtime.collection<AdminEntityDocument>(adminRevisions.name);
const collections = () => ({
  rows: runtime.collection<AdminRevisionRow>(adminRevisionRows.name),
  entities: collection(),
});
const settle = async () => {
  if (last) expect(await runtime.waitFor(last, ['RevisionDrafted', 'RevisionPublished'], 10_000)).toBe(true);
};

beforeAll(async () => {
  ({ events, runtime, close } = await openTestRuntime('admin', [adminRevisions, adminRevisionRows]));
  for (const { streamName, command } of seedCommands({ now })) {
    last = (await handleCommand(events, streamName, seedDecider, command)).position ?? last;
  }
  await runtime.start();
  const seeded = seedEntities.find((entity) => entity.entityType === 'Category');
  if (seeded === undefined) throw new Error('no seeded category');
  const metadata = { now: '2026-11-22T10:00:00.000Z', userId: 'usr-lmg' };
  const payload = { ...(seeded.payload as object), displayOrder: 99 };
  const result = await handleCommand(
    events,
    revisionStream('Category', seeded.entityId),
    inSequence(revisionDecider()),
    sequenceOf<RevisionCommand>(
      [
        {
          type: 'DraftRevision',
          data: { entityType: 'Category', entityId: seeded.entityId, revisionId: 'rev-admin-2', payload },
          metadata,
        },
        { type: 'PublishRevision', data: { revisionId: 'rev-admin-2' }, metadata },
      ],
      metadata,
    ),
  );
  last = result.position;
  await settle();
});

afterAll(() => close());

describe('the admin revisions read model, running', () => {
  it('holds one document per seeded entity, and the staff change with its changed fields', async () => {
    expect(await collection().countDocuments({})).toBe(seedEntities.length);
    const found = await entityOfRevision(collection(), 'rev-admin-2');
    expect(found?.revision).toMatchObject({
      number: 2,
      status: 'published',
      draftedBy: 'usr-lmg',
      movedBy: 'usr-lmg',
      changedFields: ['displayOrder'],
    });
    expect(found?.entity.revisions.map((revision) => revision.status)).toEqual(['inactive', 'published']);
  });

  it('lists every revision, newest change first, a page at a time or all', async () => {
    const first = await revisionRows(collections(), '', { skip: 0, limit: 20 });
    expect(first.rows).toHaveLength(20);
    expect(first.more).toBe(true);
    expect(first.rows[0]?.revision.revisionId).toBe('rev-admin-2');
    const all = await revisionRows(collections(), '', { skip: 0, limit: 0 });
    expect(all.rows).toHaveLength(seedEntities.length + 1);
    expect(all.more).toBe(false);
    const searched = await revisionRows(collections(), 'REV-ADMIN', { skip: 0, limit: 20 });
    expect(searched.rows.map((row) => row.revision.revisionId)).toEqual(['rev-admin-2']);
  });

  it('lists only the entity types asked for, in the same order as every type', async () => {
    const all = await revisionRows(collections(), '', { skip: 0, limit: 0 });
    const categories = await revisionRows(collections(), '', { skip: 0, limit: 0 }, ['Category']);
    expect(categories.rows.length).toBeGreaterThan(1);
    expect(categories.rows).toEqual(all.rows.filter((row) => row.entityType === 'Category'));
    const second = await revisionRows(collections(), '', { skip: 1, limit: 1 }, ['Category']);
    expect(second.rows).toEqual(categories.rows.slice(1, 2));
  });

  it('holds one row per revision, each showing what its entity document says of it', async () => {
    const entities = await collection().find({});
    const revisions = entities.flatMap((entity) => entity.revisions.map((revision) => ({ entity, revision })));
    const rows = await runtime.collection<AdminRevisionRow>(adminRevisionRows.name).find({});
    expect(rows).toHaveLength(revisions.length);
    for (const { entity, revision } of revisions) {
      const row = rows.find((candidate) => candidate.revisionId === revision.revisionId);
      expect(row).toMatchObject({
        entityType: entity.entityType,
        entityId: entity.entityId,
        number: revision.number,
        status: revision.status,
        movedAt: revision.movedAt,
      });
    }
  });

  it('gives the same documents after a rebuild from the log', async () => {
    for (const model of [adminRevisions, adminRevisionRows]) {
      const read = () => runtime.collection(model.name).find({}, { sort: { _id: 1 }, projection: { _position: 0 } });
      const before = await read();
      await runtime.rebuild(model.name);
      expect(await read()).toEqual(before);
    }
  });
});
