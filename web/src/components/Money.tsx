import type { Language } from '@parks/schemas/language';
import { currency } from '@parks/schemas/money';
import { localeOf, useLanguage } from '../lib/text.ts';

const formatters = new Map<Language, Intl.NumberFormat>();

/** `$1,234.50` in English, `1 234,50 $` in French; never `CA$`. */
export const formatMoney = (cents: number, lng: Language): string => {
  let formatter = formatters.get(lng);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeOf(lng), { style: 'currency', currency });
    formatters.set(lng, formatter);
  }
  return formatter.format(cents / 100).replace(/CA\s?\$/, '$');
};

/** An amount of CAD cents, formatted for the page language. */
export function Money({ cents, className }: Readonly<{ cents: number; className?: string }>) {
  const lng = useLanguage();
  return <span className={className ? `money ${className}` : 'money'}>{formatMoney(cents, lng)}</span>;
}
