/**
 * The portal checkout's stock step: before the cart records the order to place, each product's stock stream
 * reserves the order's units (domain/src/stock/decider.ts decides the check and the reservation at once, appended
 * with the stream's expected revision). When one product cannot give its units, or the cart then refuses the
 * attempt, the units already reserved for that order are given back, so nothing is held for an order never placed.
 * A crash before the cart records the order leaves its reservations provisional: the stock sweep gives them back
 * after the hold (domain/src/stock/reservationHold.ts, workers/src/stockReservations).
 */
import type { PortalCheckoutQuote } from '@parks/domain/portal/checkoutQuote';
import type { CommandMetadata } from '@parks/domain/shared/decider';
import { domainError } from '@parks/domain/shared/errors';
import type { PortalStockCommand } from '@parks/domain/stock/commands';
import { portalStockDecider } from '@parks/domain/stock/decider';
import { mayStillRecord } from '@parks/domain/stock/reservationHold';
import { portalStockStream } from '@parks/domain/stock/streams';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import { stockCountOf } from '@parks/projections/portal/inventory';
import type { PortalCatalogue } from './catalogue.ts';
import type { PortalDeps } from './deps.ts';

/** Many orders may reach one popular product at once: each conflict is a fresh decision, never an error. */
const reservationRetries = 20;

const unitsPerProduct = (lines: PortalCheckoutQuote['lines']): Map<string, number> => {
  const units = new Map<string, number>();
  for (const { productId, quantity } of lines) units.set(productId, (units.get(productId) ?? 0) + quantity);
  return units;
};

/** One command on a product's stock stream, retried on conflicts. */
const onStock = (deps: PortalDeps, productId: string, command: PortalStockCommand) =>
  handleCommand(deps.eventStore, portalStockStream(productId), portalStockDecider, command, {
    maxRetries: reservationRetries,
  });

export const cancelStockReservations = async (
  deps: PortalDeps,
  orderId: string,
  productIds: readonly string[],
  metadata: CommandMetadata,
): Promise<void> => {
  for (const productId of productIds) {
    await onStock(deps, productId, { type: 'CancelPortalStockReservation', data: { productId, orderId }, metadata });
  }
};

/** Reserves every line's units for `orderId`; throws the domain's refusal after giving back what it reserved. */
export const reserveStock = async (
  deps: PortalDeps,
  catalogue: PortalCatalogue,
  orderId: string,
  lines: PortalCheckoutQuote['lines'],
  metadata: CommandMetadata,
): Promise<readonly string[]> => {
  const reserved: string[] = [];
  // One order of products for every checkout: two orders never each wait on the other's first product.
  const units = [...unitsPerProduct(lines)].sort(([a], [b]) => a.localeCompare(b));
  try {
    for (const [productId, quantity] of units) {
      const product = catalogue.products.find((view) => view.productId === productId);
      const { received, released, unreserved } = stockCountOf(catalogue, productId, product?.inventory ?? 0);
      await onStock(deps, productId, {
        type: 'ReservePortalStock',
        data: {
          productId,
          orderId,
          quantity,
          received,
          released,
          unreserved,
          allowBackorder: product?.allowBackorder ?? false,
        },
        metadata,
      });
      reserved.push(productId);
    }
  } catch (error) {
    await cancelStockReservations(deps, orderId, reserved, metadata);
    throw error;
  }
  return reserved;
};

/**
 * The checkout's side of the hold (domain/src/stock/reservationHold.ts): the cart records the order only while the
 * reservations taken at `metadata.now` are young enough that the sweep cannot be giving them back. A request that
 * got slower than that gives them back itself and asks for a new submission, which decides afresh.
 */
export const assertReservationsHeld = async (
  deps: PortalDeps,
  orderId: string,
  productIds: readonly string[],
  metadata: CommandMetadata,
): Promise<void> => {
  if (productIds.length === 0 || mayStillRecord(metadata.now, deps.clock().toISOString())) return;
  await cancelStockReservations(deps, orderId, productIds, { ...metadata, now: deps.clock().toISOString() });
  throw domainError('portal.checkoutTooSlow', 409);
};
