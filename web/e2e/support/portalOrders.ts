/**
 * A portal order placed through the real API as the seeded portal user: on CPC-100001, whose orders all wait for
 * approval, the visitor guide shipped to Gatineau (QC, so GST and QST apply).
 */
import { portalCheckoutForm } from '@parks/domain/testing/portalCheckout';
import { expect } from 'vitest';
import { apiCall } from './api.ts';

export const portalPassword = 'Portal-Parks-Local-2026';

export type PortalOrderOptions = Readonly<{
  /** The checkout's Idempotency-Key: one per order of a test file. */
  key: string;
  poNumber: string;
  lastName?: string;
  /** Visitor guides, in packs of 25. */
  quantity?: number;
  language?: 'en' | 'fr';
}>;

/** Orders visitor guides as the portal user; returns the order (waiting for approval) and the user's token. */
export const orderVisitorGuides = async (
  base: string,
  options: PortalOrderOptions,
): Promise<{ orderId: string; token: string }> => {
  const signedIn = await apiCall<{ id: string; token: string }>(base, '/api/account/authenticate', {
    body: { username: 'portal', password: portalPassword, rememberme: false },
  });
  const orderId = await orderGuidesAs(base, signedIn.body, options);
  return { orderId, token: signedIn.body.token };
};

/** Orders visitor guides on CPC-100001 as the signed-in portal user `user`; returns the order, waiting for approval. */
export const orderGuidesAs = async (
  base: string,
  user: Readonly<{ id: string; token: string }>,
  { key, poNumber, lastName = 'Martin', quantity = 25, language = 'en' }: PortalOrderOptions,
): Promise<string> => {
  const { id, token } = user;
  const added = await apiCall(base, '/api/portal/cart/addToCart', {
    token,
    body: {
      productId: 'prod-b2b-visitor-guide',
      yearOptionId: 'year-2027',
      languageOptionId: `lang-${language}`,
      packSizeId: 'pack-25',
      quantity,
    },
  });
  expect(added.status).toBe(201);
  const placed = await apiCall<{ orderId: string; status: string }>(base, `/api/PortalCheckout/Create/${id}`, {
    token,
    headers: { 'Idempotency-Key': key },
    body: {
      ...portalCheckoutForm,
      lastName,
      poNumber,
      budgetCode: 'CPC-100001',
    },
  });
  expect([placed.status, placed.body.status]).toEqual([201, 'pendingApproval']);
  return placed.body.orderId;
};

/** Places order number `n` (its PO number `PO-E2E-{n}`; `key` keeps idempotency keys apart between files). */
export const placePortalOrder = async (base: string, n: number, key: string): Promise<string> =>
  (await orderVisitorGuides(base, { key: `${key}-${n}`, poNumber: `PO-E2E-${n}`, lastName: `Martin${n}` })).orderId;
