/** The store's two languages, carried as the first path segment (`/en/…`, `/fr/…`). */
export const languages = ['en', 'fr'] as const;
export type Language = (typeof languages)[number];

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

/** Document language of each store language (the `lang` attribute). */
export const htmlLang: Readonly<Record<Language, string>> = { en: 'en-CA', fr: 'fr-CA' };

/** The language asked for by an Accept-Language header, English when neither is preferred. */
export const languageFromHeader = (header: string | undefined): Language => {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
};
