import { localeOf, useLanguage } from '../lib/text.ts';

/** A date (ISO instant or `YYYY-MM-DD`) in the page language: `November 21, 2026` / `21 novembre 2026`. */
export function FormattedDate({ value, withTime = false }: Readonly<{ value: string; withTime?: boolean }>) {
  const lng = useLanguage();
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dateOnly ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return <>{value}</>;
  const text = new Intl.DateTimeFormat(localeOf(lng), {
    dateStyle: 'long',
    ...(withTime && !dateOnly ? { timeStyle: 'short' } : {}),
    ...(dateOnly ? { timeZone: 'UTC' } : {}),
  }).format(date);
  return <time dateTime={value}>{text}</time>;
}
