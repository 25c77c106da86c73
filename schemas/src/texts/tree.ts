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
