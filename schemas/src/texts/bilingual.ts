/**
 * A namespace of flat texts in both languages, written as one `{ en, fr }` object: the English keys are the
 * namespace's, and a French text missing (or one English does not have) fails to compile.
 */
export const bilingual = <E extends Readonly<Record<string, string>>>(texts: {
  readonly en: E;
  readonly fr: Readonly<Record<keyof NoInfer<E>, string>>;
}): { readonly en: E; readonly fr: Readonly<Record<keyof E, string>> } => texts;
