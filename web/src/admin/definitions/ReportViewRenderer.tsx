import type { ReportViewDefinition } from '@parks/schemas/admin/definitions';
import { DefinitionTable } from './DefinitionTable.tsx';
import { useAdminTexts } from './texts.ts';
import './definitions.css';

/** A report view (§3): its title, summary lines, and the table of its values by field. */
export function ReportViewRenderer({ definition }: Readonly<{ definition: ReportViewDefinition }>) {
  const texts = useAdminTexts();
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
      <DefinitionTable columns={definition.fields} rows={definition.values} caption={definition.title} keyboardScroll />
    </div>
  );
}
