/**
 * The messages of the catalogue's availability windows, categories, URL aliases and revision previews.
 * Spread into the message catalogue (en.ts, fr.ts): a key of here is a `MessageKey` like any other.
 */
export const catalogueEn = {
  'catalog.product.unavailable': 'Not available at this time.',
  'cart.productNotOrderable': 'This product cannot be ordered at this time.',
  'admin.product.window.invalid': 'The end of the unavailability must come after its start.',
  'admin.urlAlias.takenByCategory': 'This URL alias is already used by the category “{name}”.',
  'preview.notPreviewable': 'Only a product, or a category of the public store, can be previewed.',
  'preview.notDraft': 'Only a draft or UAT revision can be previewed: the published one is the store itself.',
  'preview.expired': 'This preview link has expired or is not valid. Open the preview again from the revision.',
  'preview.banner': 'Preview of revision {number} ({status}). Shoppers see the published version.',
} as const;

/** The French texts, typed against the English keys. */
export const catalogueFr: Readonly<Record<keyof typeof catalogueEn, string>> = {
  'catalog.product.unavailable': 'Non disponible pour le moment.',
  'cart.productNotOrderable': 'Ce produit ne peut pas être commandé pour le moment.',
  'admin.product.window.invalid': 'La fin de la période d’indisponibilité doit suivre son début.',
  'admin.urlAlias.takenByCategory': 'Cet alias d’URL est déjà utilisé par la catégorie « {name} ».',
  'preview.notPreviewable': 'Seul un produit, ou une catégorie de la boutique publique, peut être prévisualisé.',
  'preview.notDraft':
    'Seule une révision à l’état de brouillon ou d’essai peut être prévisualisée : la révision publiée est la boutique elle-même.',
  'preview.expired':
    'Ce lien d’aperçu a expiré ou n’est pas valide. Ouvrez de nouveau l’aperçu à partir de la révision.',
  'preview.banner': 'Aperçu de la révision {number} ({status}). La clientèle voit la version publiée.',
};
