import type { CardBrand } from '../checkout/card.ts';

/** The card brands' own names, the same in both languages: a brand's name is not translated. */
export const cardBrandNames = {
  amex: 'American Express',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  visa: 'Visa',
  mastercard: 'Mastercard',
  discover: 'Discover',
} as const satisfies Readonly<Record<Exclude<CardBrand, 'other'>, string>>;
