import {
  type OpsActionResultDto,
  type OpsProjectionDto,
  type OpsQueueDto,
  rebuildProjectionSchema,
} from '@parks/schemas/admin/ops';
import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormattedDate } from '../../components/FormattedDate.tsx';
import { TextField } from '../../components/form/fields.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Modal } from '../../components/Modal.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TitledSection } from '../../components/TitledSection.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { useLanguage } from '../../lib/text.ts';
import { problemOf } from '../definitions/problem.ts';
import { ScrollTable, type TableColumn } from '../orders/TableWrap.tsx';
import { useAdminNotice } from '../shell/notices.tsx';
import { useGetOpsStatusQuery, useRebuildProjectionMutation, useRetryJobMutation } from './opsApi.ts';
import { useOpsTexts } from './texts.ts';
import '../orders/orderModal.css';
import './ops.css';

/** How often the page reads the status while a rebuild it follows runs. */
const POLL_MS = 1_000;

/** Both actions' reason: the same field of their shared schemas. */
const reasonSchema = rebuildProjectionSchema.pick(['reason']);

/** A rebuild started from this page: followed until the projection reads another collection. */
type Watched = Readonly<{ name: string; from: string }>;

/**
 * The ops page (issue 14, LMG only): each projection's position, lag, status and last error, a rebuild into a
 * shadow collection with its progress (the page polls while one runs) and the swap, and the worker queues' depth
 * with their failed jobs and a retry. Both actions ask for a reason in a confirmation first; the server records
 * them as events with the acting user and role.
 */
export function OpsScreen() {
  const lng = useLanguage();
  const t = useOpsTexts();
  const { t: admin } = useTranslation('admin');
  const notices = useAdminNotice();
  const title = admin('areas.ops');
  useDocumentTitle(title);
  const [watched, setWatched] = useState<readonly Watched[]>([]);
  const [rebuilding, setRebuilding] = useState<OpsProjectionDto | null>(null);
  const [retrying, setRetrying] = useState<Readonly<{ queue: string; jobId: string }> | null>(null);
  const status = useGetOpsStatusQuery(
    { lng },
    { pollingInterval: watched.length > 0 ? POLL_MS : 0, refetchOnMountOrArgChange: true },
  );
  const data = status.data;

  useEffect(() => {
    if (data === undefined || watched.length === 0) return;
    const done = watched.filter((item) => {
      const now = data.projections.find((projection) => projection.name === item.name);
      return now === undefined || (now.rebuild === null && now.collection !== item.from);
    });
    if (done.length === 0) return;
    for (const item of done) {
      const now = data.projections.find((projection) => projection.name === item.name);
      if (now !== undefined) notices.success(t.swapped(item.name, now.collection));
    }
    setWatched((list) => list.filter((item) => !done.includes(item)));
  }, [data, watched, notices, t]);

  if (status.isLoading) return <Spinner label={t.loading} />;
  if (data === undefined) {
    return (
      <LoadError message={problemOf(status.error)?.message ?? t.loadFailed} onRetry={() => void status.refetch()} />
    );
  }
  return (
    <section aria-labelledby="admin-area-title" className="admin-area ops-page" data-area="ops">
      <h1 id="admin-area-title">{title}</h1>
      <ProjectionsTable projections={data.projections} onRebuild={setRebuilding} />
      <QueuesSection queues={data.queues} onRetry={(queue, jobId) => setRetrying({ queue, jobId })} />
      {rebuilding ? (
        <RebuildDialog
          projection={rebuilding}
          onClose={() => setRebuilding(null)}
          onStarted={(message) => {
            notices.success(message);
            setWatched((list) => [...list, { name: rebuilding.name, from: rebuilding.collection }]);
            setRebuilding(null);
          }}
        />
      ) : null}
      {retrying ? (
        <RetryDialog
          {...retrying}
          onClose={() => setRetrying(null)}
          onRetried={(message) => {
            notices.success(message);
            setRetrying(null);
          }}
        />
      ) : null}
    </section>
  );
}

function ProjectionsTable({
  projections,
  onRebuild,
}: Readonly<{ projections: readonly OpsProjectionDto[]; onRebuild: (projection: OpsProjectionDto) => void }>) {
  const t = useOpsTexts();
  return (
    <TitledSection id="ops-projections" title={t.projections}>
      <ScrollTable
        label={t.projections}
        caption="none"
        className="ops-table"
        rows={projections}
        rowKey={(projection) => projection.name}
        rowData={(projection) => ({ projection: projection.name })}
        columns={[
          {
            header: t.projection,
            rowHeader: true,
            cell: (projection) => (
              <>
                {projection.name}
                <span className="ops-collection">{projection.collection}</span>
              </>
            ),
          },
          {
            header: t.status,
            cell: (projection) => (
              <>
                {t.statuses[projection.status]}
                {projection.rebuild ? <RebuildProgress projection={projection} /> : null}
              </>
            ),
          },
          { header: t.position, className: 'ops-number', cell: (projection) => projection.position ?? '—' },
          { header: t.lag, className: 'ops-number', cell: (projection) => projection.lagEvents },
          { header: t.lastError, className: 'ops-error', cell: (projection) => projection.lastError ?? t.none },
          {
            header: t.actions,
            cell: (projection) => (
              <button
                type="button"
                className="button button-secondary"
                disabled={projection.rebuild !== null}
                aria-label={t.rebuildOf(projection.name)}
                onClick={() => onRebuild(projection)}
              >
                {t.rebuild}
              </button>
            ),
          },
        ]}
      />
    </TitledSection>
  );
}

