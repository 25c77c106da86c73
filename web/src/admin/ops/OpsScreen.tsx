import {
  type OpsProjectionDto,
  type OpsQueueDto,
  rebuildProjectionSchema,
  retryJobSchema,
} from '@parks/schemas/admin/ops';
import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormattedDate } from '../../components/FormattedDate.tsx';
import { TextField } from '../../components/form/fields.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Modal } from '../../components/Modal.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { useLanguage } from '../../lib/text.ts';
import { problemOf } from '../definitions/problem.ts';
import { TableWrap } from '../orders/TableWrap.tsx';
import { useAdminNotice } from '../shell/notices.tsx';
import { useGetOpsStatusQuery, useRebuildProjectionMutation, useRetryJobMutation } from './opsApi.ts';
import { useOpsTexts } from './texts.ts';
import '../orders/orderModal.css';
import './ops.css';

/** How often the page reads the status while a rebuild it follows runs. */
const POLL_MS = 1_000;

const reasonSchema = rebuildProjectionSchema.pick(['reason']);
const retryReasonSchema = retryJobSchema.pick(['reason']);

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
    <section aria-labelledby="ops-projections">
      <h2 id="ops-projections">{t.projections}</h2>
      <TableWrap label={t.projections}>
        <table className="order-table ops-table">
          <thead>
            <tr>
              <th scope="col">{t.projection}</th>
              <th scope="col">{t.status}</th>
              <th scope="col" className="ops-number">
                {t.position}
              </th>
              <th scope="col" className="ops-number">
                {t.lag}
              </th>
              <th scope="col">{t.lastError}</th>
              <th scope="col">{t.actions}</th>
            </tr>
          </thead>
          <tbody>
            {projections.map((projection) => (
              <tr key={projection.name} data-projection={projection.name}>
                <th scope="row">
                  {projection.name}
                  <span className="ops-collection">{projection.collection}</span>
                </th>
                <td>
                  {t.statuses[projection.status]}
                  {projection.rebuild ? <RebuildProgress projection={projection} /> : null}
                </td>
                <td className="ops-number">{projection.position ?? '—'}</td>
                <td className="ops-number">{projection.lagEvents}</td>
                <td className="ops-error">{projection.lastError ?? t.none}</td>
                <td>
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={projection.rebuild !== null}
                    aria-label={t.rebuildOf(projection.name)}
                    onClick={() => onRebuild(projection)}
                  >
                    {t.rebuild}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </section>
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
    <section aria-labelledby="ops-queues">
      <h2 id="ops-queues">{t.queues}</h2>
      {queues === null ? (
        <p>{t.noQueues}</p>
      ) : (
        <>
          <TableWrap label={t.queues}>
            <table className="order-table ops-table">
              <thead>
                <tr>
                  <th scope="col">{t.queue}</th>
                  {(['waiting', 'active', 'delayed', 'failed', 'completed'] as const).map((state) => (
                    <th key={state} scope="col" className="ops-number">
                      {t[state]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {queues.map((queue) => (
                  <tr key={queue.name}>
                    <th scope="row">{queue.name}</th>
                    <td className="ops-number">{queue.waiting}</td>
                    <td className="ops-number">{queue.active}</td>
                    <td className="ops-number">{queue.delayed}</td>
                    <td className="ops-number">{queue.failed}</td>
                    <td className="ops-number">{queue.completed}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          {queues
            .filter((queue) => queue.failedJobs.length > 0)
            .map((queue) => (
              <TableWrap key={queue.name} label={t.failedJobs(queue.name)}>
                <table className="order-table ops-table">
                  <caption>{t.failedJobs(queue.name)}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t.job}</th>
                      <th scope="col">{t.lastError}</th>
                      <th scope="col" className="ops-number">
                        {t.attempts}
                      </th>
                      <th scope="col">{t.failedAt}</th>
                      <th scope="col">{t.actions}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {queue.failedJobs.map((job) => (
                      <tr key={job.id}>
                        <th scope="row">
                          {job.id}
                          <span className="ops-collection">{job.name}</span>
                        </th>
                        <td className="ops-error">{job.failedReason}</td>
                        <td className="ops-number">{job.attemptsMade}</td>
                        <td>{job.failedAt ? <FormattedDate value={job.failedAt} withTime /> : '—'}</td>
                        <td>
                          <button
                            type="button"
                            className="button button-secondary"
                            aria-label={t.retryOf(job.id)}
                            onClick={() => onRetry(queue.name, job.id)}
                          >
                            {t.retry}
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
            ))}
        </>
      )}
    </section>
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
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Modal open title={t.rebuildTitle(projection.name)} onClose={onClose}>
      <p>{t.rebuildExplain}</p>
      <Formik
        initialValues={{ reason: '' }}
        validationSchema={reasonSchema}
        onSubmit={async (values, helpers) => {
          const answer = await rebuild({ lng, projection: projection.name, reason: values.reason });
          if ('data' in answer && answer.data) {
            onStarted(answer.data.message);
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
            <button type="submit" className="button button-primary" disabled={isLoading}>
              {t.startRebuild}
            </button>
          </div>
        </Form>
      </Formik>
    </Modal>
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
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Modal open title={t.retryTitle(jobId)} onClose={onClose}>
      <Formik
        initialValues={{ reason: '' }}
        validationSchema={retryReasonSchema}
        onSubmit={async (values, helpers) => {
          const answer = await retry({ lng, queue, jobId, reason: values.reason });
          if ('data' in answer && answer.data) {
            onRetried(answer.data.message);
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
            <button type="submit" className="button button-primary" disabled={isLoading}>
              {t.confirmRetry}
            </button>
          </div>
        </Form>
      </Formik>
    </Modal>
  );
}
