import { dateText } from '../lib/dates.ts';
import { useLanguage } from '../lib/text.ts';

/**
 * A date (ISO instant or `YYYY-MM-DD`) in the page language: `November 21, 2026` / `21 novembre 2026`, with the time
 * `November 21, 2026, 3:42 PM` / `21 novembre 2026, 15 h 42` (lib/dates.ts).
 */
export function FormattedDate({ value, withTime = false }: Readonly<{ value: string; withTime?: boolean }>) {
  const lng = useLanguage();
  return <time dateTime={value}>{dateText(value, lng, withTime ? 'datetime' : 'date')}</time>;
}
