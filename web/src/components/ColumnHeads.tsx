import type { ReactNode } from 'react';

/** The header row of a data table: one column header a label, in order. */
export function ColumnHeads({ labels }: Readonly<{ labels: readonly ReactNode[] }>) {
  return (
    <thead>
      <tr>
        {labels.map((label, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life.
          <th key={index} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
