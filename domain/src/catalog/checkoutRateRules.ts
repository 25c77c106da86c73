import type { ShippingMethod, ShippingRegion } from '@parks/schemas/catalog';
import type { MessageKey } from '@parks/schemas/messages/index';

type RateKey = Readonly<{ id: string | null; method: ShippingMethod; region: ShippingRegion }>;

/**
 * The checkout offers one rate per method and region: a rate may not take the method and region of another live one
 * (field → message keys; empty when it may be written).
 */
export const shippingRateProblems = (live: readonly RateKey[], candidate: RateKey): Record<string, MessageKey[]> =>
  live.some((rate) => rate.id !== candidate.id && rate.method === candidate.method && rate.region === candidate.region)
    ? { region: ['admin.shipping.duplicate'] }
    : {};
