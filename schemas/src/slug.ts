/**
 * The slug helper of back-office.md §5: a URL alias from a name. Accents are stripped to their letters ("Île" →
 * "ile", "Écluse" → "ecluse") rather than dropped, so a French name keeps its words; the ligatures NFD does not
 * split are spelled out (œ → oe, æ → ae, ß → ss). Every other character that is not a letter or digit is stripped
 * (an apostrophe too: "Parc d’Aventure" → "parc-daventure"), runs of spaces and hyphens become one hyphen, and
 * none leads or trails. A name of only symbols gives '' (no alias to suggest). What it gives always matches the
 * URL alias rule (`urlAliasPattern`), and a slug is its own slug.
 */
const ligatures: Readonly<Record<string, string>> = { œ: 'oe', æ: 'ae', ß: 'ss' };

export const slugOf = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[œæß]/g, (letter) => ligatures[letter] ?? '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
