import { bilingual } from '../../../texts/bilingual.ts';

/** The screen texts of Inventory. */
export const inventoryScreen = bilingual({
  en: {
    'title.list': 'Inventory',
    'title.edit': 'Adjust inventory',
    sku: 'SKU',
    product: 'Product',
    onHand: 'On hand',
    reserved: 'Reserved',
    available: 'Available',
    availability: 'Availability',
    quantity: 'Units to add (negative to remove)',
    reason: 'Reason',
    adjust: 'Adjust',
    inStock: 'In stock',
    backOrdered: 'Back ordered',
    outOfStock: 'Out of stock',
    unavailable: 'Unavailable',
  },
  fr: {
    'title.list': 'Inventaire',
    'title.edit': 'Ajuster l’inventaire',
    sku: 'UGS',
    product: 'Produit',
    onHand: 'En main',
    reserved: 'Réservé',
    available: 'Disponible',
    availability: 'Disponibilité',
    quantity: 'Unités à ajouter (négatif pour retirer)',
    reason: 'Raison',
    adjust: 'Ajuster',
    inStock: 'En stock',
    backOrdered: 'En commande différée',
    outOfStock: 'En rupture de stock',
    unavailable: 'Non disponible',
  },
});
