import { percent } from '@parks/schemas/money';
import { defaultPortalFees } from '@parks/schemas/settings';
import type { PortalCustomerAccount } from '../portal/checkout.ts';
import type { PortalFeeSchedule } from '../portal/fees.ts';

/**
 * The portal's fee schedule and shipping: the amounts every portal checkout charges (domain/src/portal/fees.ts).
 * The three fees are the defaults of the store's settings, where staff change them (the portal quote reads the
 * published settings); the rest changes with a release.
 */
export const portalFeeSchedule: PortalFeeSchedule = {
  ...defaultPortalFees,
  volumeDiscount: { thresholdCents: 100_000, rate: percent(5) },
  productionDays: 3,
  shippingMethods: [
    { id: 'standard', name: { en: 'Ground', fr: 'Terrestre' } },
    { id: 'express', name: { en: 'Express', fr: 'Express' } },
  ],
  shippingOptions: [
    { id: 'shipComplete', name: { en: 'Ship complete', fr: 'Expédier la commande complète' } },
    {
      id: 'shipAsAvailable',
      name: { en: 'Ship items as they become available', fr: 'Expédier les articles dès qu’ils sont disponibles' },
    },
  ],
  shippingRates: {
    standard: {
      CA: { feeCents: 1_500, transitDays: 5 },
      US: { feeCents: 2_500, transitDays: 8 },
      INTL: { feeCents: 4_500, transitDays: 15 },
    },
    express: {
      CA: { feeCents: 3_500, transitDays: 2 },
      US: { feeCents: 4_500, transitDays: 3 },
      INTL: { feeCents: 7_500, transitDays: 5 },
    },
  },
};

/**
 * The customer numbers (budget codes) of the seed users, with their approval settings (orders/approvalRule.ts):
 * CPC-100001 has every order approved; CPC-100002 above $500.00; CPC-200001 never. Only CPC-100002 has no PO.
 */
export const portalCustomerAccounts: readonly PortalCustomerAccount[] = [
  {
    customerNumber: 'CPC-100001',
    name: { en: 'Parks Partner Inc. — operations', fr: 'Parks Partner Inc. — opérations' },
    approvalRequired: true,
    approvalLimitCents: null,
    poNumberEnabled: true,
  },
  {
    customerNumber: 'CPC-100002',
    name: { en: 'Parks Partner Inc. — events', fr: 'Parks Partner Inc. — événements' },
    approvalRequired: false,
    approvalLimitCents: 50_000,
    poNumberEnabled: false,
  },
  {
    customerNumber: 'CPC-200001',
    name: { en: 'Partenaire Parcs Ltée', fr: 'Partenaire Parcs Ltée' },
    approvalRequired: false,
    approvalLimitCents: null,
    poNumberEnabled: true,
  },
];
