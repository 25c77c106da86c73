/**
 * The words of the confirmation e-mail, in the store's two languages. `{name}` placeholders are filled by
 * `fill`. Kept beside the template rather than in the web catalogue: only this mail uses them.
 */
import type { ShippingMethod } from '@parks/schemas/catalog';
import type { CardBrand } from '@parks/schemas/checkout/card';
import type { Language } from '@parks/schemas/language';
import type { TaxKind } from '@parks/schemas/orders';
import { customerService } from '@parks/schemas/store';

export type MailTexts = Readonly<{
  /** Between a label and its value: French puts a (no-break) space before the colon. */
  colon: string;
  senderName: string;
  subject: string;
  released: string;
  greeting: string;
  thanks: string;
  releasedThanks: string;
  orderNumber: string;
  orderDate: string;
  viewOrder: string;
  items: string;
  product: string;
  quantity: string;
  unitPrice: string;
  lineTotal: string;
  vessel: string;
  /** A vessel type code of the catalogue (`sail`) by its name; an unknown code is written as it is. */
  vesselTypes: Readonly<Record<string, string>>;
  feet: string;
  subtotal: string;
  discount: string;
  shipping: string;
  orderTotal: string;
  shippingAddress: string;
  shippingMethod: string;
  estimatedArrival: string;
  billingAddress: string;
  payment: string;
  cardEnding: string;
  amount: string;
  customerNumber: string;
  poNumber: string;
  help: string;
  shippingMethods: Readonly<Record<ShippingMethod, string>>;
  taxes: Readonly<Record<TaxKind, string>>;
  brands: Readonly<Record<CardBrand, string>>;
}>;

const brandNames = {
  amex: 'American Express',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  visa: 'Visa',
  mastercard: 'Mastercard',
  discover: 'Discover',
} as const;

export const mailTexts: Readonly<Record<Language, MailTexts>> = {
  en: {
    colon: ': ',
    senderName: 'Parks Store',
    subject: 'Order confirmation {orderId}',
    released: 'Your order {orderId} is in production',
    greeting: 'Hello {name},',
    thanks: 'Thank you for your order. Here is your confirmation.',
    releasedThanks: 'Thank you for your order. It has been released for production and fulfilment.',
    orderNumber: 'Order number',
    orderDate: 'Order date',
    viewOrder: 'View your order',
    items: 'Items',
    product: 'Product',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    lineTotal: 'Total',
    vessel: 'Vessel',
    vesselTypes: { power: 'Power boat', sail: 'Sailboat', houseboat: 'Houseboat', pwc: 'Personal watercraft' },
    feet: 'ft',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    orderTotal: 'Order total',
    shippingAddress: 'Shipping address',
    shippingMethod: 'Shipping method',
    estimatedArrival: 'Estimated arrival',
    billingAddress: 'Billing address',
    payment: 'Payment',
    cardEnding: '{brand} ending in {last4}',
    amount: 'Amount',
    customerNumber: 'CPC Customer Number',
    poNumber: 'PO number',
    help: `Questions about your order? Call us at ${customerService.phone} or write to ${customerService.email}.`,
    shippingMethods: { standard: 'Standard shipping', express: 'Express shipping' },
    taxes: { GST: 'GST', HST: 'HST', PST: 'PST', QST: 'QST' },
    brands: { ...brandNames, other: 'Card' },
  },
  fr: {
    colon: '\u00a0: ',
    senderName: 'Boutique des parcs',
    subject: 'Confirmation de la commande {orderId}',
    released: 'Votre commande {orderId} est en production',
    greeting: 'Bonjour {name},',
    thanks: 'Merci de votre commande. Voici votre confirmation.',
    releasedThanks: 'Merci de votre commande. Elle a été lancée en production et sera expédiée.',
    orderNumber: 'Numéro de commande',
    orderDate: 'Date de la commande',
    viewOrder: 'Consulter votre commande',
    items: 'Articles',
    product: 'Produit',
    quantity: 'Quantité',
    unitPrice: 'Prix unitaire',
    lineTotal: 'Total',
    vessel: 'Embarcation',
    vesselTypes: { power: 'Bateau à moteur', sail: 'Voilier', houseboat: 'Bateau-maison', pwc: 'Motomarine' },
    feet: 'pi',
    subtotal: 'Sous-total',
    discount: 'Rabais',
    shipping: 'Livraison',
    orderTotal: 'Total de la commande',
    shippingAddress: 'Adresse de livraison',
    shippingMethod: 'Mode de livraison',
    estimatedArrival: 'Arrivée prévue',
    billingAddress: 'Adresse de facturation',
    payment: 'Paiement',
    cardEnding: '{brand} se terminant par {last4}',
    amount: 'Montant',
    customerNumber: 'Numéro de client SCP',
    poNumber: 'Numéro de bon de commande',
    help: `Des questions sur votre commande? Composez le ${customerService.phone} ou écrivez-nous à ${customerService.email}.`,
    shippingMethods: { standard: 'Livraison standard', express: 'Livraison express' },
    taxes: { GST: 'TPS', HST: 'TVH', PST: 'TVP', QST: 'TVQ' },
    brands: { ...brandNames, other: 'Carte' },
  },
};

export const fill = (text: string, values: Readonly<Record<string, string>>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
