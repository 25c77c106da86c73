/**
 * The lists a widget edits, read from its JSON text (the server's `initialValue`) without trusting it: anything
 * that is not the expected shape reads as no rows, so a widget never crashes on a value it did not write.
 */

export type NoticeRow = Readonly<{ location: string; type: string; text_EN: string; text_FR: string }>;

const parsed = (text: unknown): unknown => {
  if (typeof text !== 'string' || text.trim() === '') return [];
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return [];
  }
};

export const valueListOf = (text: unknown): readonly string[] => {
  const value = parsed(text);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
};

const textIn = (item: Readonly<Record<string, unknown>>, key: string): string =>
  typeof item[key] === 'string' ? item[key] : '';

export const noticeRowsOf = (text: unknown): readonly NoticeRow[] => {
  const value = parsed(text);
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map((item) => ({
      location: textIn(item, 'location'),
      type: textIn(item, 'type'),
      text_EN: textIn(item, 'text_EN'),
      text_FR: textIn(item, 'text_FR'),
    }));
};
