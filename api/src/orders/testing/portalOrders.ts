/**
 * Portal orders for the orders API tests, placed the way a portal user does (cart → PortalCheckout/Create) on a
 * server of `startTestApi({ seedCatalogue: true })`: one visitor guide line (25 English guides unless asked
 * otherwise), a new address, the given customer number. Returns the order id and the status the checkout gave it.
 */
import { portalProductIds } from '@parks/domain/seed/portalCatalog';
import { portalCheckoutForm, portalOrderAddress } from '@parks/domain/testing/portalCheckout';
import type { SignedInUserDto } from '@parks/schemas/auth';
import type { PortalCheckoutResultDto } from '@parks/schemas/portal';
import { call } from '../../testing/testApi.ts';

// The portal shopper's address and checkout form: the domain's fixtures, which the browser tests place orders with too.
export { portalCheckoutForm, portalOrderAddress };

/** A visitor guide line of the portal cart without its quantity: the 2027 edition in packs of 25. */
export const visitorGuide = (language: 'en' | 'fr' = 'en') => ({
  productId: portalProductIds.visitorGuide,
  yearOptionId: 'year-2027',
  languageOptionId: `lang-${language}`,
  packSizeId: 'pack-25',
});

export type PlacedPortalOrder = Readonly<{ orderId: string; status: string }>;

let placed = 0;

export const placePortalOrder = async (
  base: string,
  user: Pick<SignedInUserDto, 'id' | 'token'>,
  budgetCode: string | null,
  { quantity = 25, language = 'en' }: Readonly<{ quantity?: number; language?: 'en' | 'fr' }> = {},
): Promise<PlacedPortalOrder> => {
  const added = await call(base, '/api/portal/cart/addToCart', {
    token: user.token,
    body: { ...visitorGuide(language), quantity },
  });
  if (added.status !== 201) throw new Error(`add to cart: ${added.status} ${JSON.stringify(added.body)}`);
  placed += 1;
  const reply = await call<PortalCheckoutResultDto>(base, `/api/PortalCheckout/Create/${user.id}`, {
    token: user.token,
    body: {
      ...portalCheckoutForm,
      poNumber: `PO-${placed}`,
      ...(budgetCode === null ? {} : { budgetCode }),
    },
    headers: { 'Idempotency-Key': `test-order-${process.pid}-${placed}` },
  });
  if (reply.status !== 201) throw new Error(`checkout: ${reply.status} ${JSON.stringify(reply.body)}`);
  return { orderId: reply.body.orderId, status: reply.body.status };
};
