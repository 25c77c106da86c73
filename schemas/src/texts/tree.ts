/**
 * The web's namespaces keep the nested shape i18next reads (`t('cart.title')` looks up `cart`, then `title`).
 * A tree's leaves are its texts.
 */
export type TextTree = { readonly [key: string]: string | TextTree };

/** The keys of `T` with a string at every leaf: the French side of a namespace, checked against the English one. */
export type SameKeys<T> = { readonly [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

/** Every leaf of a tree under its dotted key (`cart.title`), in declaration order. */
export const flattenTexts = (tree: TextTree, prefix = ''): [key: string, text: string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flattenTexts(value, `${prefix}${key}.`),
  );

/** A template with its `{{name}}` values filled in; a name without a value stays as written. */
export const fillText = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** The plural forms of a count, as the language's rules pick them (French says `one` for 0 and 1). */
export type PluralTexts = { readonly one: string; readonly other: string };

/**
 * The form of `count` in `language`: `one` when the language's rules say so, else `other` (French's `many`,
 * for millions, reads as `other`).
 */
export const pluralText = (language: string, forms: PluralTexts, count: number): string =>
  new Intl.PluralRules(language).select(count) === 'one' ? forms.one : forms.other;
