import { type ExportFormat, type ExportProgress, exportFormats } from '@parks/schemas/admin/exports';
import type { Language } from '@parks/schemas/language';
import { type MessageKey, type MessageParams, translate } from '@parks/schemas/messages/index';
import type { StoreCode } from '@parks/schemas/store';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/Alert.tsx';
import { useLanguage } from '../../lib/text.ts';
import {
  type QueryValues,
  useCancelExportMutation,
  useDownloadExportMutation,
  useExportProgressQuery,
  useStartExportMutation,
} from '../definitions/adminApi.ts';
import { problemOf, type ShownProblem } from '../definitions/problem.ts';

/** How often a running export's progress is read. */
const POLL_MS = 500;

/**
 * One export started from this view: `run` tells two starts of the same export apart (each downloads once), and
 * `at` (when the start answered) keeps an answer read before it, such as a cancel's of the same export asked
 * again, from being taken for this start's.
 */
type Started = Readonly<{ format: ExportFormat; answer: ExportProgress; run: number; at: number }>;

const isOver = (state: ExportProgress['state']): boolean =>
  state === 'completed' || state === 'cancelled' || state === 'failed';

const formatKey = {
  pipe: 'admin.exports.format.pipe',
  xlsx: 'admin.exports.format.xlsx',
  pdf: 'admin.exports.format.pdf',
} as const satisfies Record<ExportFormat, MessageKey>;

const textsOf = (lng: Language) => {
  const text = (key: MessageKey, params?: MessageParams) => translate(lng, key, params);
  const count = new Intl.NumberFormat(lng === 'fr' ? 'fr-CA' : 'en-CA');
  return {
    text,
    count: (value: number) => count.format(value),
    format: (format: ExportFormat) => text(formatKey[format]),
  };
};

type Props = Readonly<{ store: StoreCode; reportId: string; filter: QueryValues }>;

/**
 * The report view's Export group (issue 14): a button per format starts an export of the report and filter shown
 * (the server's worker makes the file); while it waits or runs, its progress is polled and shown with a Cancel;
 * once complete, the file downloads by itself (the base query saves any response carrying Content-Disposition)
 * and a button downloads it again. One export at a time: the format buttons wait while one runs.
 */
export function ReportExports({ store, reportId, filter }: Props) {
  const lng = useLanguage();
  const { text, format: formatName } = textsOf(lng);
  const [started, setStarted] = useState<Started | null>(null);
  const [problem, setProblem] = useState<ShownProblem | null>(null);
  const [startExport, starting] = useStartExportMutation();
  const [cancelExport, cancelling] = useCancelExportMutation();
  const [downloadExport, downloading] = useDownloadExportMutation();

  // The start's answer holds until the first poll answers; an export already over is not polled. Once a poll sees
  // it over, that answer becomes the start's, which ends the polling.
  const follow = started !== null && !isOver(started.answer.state);
  const polled = useExportProgressQuery(follow ? { exportId: started.answer.exportId, lng } : skipToken, {
    refetchOnMountOrArgChange: true,
    pollingInterval: follow ? POLL_MS : 0,
  });
  const seen =
    started !== null &&
    polled.data?.exportId === started.answer.exportId &&
    (polled.fulfilledTimeStamp ?? 0) >= started.at
      ? polled.data
      : undefined;
  useEffect(() => {
    if (seen === undefined || !isOver(seen.state)) return;
    setStarted((current) =>
      current !== null && current.answer.exportId === seen.exportId ? { ...current, answer: seen } : current,
    );
  }, [seen]);
  const progress = started === null ? null : follow ? (seen ?? started.answer) : started.answer;

  const download = async (exportId: string) => {
    const answer = await downloadExport({ exportId, lng });
    if ('error' in answer) setProblem(problemOf(answer.error));
  };

  // A completed export downloads once per start, the moment it is seen complete.
  const downloadedRun = useRef<number | null>(null);
  useEffect(() => {
    if (started === null || progress?.state !== 'completed' || downloadedRun.current === started.run) return;
    downloadedRun.current = started.run;
    void download(progress.exportId);
  });

  const start = async (format: ExportFormat) => {
    setProblem(null);
    const answer = await startExport({ storeCode: store, lng, reportId, filter, format });
    if ('error' in answer) {
      setProblem(problemOf(answer.error));
      return;
    }
    const at = Date.now();
    setStarted((previous) => ({ format, answer: answer.data, run: (previous?.run ?? 0) + 1, at }));
  };

  const cancel = async (exportId: string) => {
    setProblem(null);
    const answer = await cancelExport({ exportId, lng });
    // Finished before the cancel arrived: the server says so, and the next poll sees it complete.
    if ('error' in answer) {
      setProblem(problemOf(answer.error));
      if (follow) void polled.refetch();
    }
  };

  const busy = starting.isLoading || (progress !== null && !isOver(progress.state));
  return (
    <fieldset className="admin-report-export">
      <legend className="admin-report-export-label">{text('admin.exports.group')}</legend>
      <div className="admin-report-export-buttons">
        {exportFormats.map((format) => (
          <button
            key={format}
            type="button"
            className="button button-secondary"
            // Not `disabled`: the button just pressed keeps the focus (a disabled one would drop it on the page).
            aria-disabled={busy}
            onClick={() => {
              if (!busy) void start(format);
            }}
          >
            {formatName(format)}
          </button>
        ))}
      </div>
      {problem ? <Alert kind="error">{problem.message}</Alert> : null}
      {started !== null && progress !== null ? (
        <ExportStatus
          format={started.format}
          progress={progress}
          onCancel={() => void cancel(progress.exportId)}
          cancelling={cancelling.isLoading}
          onDownload={() => void download(progress.exportId)}
          downloading={downloading.isLoading}
        />
      ) : null}
    </fieldset>
  );
}

