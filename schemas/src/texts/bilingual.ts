/**
 * A namespace of flat texts in both languages, written as one `{ en, fr }` object: the English keys are the
 * namespace's, and a French text missing (or one English does not have) fails to compile.
 */
export const bilingual = <E extends Readonly<Record<string, string>>>(texts: {
  readonly en: E;
  readonly fr: Readonly<Record<keyof NoInfer<E>, string>>;
}): { readonly en: E; readonly fr: Readonly<Record<keyof E, string>> } => texts;

/** One text of a namespace as a `{ en, fr }` value, the shape read models and answers keep (in that order). */
export const bothLanguages = <K extends string>(
  texts: { readonly en: Readonly<Record<K, string>>; readonly fr: Readonly<Record<K, string>> },
  key: NoInfer<K>,
): { readonly en: string; readonly fr: string } => ({ en: texts.en[key], fr: texts.fr[key] });
