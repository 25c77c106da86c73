import type { DiscountRecord, PriceRecord, ShippingRateRecord, TaxRecord } from '@parks/schemas/catalog';
import type { StoreSettingsRecord } from '@parks/schemas/settings';
import { seedCategories } from './categories.ts';
import { seedDiscounts, seedShippingRates, seedTaxRecords } from './checkout.ts';
import { seedContent } from './content.ts';
import { seedProducts } from './products.ts';
import type { SeedCategoryRecord, SeedContentRecord, SeedProductRecord } from './records.ts';
import { seedSettings } from './settings.ts';

/** The payload each seeded entity type carries. */
export type SeedPayloads = {
  Category: SeedCategoryRecord;
  Product: SeedProductRecord;
  Price: PriceRecord;
  Content: SeedContentRecord;
  Discount: DiscountRecord;
  Shipping: ShippingRateRecord;
  ProvinceState: TaxRecord;
  Settings: StoreSettingsRecord;
};

/** One entity of the seed: its revision entity type, its id (deterministic) and the payload to publish. */
export type SeedEntity = {
  [T in keyof SeedPayloads]: Readonly<{ entityType: T; entityId: string; payload: SeedPayloads[T] }>;
}[keyof SeedPayloads];

/**
 * The whole public-store seed, in load order: categories (parents first), products with their prices, content,
 * promo codes, shipping rates, province taxes and the store's settings. URL aliases are not entities of their own: categories and
 * content pages carry them (`urlAlias`).
 */
export const seedEntities: readonly SeedEntity[] = [
  ...seedCategories.map((payload) => ({ entityType: 'Category' as const, entityId: payload.categoryId, payload })),
  ...seedProducts.flatMap(({ product, price }) => [
    { entityType: 'Product' as const, entityId: product.productId, payload: product },
    { entityType: 'Price' as const, entityId: price.priceId, payload: price },
  ]),
  ...seedContent.map((payload) => ({ entityType: 'Content' as const, entityId: payload.contentId, payload })),
  ...seedDiscounts.map((payload) => ({ entityType: 'Discount' as const, entityId: payload.discountId, payload })),
  ...seedShippingRates.map((payload) => ({ entityType: 'Shipping' as const, entityId: payload.shippingId, payload })),
  ...seedTaxRecords.map((payload) => ({
    entityType: 'ProvinceState' as const,
    entityId: payload.provinceStateId,
    payload,
  })),
  { entityType: 'Settings' as const, entityId: seedSettings.settingId, payload: seedSettings },
];
