import { describe, expect, it } from 'vitest';
import { checkParser, emitted } from '../testing/parserProperties.ts';
import { specFor } from '../testing/specFor.ts';
import type { CompleteExport, ExportCommand, RequestExport } from './commands.ts';
import { exportDecider, exportIdOf } from './decider.ts';
import { parseExportEvent } from './eventParser.ts';
import { type ExportActor, type ExportCompleted, type ExportEvent, exportEventTypes } from './events.ts';

const spec = specFor(exportDecider);
const now = '2026-11-27T09:00:00.000Z';
const later = '2026-11-27T09:02:00.000Z';
const lmg: ExportActor = { userId: 'usr-lmg', role: 'LMG' };
const superUser: ExportActor = { userId: 'usr-super', role: 'SuperUser' };

const asked = {
  reportId: 'taxesByProvinceRate',
  filter: { storeCode: 'b2c', from: '2026-01-01', to: '2026-03-31' },
  format: 'pdf',
  language: 'fr',
  position: '00000000000000000042/00000000000000000042',
} as const;
const exportId = exportIdOf(asked);

const request = (actor: ExportActor = lmg, at = now): RequestExport => ({
  type: 'RequestExport',
  data: { ...asked, exportId, actor },
  metadata: { now: at, userId: actor.userId },
});
const requested = (actor: ExportActor = lmg, at = now, attempt = 1): ExportEvent => ({
  type: 'ExportRequested',
  data: { ...asked, exportId, requestedBy: actor, requestedAt: at, attempt },
});
const completeRun = (attempt: number, blobId = 'a'.repeat(64)): CompleteExport => ({
  type: 'CompleteExport',
  data: { exportId, blobId, rows: 12, size: 3_456, attempt },
  metadata: { now: later },
});
const complete = completeRun(1);
const completedRun = (attempt: number, blobId = 'a'.repeat(64)): ExportCompleted => ({
  type: 'ExportCompleted',
  data: {
    exportId,
    reportId: asked.reportId,
    filter: asked.filter,
    format: asked.format,
    position: asked.position,
    requestedBy: lmg,
    blobId,
    rows: 12,
    size: 3_456,
    attempt,
    completedAt: later,
  },
});
const completed = completedRun(1);
const cancel = (actor: ExportActor = lmg): ExportCommand => ({
  type: 'CancelExport',
  data: { exportId, actor },
  metadata: { now: later, userId: actor.userId },
});
const cancelled: ExportEvent = { type: 'ExportCancelled', data: { exportId, cancelledBy: lmg, cancelledAt: later } };

