import type { ReactNode } from 'react';

/** One term and its description in a <dl>, grouped in a div so that the pair lays out as a row. */
export function Fact({
  label,
  className,
  children,
}: Readonly<{ label: string; className?: string; children: ReactNode }>) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
