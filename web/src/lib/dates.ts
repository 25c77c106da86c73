import type { Language } from '@parks/schemas/language';
import { format, isValid, parseISO } from 'date-fns';
import { enCA, frCA } from 'date-fns/locale';

/**
 * The staff screens' and the store's one way of writing a date or a date and time, per language (issue 23):
 * `November 28, 2026, 3:42 PM` and `28 novembre 2026, 15 h 42` (no AM/PM in French, never an ISO timestamp).
 * The patterns are date-fns's; the date pickers show the same ones.
 */
const english = { date: 'MMMM d, yyyy', datetime: 'MMMM d, yyyy, h:mm aa', monthyear: 'MM/yyyy' } as const;
const french = { date: 'd MMMM yyyy', datetime: "d MMMM yyyy, H 'h' mm", monthyear: 'MM/yyyy' } as const;
export type DateVariant = keyof typeof english;
export const dateFormats: Readonly<Record<Language, Readonly<Record<DateVariant, string>>>> = {
  en: english,
  fr: french,
};

export const dateLocale = (lng: Language) => (lng === 'fr' ? frCA : enCA);

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date (an ISO instant, or a `YYYY-MM-DD` day, taken as that day whatever the time zone) in the page language;
 * a day has no time to show, so `datetime` writes it as a date. A text that is no date is returned as it is.
 */
export const dateText = (value: string, lng: Language, variant: DateVariant = 'datetime'): string => {
  if (value === '') return '';
  const day = dateOnly.test(value);
  const date = parseISO(value);
  if (!isValid(date)) return value;
  const shown = day && variant === 'datetime' ? 'date' : variant;
  return format(date, dateFormats[lng][shown], { locale: dateLocale(lng) });
};