/** How far the shadow got: its position against the head of the log, and the events it still has to apply. */
function RebuildProgress({ projection }: Readonly<{ projection: OpsProjectionDto }>) {
  const t = useOpsTexts();
  const rebuild = projection.rebuild;
  if (rebuild === null) return null;
  const head = Number(projection.headPosition ?? 0);
  const done = Math.min(Number(rebuild.position ?? 0), head);
  return (
    <div className="ops-progress">
      <progress max={Math.max(head, 1)} value={done} aria-label={t.progress(projection.name)} />
      <span role="status">{t.remaining(rebuild.remainingEvents, rebuild.collection)}</span>
    </div>
  );
}

function QueuesSection({
  queues,
  onRetry,
}: Readonly<{ queues: readonly OpsQueueDto[] | null; onRetry: (queue: string, jobId: string) => void }>) {
  const t = useOpsTexts();
  return (
    <TitledSection id="ops-queues" title={t.queues}>
      {queues === null ? (
        <p>{t.noQueues}</p>
      ) : (
        <>
          <ScrollTable
            label={t.queues}
            caption="none"
            className="ops-table"
            rows={queues}
            rowKey={(queue) => queue.name}
            columns={[
              { header: t.queue, rowHeader: true, cell: (queue) => queue.name },
              ...(['waiting', 'active', 'delayed', 'failed', 'completed'] as const).map(
                (state): TableColumn<OpsQueueDto> => ({
                  header: t[state],
                  className: 'ops-number',
                  cell: (queue) => queue[state],
                }),
              ),
            ]}
          />
          {queues
            .filter((queue) => queue.failedJobs.length > 0)
            .map((queue) => (
              <ScrollTable
                key={queue.name}
                label={t.failedJobs(queue.name)}
                caption="shown"
                className="ops-table"
                rows={queue.failedJobs}
                rowKey={(job) => job.id}
                columns={[
                  {
                    header: t.job,
                    rowHeader: true,
                    cell: (job) => (
                      <>
                        {job.id}
                        <span className="ops-collection">{job.name}</span>
                      </>
                    ),
                  },
                  { header: t.lastError, className: 'ops-error', cell: (job) => job.failedReason },
                  { header: t.attempts, className: 'ops-number', cell: (job) => job.attemptsMade },
                  {
                    header: t.failedAt,
                    cell: (job) => (job.failedAt ? <FormattedDate value={job.failedAt} withTime /> : '—'),
                  },
                  {
                    header: t.actions,
                    cell: (job) => (
                      <button
                        type="button"
                        className="button button-secondary"
                        aria-label={t.retryOf(job.id)}
                        onClick={() => onRetry(queue.name, job.id)}
                      >
                        {t.retry}
                      </button>
                    ),
                  },
                ]}
              />
            ))}
        </>
      )}
    </TitledSection>
  );
}

/** What a mutation of the ops page answers: the server's notice, or the problem to show. */
type ActionAnswer = Readonly<{ data: OpsActionResultDto }> | Readonly<{ error: Parameters<typeof problemOf>[0] }>;

/**
 * The confirmation of an ops action: a reason (required, recorded with the action's event), then the action; a
 * refusal shows its message, and under the field the reason's own.
 */
function ReasonDialog({
  title,
  explain,
  submitLabel,
  busy,
  send,
  onClose,
  onDone,
}: Readonly<{
  title: string;
  explain?: string;
  submitLabel: string;
  busy: boolean;
  send: (reason: string) => Promise<ActionAnswer>;
  onClose: () => void;
  onDone: (message: string) => void;
}>) {
  const t = useOpsTexts();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Modal open title={title} onClose={onClose}>
      {explain === undefined ? null : <p>{explain}</p>}
      <Formik
        initialValues={{ reason: '' }}
        validationSchema={reasonSchema}
        onSubmit={async (values, helpers) => {
          const answer = await send(values.reason);
          if ('data' in answer) {
            onDone(answer.data.message);
            return;
          }
          const shown = problemOf(answer.error);
          if (shown?.fields.reason) helpers.setErrors({ reason: shown.fields.reason });
          setProblem(shown?.message ?? null);
        }}
      >
        <Form noValidate className="order-form">
          {problem ? (
            <p className="order-form-problem" role="alert">
              {problem}
            </p>
          ) : null}
          <TextField name="reason" label={t.reason} required />
          <div className="order-form-buttons">
            <button type="submit" className="button button-primary" disabled={busy}>
              {submitLabel}
            </button>
          </div>
        </Form>
      </Formik>
    </Modal>
  );
}

function RebuildDialog({
  projection,
  onClose,
  onStarted,
}: Readonly<{ projection: OpsProjectionDto; onClose: () => void; onStarted: (message: string) => void }>) {
  const lng = useLanguage();
  const t = useOpsTexts();
  const [rebuild, { isLoading }] = useRebuildProjectionMutation();
  return (
    <ReasonDialog
      title={t.rebuildTitle(projection.name)}
      explain={t.rebuildExplain}
      submitLabel={t.startRebuild}
      busy={isLoading}
      send={(reason) => rebuild({ lng, projection: projection.name, reason })}
      onClose={onClose}
      onDone={onStarted}
    />
  );
}

function RetryDialog({
  queue,
  jobId,
  onClose,
  onRetried,
}: Readonly<{ queue: string; jobId: string; onClose: () => void; onRetried: (message: string) => void }>) {
  const lng = useLanguage();
  const t = useOpsTexts();
  const [retry, { isLoading }] = useRetryJobMutation();
  return (
    <ReasonDialog
      title={t.retryTitle(jobId)}
      submitLabel={t.confirmRetry}
      busy={isLoading}
      send={(reason) => retry({ lng, queue, jobId, reason })}
      onClose={onClose}
      onDone={onRetried}
    />
  );
}
