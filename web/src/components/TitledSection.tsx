import type { ReactNode } from 'react';

/** A region named by its heading: `id` is the heading's, so that the section's name is what the heading says. */
export function TitledSection({ id, title, children }: Readonly<{ id: string; title: string; children: ReactNode }>) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
