import type { AdminFamily } from '@parks/schemas/admin/calls';
import type { Language } from '@parks/schemas/language';
import type { StoreCode } from '@parks/schemas/store';
import { useAdminListQuery } from '../definitions/adminApi.ts';
import { DefinitionTable } from '../definitions/DefinitionTable.tsx';
import { problemOf } from '../definitions/problem.ts';
import { useAdminTexts } from '../definitions/texts.ts';

/**
 * A dashboard card's live figures (back-office.md §1): the Shipping card's fees per region and method, the
 * Discounts card's codes and their usage counts, read from the families' own GetAll (the server's columns, in the
 * page language), with their loading and error states. Only what the server answers is drawn.
 */
export function DashboardFigures({
  family,
  columns,
  title,
  lng,
  store,
}: Readonly<{
  family: AdminFamily;
  /** The list's columns shown, in this order. */
  columns: readonly string[];
  title: string;
  lng: Language;
  store: StoreCode;
}>) {
  const texts = useAdminTexts();
  const { data, error, isLoading } = useAdminListQuery({
    family,
    storeCode: store,
    lng,
    page: 1,
    search: '',
    advanced: {},
  });
  const id = `dashboard-${family}`;
  const problem = problemOf(error);
  const shown = data && 'rows' in data ? columns.flatMap((name) => data.columns.filter((c) => c.name === name)) : [];
  return (
    <section aria-labelledby={id} className="admin-dashboard-figures">
      <h3 id={id}>{title}</h3>
      {isLoading ? <p role="status">{texts.loading}</p> : null}
      {problem ? <p role="alert">{problem.message || texts.problem}</p> : null}
      {data && 'rows' in data ? (
        data.rows.length === 0 ? (
          <p>{texts.empty}</p>
        ) : (
          <DefinitionTable columns={shown} rows={data.rows} />
        )
      ) : null}
    </section>
  );
}
