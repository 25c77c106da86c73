import type { ExportActor, ExportEvent, ExportRequested } from './events.ts';

/**
 * An export's stream folded: what was asked (first request), who may read it, its current run (`attempt`, 0 before
 * any request) and how that run ended.
 */
export type ExportStreamState = Readonly<{
  request: ExportRequested['data'] | null;
  requesters: readonly ExportActor[];
  attempt: number;
  outcome:
    | Readonly<{ kind: 'open' }>
    | Readonly<{ kind: 'completed'; blobId: string; rows: number; size: number; rowsAsOf: string | null }>
    | Readonly<{ kind: 'cancelled' }>;
}>;

export const initialExportState: ExportStreamState = {
  request: null,
  requesters: [],
  attempt: 0,
  outcome: { kind: 'open' },
};

/** Events recorded before attempts were belong to the first. */
export const attemptOf = (data: Readonly<{ attempt?: number }>): number => data.attempt ?? 1;

export const evolveExport = (state: ExportStreamState, event: ExportEvent): ExportStreamState => {
  switch (event.type) {
    case 'ExportRequested': {
      // A request of a later run reopens the export; the first request's fields stay what the export is.
      const attempt = Math.max(state.attempt, attemptOf(event.data));
      return {
        ...state,
        request: state.request ?? event.data,
        attempt,
        outcome: attempt > state.attempt ? { kind: 'open' } : state.outcome,
        requesters: state.requesters.some((actor) => actor.userId === event.data.requestedBy.userId)
          ? state.requesters
          : [...state.requesters, event.data.requestedBy],
      };
    }
    case 'ExportCompleted':
      // The first ending of the current run counts: a cancel that lost the race to the file changes nothing, and
      // vice versa; a file of an older run is not this run's.
      return state.outcome.kind !== 'open' || attemptOf(event.data) !== state.attempt
        ? state
        : {
            ...state,
            outcome: {
              kind: 'completed',
              blobId: event.data.blobId,
              rows: event.data.rows,
              size: event.data.size,
              rowsAsOf: event.data.rowsAsOf ?? null,
            },
          };
    case 'ExportCancelled':
      return state.outcome.kind !== 'open' ? state : { ...state, outcome: { kind: 'cancelled' } };
  }
};

export const mayRead = (state: ExportStreamState, userId: string): boolean =>
  state.requesters.some((actor) => actor.userId === userId);
