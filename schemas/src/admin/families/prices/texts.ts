import { bilingual } from '../../../texts/bilingual.ts';

/** The screen texts of Prices. */
export const pricesScreen = bilingual({
  en: {
    'title.list': 'Prices',
    'title.create': 'New price',
    'title.clone': 'Clone price',
    'title.edit': 'Edit price',
    'title.delete': 'Delete price',
    'title.details': 'Price details',
    productId: 'Product',
    product: 'Product',
    rank: 'Position',
    regularPrice: 'Regular price ($)',
    salePrice: 'Sale price ($)',
    saleStartsAt: 'Sale starts',
    saleEndsAt: 'Sale ends',
  },
  fr: {
    'title.list': 'Prix',
    'title.create': 'Nouveau prix',
    'title.clone': 'Cloner le prix',
    'title.edit': 'Modifier le prix',
    'title.delete': 'Supprimer le prix',
    'title.details': 'Détails du prix',
    productId: 'Produit',
    product: 'Produit',
    rank: 'Position',
    regularPrice: 'Prix régulier ($)',
    salePrice: 'Prix de solde ($)',
    saleStartsAt: 'Début du solde',
    saleEndsAt: 'Fin du solde',
  },
});
