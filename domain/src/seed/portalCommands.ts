import type { SeedEntity } from './catalog.ts';
import { type SeedCommand, seedCommands } from './commands.ts';
import { portalSeedCategories, portalSeedProducts } from './portalCatalog.ts';

/** The portal's seeded entities, in load order: categories (parents first), then each product and its price. */
export const portalSeedEntities: readonly SeedEntity[] = [
  ...portalSeedCategories.map((payload) => ({
    entityType: 'Category' as const,
    entityId: payload.categoryId,
    payload,
  })),
  ...portalSeedProducts.flatMap(({ product, price }) => [
    { entityType: 'Product' as const, entityId: product.productId, payload: product },
    { entityType: 'Price' as const, entityId: price.priceId, payload: price },
  ]),
];

/** Draft then publish each portal entity, run like the store seed's commands (with `seedDecider`). */
export const portalSeedCommands = (options: Readonly<{ now: string; userId?: string }>): SeedCommand[] =>
  seedCommands({ ...options, entities: portalSeedEntities });
