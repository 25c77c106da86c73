import type { ReactNode } from 'react';

/**
 * The box a wide table of the order modal scrolls in on a narrow screen: a named region the keyboard can reach,
 * so its hidden columns can be scrolled to without a mouse.
 */
export function TableWrap({ label, children }: Readonly<{ label: string; children: ReactNode }>) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard.
    <section className="order-table-wrap" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
