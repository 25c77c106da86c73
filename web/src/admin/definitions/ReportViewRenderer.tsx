import type { ReportViewDefinition } from '@parks/schemas/admin/definitions';
import { useId } from 'react';
import { useLanguage } from '../../lib/text.ts';
import { Cell, shownColumns } from './cells.tsx';
import { useAdminTexts } from './texts.ts';
import './definitions.css';

/** A report view (§3): its title, summary lines, and the table of its values by field. */
export function ReportViewRenderer({ definition }: Readonly<{ definition: ReportViewDefinition }>) {
  const texts = useAdminTexts();
  const lng = useLanguage();
  const captionId = useId();
  const columns = shownColumns(definition.fields);
  return (
    <div className="admin-report">
      <h1>{definition.title}</h1>
      {definition.summary.length > 0 ? (
        <section aria-label={texts.summary}>
          <dl className="admin-details">
            {definition.summary.map((line) => (
              <div key={line.property}>
                <dt>{line.property}</dt>
                <dd>{line.value === null ? '' : String(line.value)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <div className="admin-table-wrap">
        <table className="admin-table" aria-labelledby={captionId}>
          <caption id={captionId} className="visually-hidden">
            {definition.title}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.name} scope="col">
                  {column.caption}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {definition.values.map((row, index) => (
              // Report rows have no id; their position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: a report row is its place in the report
              <tr key={index}>
                {columns.map((column) => (
                  <td key={column.name}>
                    <Cell column={column} value={row[column.name]} lng={lng} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
