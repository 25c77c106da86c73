/**
 * Shapes shared by the catalogue's payload parsers. Revision payloads were written by several versions of the back
 * office and the seed, so most presentation fields are read leniently: a missing or malformed value falls back
 * to its default instead of hiding the whole entity.
 */
import type { Localized } from '@parks/schemas/catalog';
import { invalid, type Shape } from '../shared/shape.ts';

export const isLocalized = (value: unknown): value is Localized =>
  typeof value === 'object' &&
  value !== null &&
  typeof Reflect.get(value, 'en') === 'string' &&
  typeof Reflect.get(value, 'fr') === 'string';

/** Kept as written (not copied), so a stored text reads back identical to what the read models held before. */
export const localized: Shape<Localized> = (value) => (isLocalized(value) ? value : invalid);

export const emptyText: Localized = { en: '', fr: '' };

const textIn = (value: unknown, language: keyof Localized): string => {
  const text = typeof value === 'object' && value !== null ? Reflect.get(value, language) : undefined;
  return typeof text === 'string' ? text : '';
};

/**
 * A text read language by language, a missing one empty: never invalid. A copy holding `en` and `fr` only, for the
 * readers that showed each language on its own (a half-written text still shows its one language).
 */
export const eachLanguage: Shape<Localized> = (value) => ({ en: textIn(value, 'en'), fr: textIn(value, 'fr') });

/** The value when it has the shape, otherwise the fallback: never invalid. */
export const orElse =
  <T, F>(shape: Shape<T>, fallback: F): Shape<T | F> =>
  (value) => {
    const parsed = shape(value);
    return parsed === invalid ? fallback : parsed;
  };

/**
 * The items of a list that have the shape; not a list gives none. One bad item does not cost the others, since
 * earlier readers kept whole lists unchecked.
 */
export const itemsOf =
  <T>(item: Shape<T>): Shape<readonly T[]> =>
  (value) => {
    if (!Array.isArray(value)) return [];
    const items: T[] = [];
    for (const entry of value) {
      const parsed = item(entry);
      if (parsed !== invalid) items.push(parsed);
    }
    return items;
  };

/** A payload parser as readers use it: the typed record, or null for a payload that is not one. */
export const parserOf =
  <T>(shape: Shape<T>) =>
  (payload: unknown): T | null => {
    const parsed = shape(payload);
    return parsed === invalid ? null : parsed;
  };

/**
 * A reader that always gives the typed value: `empty` for a payload that is not a record. For the shapes of what a
 * back-office list shows, every field of which has a default.
 */
export const readerOf =
  <T>(shape: Shape<T>, empty: T) =>
  (payload: unknown): T => {
    const parsed = shape(payload);
    return parsed === invalid ? empty : parsed;
  };
