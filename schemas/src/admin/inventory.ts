import { type InferType, object } from 'yup';
import { count, text } from '../fields.ts';
import { msg } from '../texts/messages/index.ts';

/**
 * The inventory adjustment of a portal product (back-office.md §2 inventory/adjust/{productId}): units in (+) or
 * out (−) of stock, never 0, and why. The stock decider (domain/src/stock) repeats the rules for any other caller.
 */
export const inventoryLimits = { adjustment: 1_000_000, reason: 500, pageSize: 20 } as const;

export const inventoryAdjustmentSchema = object({
  quantity: count(msg('inventory.adjustment.invalid'))
    .min(-inventoryLimits.adjustment, msg('inventory.adjustment.invalid'))
    .max(inventoryLimits.adjustment, msg('inventory.adjustment.invalid'))
    .notOneOf([0], msg('inventory.adjustment.invalid'))
    .required(msg('inventory.adjustment.invalid')),
  reason: text(inventoryLimits.reason).required(msg('inventory.reason.required')),
});
export type InventoryAdjustmentValues = InferType<typeof inventoryAdjustmentSchema>;
