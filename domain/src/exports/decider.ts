import { createHash } from 'node:crypto';
import type { ExportFormat } from '@parks/schemas/admin/exports';
import type { ReportFilter, ReportId } from '@parks/schemas/admin/reports';
import type { Language } from '@parks/schemas/language';
import { canonicalJson } from '../shared/canonicalJson.ts';
import type { StreamDecider } from '../shared/decider.ts';
import { domainError } from '../shared/errors.ts';
import type { ExportCommand } from './commands.ts';
import { parseExportEvent } from './eventParser.ts';
import type { ExportEvent } from './events.ts';
import { type ExportStreamState, evolveExport, initialExportState, mayRead } from './state.ts';

/**
 * The export's id: the same report, filter (whatever its key order), format and language at the same log
 * position is the same export, whoever asks, so an identical request joins the export already made or running.
 */
export const exportIdOf = (
  request: Readonly<{
    reportId: ReportId;
    filter: ReportFilter;
    format: ExportFormat;
    language: Language;
    position: string;
  }>,
): string =>
  createHash('sha256')
    .update(
      canonicalJson({
        reportId: request.reportId,
        filter: request.filter,
        format: request.format,
        language: request.language,
        position: request.position,
      }),
    )
    .digest('hex')
    .slice(0, 32);

const decide = (command: ExportCommand, state: ExportStreamState): readonly ExportEvent[] => {
  switch (command.type) {
    case 'RequestExport': {
      const { actor, ...request } = command.data;
      if (exportIdOf(request) !== request.exportId) throw domainError('admin.exports.notFound', 404);
      // Asked after a cancel: the export is made again, as its next run, whoever asks.
      const again = state.outcome.kind === 'cancelled';
      // Asked again by one who already asked, while it runs or once it is made: the same export, nothing new.
      if (!again && mayRead(state, actor.userId)) return [];
      return [
        {
          type: 'ExportRequested',
          data: {
            ...request,
            requestedBy: actor,
            requestedAt: command.metadata.now,
            attempt: again ? state.attempt + 1 : Math.max(state.attempt, 1),
          },
        },
      ];
    }
    case 'CancelExport': {
      if (state.request === null || !mayRead(state, command.data.actor.userId)) {
        throw domainError('admin.exports.notFound', 404);
      }
      if (state.outcome.kind === 'cancelled') return [];
      if (state.outcome.kind === 'completed') throw domainError('admin.exports.alreadyCompleted', 409);
      return [
        {
          type: 'ExportCancelled',
          data: { exportId: command.data.exportId, cancelledBy: command.data.actor, cancelledAt: command.metadata.now },
        },
      ];
    }
    case 'CompleteExport': {
      const request = state.request;
      if (request === null) throw domainError('admin.exports.notFound', 404);
      // A cancel that came first wins, a restarted job that finishes again records nothing more, and a job of a
      // cancelled run that finishes late records no file for the run after it.
      if (state.outcome.kind !== 'open' || command.data.attempt !== state.attempt) return [];
      return [
        {
          type: 'ExportCompleted',
          data: {
            ...command.data,
            reportId: request.reportId,
            filter: request.filter,
            format: request.format,
            position: request.position,
            requestedBy: request.requestedBy,
            completedAt: command.metadata.now,
          },
        },
      ];
    }
  }
};

export const exportDecider: StreamDecider<ExportStreamState, ExportCommand, ExportEvent> = {
  decide,
  evolve: evolveExport,
  initialState: () => initialExportState,
  parse: parseExportEvent,
};
