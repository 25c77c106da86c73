import type { ReportViewDefinition } from '@parks/schemas/admin/definitions';
import type { ReactNode } from 'react';
import { DefinitionTable } from './DefinitionTable.tsx';
import { useAdminTexts } from './texts.ts';
import './definitions.css';

type Props = Readonly<{
  definition: ReportViewDefinition;
  /** What the screen offers on the report (print, exports), under its title: the page reads title first. */
  actions?: ReactNode;
}>;

/** A report view (§3): its title, the screen's actions if any, summary lines, and the table of its values by field. */
export function ReportViewRenderer({ definition, actions }: Props) {
  const texts = useAdminTexts();
  return (
    <div className="admin-report">
      <h1>{definition.title}</h1>
      {actions}
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
