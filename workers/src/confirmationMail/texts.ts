/**
 * The words of the confirmation e-mail, in the store's two languages: the catalogue's
 * (schemas/src/texts/confirmationMail.ts), typed for the template. `{name}` placeholders are filled by `fill`.
 */
import type { ShippingMethod } from '@parks/schemas/catalog';
import type { CardBrand } from '@parks/schemas/checkout/card';
import type { Language } from '@parks/schemas/language';
import type { TaxKind } from '@parks/schemas/orders';
import { customerService } from '@parks/schemas/store';
import { cardBrandNames } from '@parks/schemas/texts/cardBrands';
import { confirmationMail } from '@parks/schemas/texts/confirmationMail';

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

export const fill = (text: string, values: Readonly<Record<string, string>>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The mail's words in a language: the catalogue's, with the customer service's numbers and the brands' names. */
const mailTextsIn = (language: Language): MailTexts => {
  const texts = confirmationMail[language];
  return {
    ...texts,
    help: fill(texts.help, { phone: customerService.phone, email: customerService.email }),
    brands: { ...cardBrandNames, other: texts.cardBrand },
  };
};

export const mailTexts: Readonly<Record<Language, MailTexts>> = { en: mailTextsIn('en'), fr: mailTextsIn('fr') };
