import type { MigrationAnswer } from '@parks/schemas/admin/migration';
import type { Language } from '@parks/schemas/language';
import type { StoreCode } from '@parks/schemas/store';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '../../components/Alert.tsx';
import { ColumnHeads } from '../../components/ColumnHeads.tsx';
import { FilePicker } from '../../components/form/FilePicker.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { problemOf, type ShownProblem } from '../definitions/problem.ts';
import { useAdminTexts } from '../definitions/texts.ts';
import { adminPath } from '../shell/adminPaths.ts';
import { useExportCatalogueMutation, useMigrateMutation } from './migrationApi.ts';
import './migration.css';

type Props = Readonly<{ lng: Language; store: StoreCode; action: string | null }>;

/**
 * Data migration (back-office.md §2; LMG only): the list screen says what a migration does and downloads the
 * catalogue; migration/migrate uploads a CSV or Excel file and shows what became of each row.
 */
export function MigrationScreen({ lng, store, action }: Props) {
  return action === 'migrate' ? <MigrateForm lng={lng} store={store} /> : <MigrationHome lng={lng} store={store} />;
}

function MigrationHome({ lng, store }: Omit<Props, 'action'>) {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('areas.migration'));
  const [exportCatalogue, exporting] = useExportCatalogueMutation();
  const [problem, setProblem] = useState<ShownProblem | null>(null);
  const download = async () => {
    // The base query saves the file (it answers with Content-Disposition); only a refusal is left to show.
    const answer = await exportCatalogue({ storeCode: store, lng });
    setProblem('error' in answer ? problemOf(answer.error) : null);
  };
  return (
    <section aria-labelledby="admin-area-title" className="admin-area admin-migration" data-area="migration">
      <h1 id="admin-area-title">{t('areas.migration')}</h1>
      <p>{t('migration.intro')}</p>
      {problem ? <Alert kind="error">{problem.message}</Alert> : null}
      <div className="admin-buttons">
        <Link className="button button-primary" to={adminPath(lng, store, 'migration/migrate')}>
          {t('migration.migrate')}
        </Link>
        <button type="button" className="button button-secondary" onClick={download} disabled={exporting.isLoading}>
          {t('migration.export')}
        </button>
      </div>
    </section>
  );
}

function MigrateForm({ lng, store }: Omit<Props, 'action'>) {
  const { t } = useTranslation('admin');
  const title = t('migration.title');
  useDocumentTitle(title);
  const navigate = useNavigate();
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const texts = useAdminTexts();
  const [missing, setMissing] = useState(false);
  const [migrate, migrating] = useMigrateMutation();
  const [answer, setAnswer] = useState<MigrationAnswer | null>(null);
  const [problem, setProblem] = useState<ShownProblem | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAnswer(null);
    setProblem(null);
    if (file === null) {
      setMissing(true);
      return;
    }
    const result = await migrate({ storeCode: store, lng, file });
    if ('error' in result) setProblem(problemOf(result.error));
    else setAnswer(result.data);
  };
  return (
    <section aria-labelledby="admin-area-title" className="admin-area admin-migration" data-area="migration">
      <h1 id="admin-area-title">{title}</h1>
      {problem ? (
        <Alert kind="error" scrollIntoView>
          {problem.fields.file ?? problem.message}
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate>
        <label htmlFor={inputId}>{t('migration.file')}</label>
        <p id={hintId} className="field-hint">
          {t('migration.hint')}
        </p>
        <FilePicker
          id={inputId}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-describedby={hintId}
          aria-invalid={missing}
          chooseLabel={texts.chooseFile}
          chosen={file?.name ?? texts.noFileChosen}
          onFiles={(files) => {
            setFile(files[0] ?? null);
            setMissing(false);
          }}
        />
        {missing ? (
          <p className="field-error" role="alert">
            {t('migration.required')}
          </p>
        ) : null}
        <div className="admin-buttons">
          <button type="submit" className="button button-primary" disabled={migrating.isLoading}>
            {t('migration.submit')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => navigate(-1)}>
            {t('migration.cancel')}
          </button>
        </div>
      </form>
      {answer ? <MigrationResult answer={answer} /> : null}
    </section>
  );
}

function MigrationResult({ answer }: Readonly<{ answer: MigrationAnswer }>) {
  const { t } = useTranslation('admin');
  const captionId = useId();
  const refused = answer.counts.products.refused + answer.counts.prices.refused;
  // A file of products alone has no price to report: its table keeps to the product's outcome.
  const withPrices = answer.rows.some((row) => row.price !== null);
  return (
    <div className="admin-migration-result">
      <Alert kind={refused > 0 ? 'warning' : 'success'} focus>
        {answer.message}
      </Alert>
      {/* It scrolls sideways on a narrow screen: a keyboard user must be able to reach and scroll it. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region takes the focus (WCAG 2.1.1) */}
      <section className="admin-table-wrap" aria-labelledby={captionId} tabIndex={0}>
        <table className="admin-table" aria-labelledby={captionId}>
          <caption id={captionId}>{t('migration.result')}</caption>
          <ColumnHeads
            labels={[
              t('migration.row'),
              'SKU',
              withPrices ? t('migration.parts.product') : t('migration.outcome'),
              ...(withPrices ? [t('migration.parts.price')] : []),
              t('migration.reasons'),
            ]}
          />
          <tbody>
            {answer.rows.map((row) => (
              <tr key={row.row} data-outcome={row.product.outcome}>
                <td>{row.row}</td>
                <td>{row.sku}</td>
                <td>{t(`migration.outcomes.${row.product.outcome}`)}</td>
                {withPrices ? (
                  <td>{row.price === null ? t('migration.noPrice') : t(`migration.outcomes.${row.price.outcome}`)}</td>
                ) : null}
                <td>
                  {row.messages.length === 0 ? null : (
                    <ul>
                      {row.messages.map((message) => (
                        <li key={`${message.part}:${message.field}:${message.message}`}>
                          {t('migration.reason', {
                            part: t(`migration.parts.${message.part}`),
                            field: message.field,
                            message: message.message,
                          })}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
