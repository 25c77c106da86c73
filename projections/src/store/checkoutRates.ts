import { taxEntryOf } from '@parks/domain/catalog/provinceState';
import { shippingEntryOf } from '@parks/domain/catalog/shipping';
import type { Collection } from '@parks/infra/documents/port';
import type { ShippingRateRecord, TaxRecord } from '@parks/schemas/catalog';
import { findViews, type RevisionTracked, revisionTrackedModel, type StoreView } from './revisionTracking.ts';

/**
 * What the checkout prices with: province tax records (ProvinceState) and shipping rates (Shipping). One document
 * per entity (`ProvinceState:<id>`, `Shipping:<id>`) with its published and UAT record. Both lists are small and
 * are read whole, as StartCheckout's `taxRecords` and `shippingRates` and for the province select.
 */
export type CheckoutRateView =
  | Readonly<{ kind: 'tax'; tax: TaxRecord }>
  | Readonly<{ kind: 'shipping'; shipping: ShippingRateRecord }>;

export type CheckoutRateDocument = RevisionTracked<CheckoutRateView>;

export const storeCheckoutRates = revisionTrackedModel<CheckoutRateView>({
  name: 'storeCheckoutRates',
  version: 1,
  entityTypes: ['ProvinceState', 'Shipping'],
  toView: (entityType, payload) => {
    if (entityType === 'ProvinceState') {
      const tax = taxEntryOf(payload);
      return tax && { kind: 'tax', tax };
    }
    const shipping = shippingEntryOf(payload);
    return shipping && { kind: 'shipping', shipping };
  },
  viewIndexes: { kind: ['kind'] },
});

const viewsOf = (
  rates: Collection<CheckoutRateDocument>,
  kind: CheckoutRateView['kind'],
  view: StoreView,
): Promise<CheckoutRateView[]> => findViews(rates, view, { kind }, { sort: { _id: 1 }, projection: { revisions: 0 } });

/** Tax records by province code. */
export const taxRecords = async (rates: Collection<CheckoutRateDocument>, view: StoreView): Promise<TaxRecord[]> =>
  (await viewsOf(rates, 'tax', view))
    .flatMap((entry) => (entry.kind === 'tax' ? [entry.tax] : []))
    .sort((a, b) => a.code.localeCompare(b.code));

/** Shipping rates by method then region. */
export const shippingRates = async (
  rates: Collection<CheckoutRateDocument>,
  view: StoreView,
): Promise<ShippingRateRecord[]> =>
  (await viewsOf(rates, 'shipping', view))
    .flatMap((entry) => (entry.kind === 'shipping' ? [entry.shipping] : []))
    .sort((a, b) => b.method.localeCompare(a.method) || a.region.localeCompare(b.region));
