import type { Language } from '@parks/schemas/language';
import { moneyText } from '@parks/schemas/money';
import { useLanguage } from '../lib/text.ts';

/** `$1,234.50` in English, `1 234,50 $` in French; never `CA$` (schemas' one money format). */
export const formatMoney = (cents: number, lng: Language): string => moneyText(cents, lng);

/** An amount of CAD cents, formatted for the page language. */
export function Money({ cents, className }: Readonly<{ cents: number; className?: string }>) {
  const lng = useLanguage();
  return <span className={className ? `money ${className}` : 'money'}>{formatMoney(cents, lng)}</span>;
}

type AmountRowProps = Readonly<{
  label: string;
  cents: number;
  /** Taken off the total: shown after a minus sign. */
  deducted?: boolean;
  /** On the term and the amount alike (`total`). */
  className?: string;
}>;

/** An amount in a list of totals (a <dl>): its term, then the amount. */
export function AmountRow({ label, cents, deducted = false, className }: AmountRowProps) {
  return (
    <>
      <dt className={className}>{label}</dt>
      <dd className={className}>
        {deducted ? '−' : null}
        <Money cents={cents} />
      </dd>
    </>
  );
}

/** A table cell holding an amount; `label` names its column where the table stacks on narrow screens. */
export function MoneyCell({ cents, label, colSpan }: Readonly<{ cents: number; label?: string; colSpan?: number }>) {
  return (
    <td data-label={label} colSpan={colSpan}>
      <Money cents={cents} />
    </td>
  );
}
