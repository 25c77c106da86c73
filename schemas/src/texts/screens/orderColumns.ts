import { bilingual } from '../bilingual.ts';

/** The words of an order row's columns: the admin orders list, its search form and the Orders report. */
export const orderColumns = bilingual({
  en: {
    orderId: 'Order',
    storeCode: 'Store',
    dateOrdered: 'Ordered',
    status: 'Status',
    customer: 'Customer',
    email: 'E-mail',
    city: 'City',
    budgetCode: 'Customer number',
    poNumber: 'PO number',
    total: 'Total',
    dateShipped: 'Shipped',
  },
  fr: {
    orderId: 'Commande',
    storeCode: 'Magasin',
    dateOrdered: 'Commandée le',
    status: 'Statut',
    customer: 'Client',
    email: 'Courriel',
    city: 'Ville',
    budgetCode: 'Numéro de client',
    poNumber: 'Numéro de bon de commande',
    total: 'Total',
    dateShipped: 'Expédiée le',
  },
});