type StatusProps = Readonly<{
  format: ExportFormat;
  progress: ExportProgress;
  onCancel: () => void;
  cancelling: boolean;
  onDownload: () => void;
  downloading: boolean;
}>;

/**
 * Where the export is: a progress bar named after it, "N of M" rows written or, once complete, "N of N rows", and
 * the state in a status (a polite live region: read out as it changes, not on each poll that changes nothing),
 * Cancel while it runs, Download again once complete; a cancel said as such, a failure as an error. When the rows
 * changed during the export it starts again from the first row (pass 2 on): the bar goes back, and the status says
 * why.
 */
function ExportStatus({ format, progress, onCancel, cancelling, onDownload, downloading }: StatusProps) {
  const lng = useLanguage();
  const { text, count, format: formatName } = textsOf(lng);
  const name = formatName(format);
  const { state, pass, done, total, fileName: file } = progress;
  const over = isOver(state);
  const counted = { done: count(done), total: count(total) };
  const written = text('admin.exports.written', counted);
  const countText =
    state === 'running'
      ? pass > 1
        ? `${text('admin.exports.again')} ${written}`
        : written
      : state === 'completed'
        ? `${text('admin.exports.rows', counted)}.`
        : null;
  const stateText = {
    waiting: text('admin.exports.waiting', { format: name }),
    running: text('admin.exports.running', { format: name }),
    completed: text('admin.exports.completed', { format: name, file }),
    cancelled: text('admin.exports.cancelled', { format: name }),
    failed: text('admin.exports.failed', { format: name }),
  }[state];
  return (
    <div className="admin-report-export-status" data-state={state}>
      {state === 'failed' ? <Alert kind="error">{stateText}</Alert> : null}
      {state === 'cancelled' ? (
        <p role="status" className="admin-report-export-text">
          {stateText}
        </p>
      ) : null}
      {state === 'waiting' || state === 'running' || state === 'completed' ? (
        <>
          {/* No total yet (waiting): an indeterminate bar rather than a false 0 %. */}
          <progress
            aria-label={text('admin.exports.progress', { format: name })}
            max={Math.max(total, 1)}
            {...(total > 0 || over ? { value: total > 0 ? Math.min(done, total) : 1 } : {})}
          />
          <p role="status" className="admin-report-export-text">
            {countText === null ? stateText : `${countText} ${stateText}`}
          </p>
        </>
      ) : null}
      {over ? null : (
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={cancelling}>
          {text('admin.exports.cancel')}
        </button>
      )}
      {state === 'completed' ? (
        <button type="button" className="button button-secondary" onClick={onDownload} disabled={downloading}>
          {text('admin.exports.downloadAgain', { file })}
        </button>
      ) : null}
    </div>
  );
}