describe('export decider', () => {
  it('names an export by what it reads: the filter key order does not matter, the position does', () => {
    const reordered = { ...asked, filter: { to: '2026-03-31', storeCode: 'b2c', from: '2026-01-01' } };
    expect(exportIdOf(reordered)).toBe(exportId);
    expect(exportIdOf({ ...asked, position: '00000000000000000043/00000000000000000043' })).not.toBe(exportId);
    expect(exportIdOf({ ...asked, format: 'xlsx' })).not.toBe(exportId);
  });

  it('records a request, and each other requester once', () => {
    spec([]).when(request()).then([requested()]);
    spec([requested()]).when(request(lmg, later)).thenNothingHappened();
    spec([requested()])
      .when(request(superUser, later))
      .then([requested(superUser, later)]);
  });

  it('refuses a request whose id is not the one of what it asks', () => {
    spec([])
      .when({ ...request(), data: { ...request().data, exportId: 'f'.repeat(32) } })
      .thenThrows('admin.exports.notFound');
  });

  it('completes once, repeating what was asked, and a restarted job records nothing more', () => {
    spec([requested()]).when(complete).then([completed]);
    spec([requested(), completed]).when(complete).thenNothingHappened();
    spec([]).when(complete).thenThrows('admin.exports.notFound');
  });

  it('records the position the rows reflect, and still reads a completion recorded before it was', () => {
    const asOf = '00000000000000000050/00000000000000000050';
    const withAsOf: ExportCommand = { ...complete, data: { ...complete.data, rowsAsOf: asOf } };
    spec([requested()])
      .when(withAsOf)
      .then([{ ...completed, data: { ...completed.data, rowsAsOf: asOf } }]);
    const [recorded] = emitted(exportDecider, [request(), withAsOf]).slice(-1);
    expect(parseExportEvent({ type: 'ExportCompleted', data: recorded?.data })).toMatchObject({
      data: { rowsAsOf: asOf },
    });
    const old = parseExportEvent({ type: 'ExportCompleted', data: completed.data });
    expect(old).not.toBeNull();
    expect(old?.data).not.toHaveProperty('rowsAsOf');
  });

  it('cancels an open export for one who asked; a cancel that came first wins over the file', () => {
    spec([requested()]).when(cancel()).then([cancelled]);
    spec([requested(), cancelled]).when(cancel()).thenNothingHappened();
    spec([requested(), cancelled]).when(complete).thenNothingHappened();
    spec([requested()]).when(cancel(superUser)).thenThrows('admin.exports.notFound');
    spec([requested(), completed]).when(cancel()).thenThrows('admin.exports.alreadyCompleted');
  });

  it('makes a cancelled export again when it is asked again: the next run, recorded with who asked and when', () => {
    const evenLater = '2026-11-27T09:05:00.000Z';
    spec([requested(), cancelled])
      .when(request(lmg, evenLater))
      .then([requested(lmg, evenLater, 2)]);
    spec([requested(), cancelled])
      .when(request(superUser, evenLater))
      .then([requested(superUser, evenLater, 2)]);
    // Reopened: it may be cancelled again, and a third request starts a third run.
    spec([requested(), cancelled, requested(lmg, evenLater, 2)])
      .when(cancel())
      .then([cancelled]);
    spec([requested(), cancelled, requested(lmg, evenLater, 2), cancelled])
      .when(request(lmg, evenLater))
      .then([requested(lmg, evenLater, 3)]);
    // While the next run is open, asking again joins it.
    spec([requested(), cancelled, requested(lmg, evenLater, 2)])
      .when(request(lmg, evenLater))
      .thenNothingHappened();
    spec([requested(), cancelled, requested(lmg, evenLater, 2)])
      .when(request(superUser, evenLater))
      .then([requested(superUser, evenLater, 2)]);
  });

  it("records the file of the current run only: a late file of a cancelled run is not the next run's", () => {
    const reopened = [requested(), cancelled, requested(lmg, later, 2)];
    spec(reopened).when(complete).thenNothingHappened();
    spec(reopened)
      .when(completeRun(2, 'b'.repeat(64)))
      .then([completedRun(2, 'b'.repeat(64))]);
    // What was asked stays the first request's; the run and its ending are the latest.
    const state = reopened.reduce(exportDecider.evolve, exportDecider.initialState());
    expect(state).toMatchObject({ request: { requestedAt: now }, attempt: 2, outcome: { kind: 'open' } });
    // Events recorded before attempts were are the first run's.
    const oldRequest = { ...asked, exportId, requestedBy: lmg, requestedAt: now };
    const oldCompletion = { ...oldRequest, blobId: 'a'.repeat(64), rows: 12, size: 3_456, completedAt: later };
    const old = [
      parseExportEvent({ type: 'ExportRequested', data: oldRequest }),
      parseExportEvent({ type: 'ExportCompleted', data: oldCompletion }),
    ].flatMap((event) => (event === null ? [] : [event]));
    expect(old.reduce(exportDecider.evolve, exportDecider.initialState())).toMatchObject({
      attempt: 1,
      outcome: { kind: 'completed', blobId: 'a'.repeat(64) },
    });
  });

  it('reads back every event it records', () => {
    const life = emitted(exportDecider, [request(), request(superUser, later), complete]);
    checkParser({
      parse: parseExportEvent,
      types: exportEventTypes,
      events: [...life, ...emitted(exportDecider, [request(), cancel(), request(superUser, later), completeRun(2)])],
      opaque: ['filter'],
      // Absent in events recorded before runs were counted (attempt 1).
      optional: ['attempt'],
    });
  });
});
