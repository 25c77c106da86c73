import type { RevisionCommand } from '@parks/domain/revisions/commands';
import { revisionDecider } from '@parks/domain/revisions/decider';
import { revisionStream } from '@parks/domain/revisions/streams';
import { seedEntities } from '@parks/domain/seed/catalog';
import { seedCommands, seedDecider } from '@parks/domain/seed/commands';
import { inSequence, sequenceOf } from '@parks/domain/shared/sequence';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import type { DocumentStore } from '@parks/infra/documents/port';
import type { EventStore, Position } from '@parks/infra/eventStore/port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionRuntime } from '../runtime/createProjectionRuntime.ts';
import { silentLogger } from '../runtime/logger.ts';
import { openDocuments, openEvents, tempDir } from '../runtime/testSupport.ts';
import type { ProjectionRuntime } from '../runtime/types.ts';
import { type AdminEntityDocument, adminRevisions, entityOfRevision, revisionRows } from './revisions.ts';

/**
 * The admin revisions read model in the real runtime, fed by the ordinary command path (the seed, then a staff
 * change drafted and published in one append): documents, the revisions list, and a rebuild that gives the same.
 */
const now = '2026-11-21T15:00:00.000Z';
let dir: ReturnType<typeof tempDir>;
let events: EventStore;
let documents: DocumentStore;
let runtime: ProjectionRuntime;
let last: Position | undefined;

const collection = () => runtime.collection<AdminEntityDocument>(adminRevisions.name);
const settle = async () => {
  if (last) expect(await runtime.waitFor(last, ['RevisionDrafted', 'RevisionPublished'], 10_000)).toBe(true);
};

beforeAll(async () => {
  dir = tempDir('admin');
  events = openEvents(dir.path);
  documents = await openDocuments(dir.path);
  runtime = createProjectionRuntime({
    eventStore: events,
    documents,
    readModels: [adminRevisions],
    logger: silentLogger,
  });
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

afterAll(async () => {
  await runtime.stop();
  await events.close();
  await documents.close();
  dir.remove();
});

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
    const first = await revisionRows(collection(), '', { skip: 0, limit: 20 });
    expect(first.rows).toHaveLength(20);
    expect(first.more).toBe(true);
    expect(first.rows[0]?.revision.revisionId).toBe('rev-admin-2');
    const all = await revisionRows(collection(), '', { skip: 0, limit: 0 });
    expect(all.rows).toHaveLength(seedEntities.length + 1);
    expect(all.more).toBe(false);
    const searched = await revisionRows(collection(), 'REV-ADMIN', { skip: 0, limit: 20 });
    expect(searched.rows.map((row) => row.revision.revisionId)).toEqual(['rev-admin-2']);
  });

  it('gives the same documents after a rebuild from the log', async () => {
    const before = await collection().find({}, { sort: { _id: 1 }, projection: { _position: 0 } });
    await runtime.rebuild(adminRevisions.name);
    const after = await collection().find({}, { sort: { _id: 1 }, projection: { _position: 0 } });
    expect(after).toEqual(before);
  });
});
