import type { DiscountRecord, Localized, ShippingRateRecord, TaxRecord } from '@parks/schemas/catalog';
import { percent, type Rate } from '@parks/schemas/money';

/**
 * Sales taxes of the 13 provinces and territories, rates in force since April 1, 2025 (Nova Scotia HST 14%).
 * Manitoba's RST and Saskatchewan's PST are provincial sales taxes, so they go in `pst`.
 */
const province = (
  code: string,
  name: Localized,
  rates: Partial<Readonly<{ gst: Rate; hst: Rate; pst: Rate; qst: Rate }>>,
): TaxRecord => ({
  provinceStateId: `prov-${code}`,
  country: 'CA',
  code,
  name,
  gst: 0,
  hst: 0,
  pst: 0,
  qst: 0,
  taxName: null,
  ...rates,
});

export const seedTaxRecords: readonly TaxRecord[] = [
  province('AB', { en: 'Alberta', fr: 'Alberta' }, { gst: percent(5) }),
  province('BC', { en: 'British Columbia', fr: 'Colombie-Britannique' }, { gst: percent(5), pst: percent(7) }),
  province('MB', { en: 'Manitoba', fr: 'Manitoba' }, { gst: percent(5), pst: percent(7) }),
  province('NB', { en: 'New Brunswick', fr: 'Nouveau-Brunswick' }, { hst: percent(15) }),
  province('NL', { en: 'Newfoundland and Labrador', fr: 'Terre-Neuve-et-Labrador' }, { hst: percent(15) }),
  province('NS', { en: 'Nova Scotia', fr: 'Nouvelle-Écosse' }, { hst: percent(14) }),
  province('NT', { en: 'Northwest Territories', fr: 'Territoires du Nord-Ouest' }, { gst: percent(5) }),
  province('NU', { en: 'Nunavut', fr: 'Nunavut' }, { gst: percent(5) }),
  province('ON', { en: 'Ontario', fr: 'Ontario' }, { hst: percent(13) }),
  province('PE', { en: 'Prince Edward Island', fr: 'Île-du-Prince-Édouard' }, { hst: percent(15) }),
  province('QC', { en: 'Quebec', fr: 'Québec' }, { gst: percent(5), qst: percent(9.975) }),
  province('SK', { en: 'Saskatchewan', fr: 'Saskatchewan' }, { gst: percent(5), pst: percent(6) }),
  province('YT', { en: 'Yukon', fr: 'Yukon' }, { gst: percent(5) }),
];

/** Standard is free everywhere (the pricing ignores its fee); Express is charged by region. */
export const seedShippingRates: readonly ShippingRateRecord[] = [
  { shippingId: 'ship-standard-ca', method: 'standard', region: 'CA', feeCents: 0, transitDays: 10 },
  { shippingId: 'ship-standard-us', method: 'standard', region: 'US', feeCents: 0, transitDays: 14 },
  { shippingId: 'ship-standard-intl', method: 'standard', region: 'INTL', feeCents: 0, transitDays: 28 },
  { shippingId: 'ship-express-ca', method: 'express', region: 'CA', feeCents: 2_495, transitDays: 3 },
  { shippingId: 'ship-express-us', method: 'express', region: 'US', feeCents: 3_995, transitDays: 5 },
  { shippingId: 'ship-express-intl', method: 'express', region: 'INTL', feeCents: 5_995, transitDays: 7 },
];

/** One code that works (10% off the Discovery Pass), one that has expired. */
export const seedDiscounts: readonly DiscountRecord[] = [
  {
    discountId: 'disc-discover10',
    code: 'DISCOVER10',
    startsAt: '2025-01-01T05:00:00.000Z',
    endsAt: null,
    productIds: ['prod-discovery-adult', 'prod-discovery-senior', 'prod-discovery-family'],
    minimumSubtotalCents: 0,
    kind: 'percentage',
    rate: percent(10),
  },
  {
    discountId: 'disc-summer2024',
    code: 'SUMMER2024',
    startsAt: '2024-06-01T04:00:00.000Z',
    endsAt: '2024-09-03T04:00:00.000Z',
    productIds: null,
    minimumSubtotalCents: 5_000,
    kind: 'fixedAmount',
    amountCents: 1_000,
  },
];
