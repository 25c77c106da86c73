import type { ExportActor, ExportEvent, ExportRequested } from './events.ts';

/** An export's stream folded: what was asked (first request), who may read it, and how it ended. */
export type ExportStreamState = Readonly<{
  request: ExportRequested['data'] | null;
  requesters: readonly ExportActor[];
  outcome:
    | Readonly<{ kind: 'open' }>
    | Readonly<{ kind: 'completed'; blobId: string; rows: number; size: number; rowsAsOf: string | null }>
    | Readonly<{ kind: 'cancelled' }>;
}>;

export const initialExportState: ExportStreamState = { request: null, requesters: [], outcome: { kind: 'open' } };

export const evolveExport = (state: ExportStreamState, event: ExportEvent): ExportStreamState => {
  switch (event.type) {
    case 'ExportRequested':
      return {
        ...state,
        request: state.request ?? event.data,
        requesters: state.requesters.some((actor) => actor.userId === event.data.requestedBy.userId)
          ? state.requesters
          : [...state.requesters, event.data.requestedBy],
      };
    case 'ExportCompleted':
      // The first ending counts: a cancel that lost the race to the file changes nothing, and vice versa.
      return state.outcome.kind !== 'open'
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
