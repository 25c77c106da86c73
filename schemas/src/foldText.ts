/**
 * Text as a search compares it: lower case, accents removed ("Écluse" → "ecluse"), apostrophes alike, spaces
 * collapsed. The store's search index and its queries are written so, and the back office's list filters.
 */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
