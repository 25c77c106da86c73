import type { Row } from '@parks/schemas/admin/definitions';
import { isPreviewable } from '@parks/schemas/preview';
import { isRevisionStatus, type RevisionStatus, revisionStatusLabel } from '@parks/schemas/revisions';
import type { StoreCode } from '@parks/schemas/store';
import { useId, useState } from 'react';
import { ColumnHeads } from '../../components/ColumnHeads.tsx';
import { Modal } from '../../components/Modal.tsx';
import { useLanguage } from '../../lib/text.ts';
import {
  useAdminListQuery,
  useRevisionDiffQuery,
  useRevisionPreviewMutation,
  useRevisionRestoreMutation,
} from '../definitions/adminApi.ts';
import { problemOf } from '../definitions/problem.ts';
import type { OnNotice } from '../definitions/ResourceScreens.tsx';
import { useAdminTexts } from '../definitions/texts.ts';
import { ShownValueView } from './ShownValueView.tsx';
import { useRevisionTexts } from './texts.ts';
import './revisions.css';

/** Every row of a search at once (Show all, §4). */
const everyRow = 100_000;

/** A revision as the Revisions list gives it, with the hidden key of its entity. */
type RevisionRow = Readonly<{
  revisionId: string;
  entityId: string;
  entityType: string;
  number: number;
  status: RevisionStatus;
}>;

const revisionRowOf = (row: Row): RevisionRow | null => {
  const { revisionId, entityId, entityType, number, status } = row;
  return typeof revisionId === 'string' &&
    typeof entityId === 'string' &&
    typeof entityType === 'string' &&
    typeof number === 'number' &&
    isRevisionStatus(status)
    ? { revisionId, entityId, entityType, number, status }
    : null;
};

/** The rows of one Revisions list search (every page), each read as a revision. */
const useRevisionRows = (storeCode: StoreCode, search: string, skip: boolean): readonly RevisionRow[] | undefined => {
  const lng = useLanguage();
  const { data } = useAdminListQuery(
    { family: 'Revisions', storeCode, lng, page: everyRow, search, advanced: {} },
    { skip },
  );
  if (data?.mode !== 'table') return undefined;
  return data.rows.flatMap((row) => revisionRowOf(row) ?? []);
};

type Props = Readonly<{
  storeCode: StoreCode;
  revisionId: string;
  notice: OnNotice;
  /** After a restore: the screens go back to the list, where the new draft shows first. */
  onRestored: () => void;
}>;

/**
 * Beside a revision's details (§2 "Revision details"): Compare, with another revision of the same entity picked
 * from the Revisions list (the server's `Diff`, older to newer, shown as a table of each changed field's label, its
 * value before and after, formatted by the server), and
 * Restore, which after a confirmation asks the server for a new draft holding this revision's content.
 */
export function RevisionTools({ storeCode, revisionId, notice, onRestored }: Props) {
  const lng = useLanguage();
  const texts = useRevisionTexts();
  const adminTexts = useAdminTexts();
  const selectId = useId();
  const headingId = useId();

  // The list finds this revision by its id, then every revision of its entity by the entity's key.
  const found = useRevisionRows(storeCode, revisionId, false);
  const self = found?.find((row) => row.revisionId === revisionId);
  const siblings = useRevisionRows(storeCode, self?.entityId ?? '', self === undefined);
  const others = (siblings ?? []).filter((row) => row.entityId === self?.entityId && row.revisionId !== revisionId);

  const [picked, setPicked] = useState<string | null>(null);
  const [compared, setCompared] = useState<RevisionRow | null>(null);
  const chosen = others.find((row) => row.revisionId === picked) ?? others[0];

  const ordered = self && compared ? (compared.number < self.number ? [compared, self] : [self, compared]) : undefined;
  const diff = useRevisionDiffQuery(
    {
      storeCode,
      lng,
      from: ordered?.[0]?.revisionId ?? '',
      to: ordered?.[1]?.revisionId ?? '',
    },
    { skip: ordered === undefined },
  );
  const diffProblem = problemOf(diff.error);

  const [restore, restoring] = useRevisionRestoreMutation();
  const [askPreview, previewing] = useRevisionPreviewMutation();
  // Preview (§2): a draft or uat product or category of the public store, or product of the portal, opened in a new
  // tab by a short-lived link.
  const previewable =
    self !== undefined &&
    isPreviewable(self.entityType, storeCode) &&
    (self.status === 'draft' || self.status === 'uat');
  const onPreview = async () => {
    const result = await askPreview({ storeCode, revisionId, lng });
    if ('error' in result) {
      notice('error', problemOf(result.error)?.message ?? adminTexts.problem);
      return;
    }
    window.open(result.data.url, '_blank', 'noopener');
  };
  const [confirming, setConfirming] = useState(false);
  const onConfirm = async () => {
    setConfirming(false);
    const result = await restore({ storeCode, revisionId, lng });
    if ('error' in result) {
      notice('error', problemOf(result.error)?.message ?? adminTexts.problem);
      return;
    }
    notice('success', result.data.message);
    onRestored();
  };

  return (
    <section className="revision-tools" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-section-title">
        {texts.tools}
      </h2>
      {/*
        Restore comes first: the comparison below is drawn once the entity's other revisions arrive, which grows the
        section, and a button under it would move as the user (or a test) clicks it.
      */}
      <div className="admin-buttons">
        <button
          type="button"
          className="button button-secondary"
          disabled={restoring.isLoading}
          onClick={() => setConfirming(true)}
        >
          {texts.restore}
        </button>
        {previewable ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={previewing.isLoading}
            onClick={() => void onPreview()}
          >
            {texts.preview}
          </button>
        ) : null}
      </div>
      {self === undefined || siblings === undefined ? (
        <p role="status">{adminTexts.loading}</p>
      ) : others.length === 0 ? (
        <p>{texts.noOther}</p>
      ) : (
        <div className="revision-compare field-native">
          <label htmlFor={selectId}>{texts.compareWith}</label>
          <select
            id={selectId}
            value={chosen?.revisionId ?? ''}
            onChange={(event) => setPicked(event.currentTarget.value)}
          >
            {others.map((row) => (
              <option key={row.revisionId} value={row.revisionId}>
                {texts.option(row.number, revisionStatusLabel(lng, row.status))}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setCompared(chosen ?? null)}
            disabled={chosen === undefined}
          >
            {texts.compare}
          </button>
        </div>
      )}
      {diffProblem ? (
        <p role="alert">{diffProblem.message}</p>
      ) : diff.data && ordered ? (
        diff.data.changes.length === 0 ? (
          <p role="status">{texts.same}</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table revision-diff">
              <caption>{texts.diffCaption(diff.data.from.number, diff.data.to.number)}</caption>
              <ColumnHeads labels={[texts.field, texts.before, texts.after]} />
              <tbody>
                {diff.data.changes.map((change) => (
                  <tr key={change.name}>
                    <th scope="row">{change.label}</th>
                    <td>
                      <ShownValueView value={change.before} name={change.label} />
                    </td>
                    <td>
                      <ShownValueView value={change.after} name={change.label} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : null}
      <Modal
        open={confirming}
        title={texts.confirmRestore}
        onClose={() => setConfirming(false)}
        actions={
          <button type="button" className="button button-primary" onClick={onConfirm}>
            {texts.confirm}
          </button>
        }
      >
        <p>{texts.confirmRestoreText}</p>
      </Modal>
    </section>
  );
}
