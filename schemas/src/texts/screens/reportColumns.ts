import { bilingual, bothLanguages } from '../bilingual.ts';

/**
 * The titles and column captions of the aggregate and taxes reports (projections/src/reports), kept in both
 * languages in the report definitions. Keys are the report's, then its column's.
 */
export const reportColumns = bilingual({
  en: {
    month: 'Month',
    'salesByProduct.title': 'Sales by product and month',
    'salesByProduct.product': 'Product',
    'salesByProduct.quantity': 'Quantity',
    'salesByProduct.sales': 'Sales',
    'refundsByType.title': 'Refunds by type and month',
    'refundsByType.type': 'Type',
    'refundsByType.refunds': 'Refunds',
    'refundsByType.subtotal': 'Subtotal',
    'refundsByType.tax': 'Tax',
    'refundsByType.total': 'Total refunded',
    'discountUsage.title': 'Discount usage by code',
    'discountUsage.code': 'Code',
    'discountUsage.uses': 'Uses',
    'discountUsage.discounted': 'Discounted',
    'portalOrders.title': 'Portal orders by customer number and status',
    'portalOrders.budgetCode': 'Customer number',
    'portalOrders.status': 'Status',
    'portalOrders.orders': 'Orders',
    'portalOrders.total': 'Total',
    'taxes.title': 'Taxes collected by province and rate',
    'taxes.collected': 'Collected',
    'taxes.refunded': 'Refunded',
    'taxes.net': 'Net collected',
    'taxes.province': 'Province',
    'taxes.tax': 'Tax',
    'taxes.rate': 'Rate',
  },
  fr: {
    month: 'Mois',
    'salesByProduct.title': 'Ventes par produit et par mois',
    'salesByProduct.product': 'Produit',
    'salesByProduct.quantity': 'Quantité',
    'salesByProduct.sales': 'Ventes',
    'refundsByType.title': 'Remboursements par type et par mois',
    'refundsByType.type': 'Type',
    'refundsByType.refunds': 'Remboursements',
    'refundsByType.subtotal': 'Sous-total',
    'refundsByType.tax': 'Taxes',
    'refundsByType.total': 'Total remboursé',
    'discountUsage.title': 'Utilisation des rabais par code',
    'discountUsage.code': 'Code',
    'discountUsage.uses': 'Utilisations',
    'discountUsage.discounted': 'Rabais accordés',
    'portalOrders.title': 'Commandes du portail par numéro de client et statut',
    'portalOrders.budgetCode': 'Numéro de client',
    'portalOrders.status': 'Statut',
    'portalOrders.orders': 'Commandes',
    'portalOrders.total': 'Total',
    'taxes.title': 'Taxes perçues par province et par taux',
    'taxes.collected': 'Perçues',
    'taxes.refunded': 'Remboursées',
    'taxes.net': 'Net perçu',
    'taxes.province': 'Province',
    'taxes.tax': 'Taxe',
    'taxes.rate': 'Taux',
  },
});

/** A report's title or column caption in both languages. */
export const reportText = (key: keyof typeof reportColumns.en): { readonly en: string; readonly fr: string } =>
  bothLanguages(reportColumns, key);
