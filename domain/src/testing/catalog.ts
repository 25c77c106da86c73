import type {
  CategoryRecord,
  DiscountRecord,
  PriceRecord,
  ProductRecord,
  ShippingRateRecord,
  TaxRecord,
} from '@parks/schemas/catalog';
import { percent } from '@parks/schemas/money';

/** Catalogue records shared by the domain tests (published data as the routes would pass it in). */
export const now = '2026-11-21T15:00:00.000Z';

export const discoveryCategory: CategoryRecord = {
  categoryId: 'cat-discovery',
  parentId: null,
  storeCode: 'b2c',
  urlAlias: { en: 'discovery-pass', fr: 'carte-decouverte' },
  name: { en: 'Discovery Pass', fr: 'Carte d’entrée Découverte' },
  productsAreBoatingPermits: false,
};

export const lockageCategory: CategoryRecord = {
  ...discoveryCategory,
  categoryId: 'cat-lockage',
  urlAlias: { en: 'lockage-mooring', fr: 'eclusage-amarrage' },
  name: { en: 'Lockage and mooring', fr: 'Éclusage et amarrage' },
  productsAreBoatingPermits: true,
};

export const discoveryPass: ProductRecord = {
  productId: 'prod-discovery-adult',
  categoryId: 'cat-discovery',
  storeCode: 'b2c',
  name: { en: 'Discovery Pass - Adult', fr: 'Carte d’entrée Découverte - Adulte' },
  validityPeriod: { en: '12 months', fr: '12 mois' },
  isBoatingPermit: false,
  vesselTypes: [],
};

export const familyPass: ProductRecord = {
  ...discoveryPass,
  productId: 'prod-discovery-family',
  name: { en: 'Discovery Pass - Family', fr: 'Carte d’entrée Découverte - Famille' },
};

export const lockagePermit: ProductRecord = {
  productId: 'prod-lockage-season',
  categoryId: 'cat-lockage',
  storeCode: 'b2c',
  name: { en: 'Seasonal lockage permit', fr: 'Permis d’éclusage saisonnier' },
  validityPeriod: null,
  isBoatingPermit: true,
  vesselTypes: [{ value: 'power', name: { en: 'Power', fr: 'Moteur' } }],
};

export const price = (
  priceId: string,
  productId: string,
  regularPriceCents: number,
  more: Partial<PriceRecord> = {},
): PriceRecord => ({
  priceId,
  productId,
  rank: 0,
  regularPriceCents,
  salePriceCents: 0,
  saleStartsAt: null,
  saleEndsAt: null,
  ...more,
});

export const discoveryPrice = price('price-discovery-adult', discoveryPass.productId, 7_250);
export const familyPrice = price('price-discovery-family', familyPass.productId, 14_500);
/** $8.80 per foot. */
export const lockagePrice = price('price-lockage-foot', lockagePermit.productId, 880);

export const tenPercentOff: DiscountRecord = {
  discountId: 'disc-ten',
  code: 'PARKS10',
  startsAt: null,
  endsAt: null,
  productIds: null,
  minimumSubtotalCents: 0,
  kind: 'percentage',
  rate: percent(10),
};

export const shippingRates: readonly ShippingRateRecord[] = [
  { shippingId: 'ship-std-ca', method: 'standard', region: 'CA', feeCents: 0, transitDays: 10 },
  { shippingId: 'ship-exp-ca', method: 'express', region: 'CA', feeCents: 1_500, transitDays: 3 },
  { shippingId: 'ship-std-us', method: 'standard', region: 'US', feeCents: 0, transitDays: 14 },
  { shippingId: 'ship-exp-us', method: 'express', region: 'US', feeCents: 2_500, transitDays: 5 },
  { shippingId: 'ship-std-intl', method: 'standard', region: 'INTL', feeCents: 900, transitDays: 28 },
  { shippingId: 'ship-exp-intl', method: 'express', region: 'INTL', feeCents: 4_500, transitDays: 7 },
];

const tax = (code: string, rates: Partial<Pick<TaxRecord, 'gst' | 'hst' | 'pst' | 'qst'>>): TaxRecord => ({
  provinceStateId: `tax-${code}`,
  country: 'CA',
  code,
  name: { en: code, fr: code },
  gst: 0,
  hst: 0,
  pst: 0,
  qst: 0,
  taxName: null,
  ...rates,
});

export const taxRecords: readonly TaxRecord[] = [
  tax('ON', { hst: percent(13) }),
  tax('QC', { gst: percent(5), qst: percent(9.975) }),
  tax('BC', { gst: percent(5), pst: percent(7) }),
  tax('AB', { gst: percent(5) }),
];
