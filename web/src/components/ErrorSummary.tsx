import { useEffect, useRef } from 'react';
import './errorSummary.css';

export type SummaryItem = Readonly<{ fieldId?: string; text: string }>;

/**
 * The list of what stops a form, shown above it after a submit. It takes focus whenever its content changes
 * (so screen readers announce it), and each item links to its field. Drawn as the GCDS error summary, but our own
 * markup: gcds-error-summary numbers its list itself and keys it by field, while the spec's messages carry their
 * own numbers ('Error 2: …') and some belong to no field.
 */
export function ErrorSummary({ title, items }: Readonly<{ title: string; items: readonly SummaryItem[] }>) {
  const ref = useRef<HTMLDivElement>(null);
  const signature = items.map((item) => item.text).join('\n');

  useEffect(() => {
    if (signature !== '') ref.current?.focus();
  }, [signature]);

  if (items.length === 0) return null;
  return (
    <div ref={ref} className="error-summary" tabIndex={-1} role="alert" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className="error-summary-title">
        {title}
      </h2>
      <ul>
        {items.map((item) =>
          item.fieldId ? (
            <li key={`${item.fieldId}-${item.text}`}>
              <a
                href={`#${item.fieldId}`}
                onClick={(event) => {
                  const field = document.getElementById(item.fieldId ?? '');
                  if (!field) return;
                  event.preventDefault();
                  field.focus();
                  field.scrollIntoView({ block: 'center' });
                }}
              >
                {item.text}
              </a>
            </li>
          ) : (
            <li key={item.text}>{item.text}</li>
          ),
        )}
      </ul>
    </div>
  );
}
