import { describe, expect, it } from 'vitest';
import { portalCustomerAccounts } from '../seed/portalCheckout.ts';
import {
  budgetCodesOf,
  type PortalCheckoutChoices,
  type PortalCheckoutUser,
  portalCheckoutIssues,
} from './checkout.ts';
import { placedPortalOrder, portalTestChoices, portalTestLine, portalTestUser } from './testing.ts';

const portalUser = portalTestUser;
const operator: PortalCheckoutUser = { userId: 'usr-op', username: 'operator', role: 'Operator', customerNumbers: [] };
const choices = portalTestChoices;
const issuesOf = (more: Partial<PortalCheckoutChoices>, user = portalUser, cartEmpty = false) =>
  portalCheckoutIssues({
    choices: { ...choices, ...more },
    user,
    accounts: portalCustomerAccounts,
    shippingMethods: ['standard', 'express'],
    cartEmpty,
  }).map((issue) => issue.code);

describe('the portal checkout form', () => {
  it('is complete with an address, a shipping method and option and one of my customer numbers', () =>
    expect(issuesOf({})).toEqual([]));
  it('needs a customer number', () => expect(issuesOf({ budgetCode: null })).toEqual(['portal.budgetCode.required']));
  it('lets an Operator check out without a customer number', () =>
    expect(issuesOf({ budgetCode: null }, operator)).toEqual([]));
  it('refuses a customer number not assigned to the user', () =>
    expect(issuesOf({ budgetCode: 'CPC-200001' })).toEqual(['portal.budgetCode.invalid']));
  it('needs a cart, an address, a shipping method and a shipping option', () =>
    expect(
      issuesOf(
        { address: { ...choices.address, address1: '', postalCode: 'K1A' }, shippingMethod: null, shippingOption: 'x' },
        portalUser,
        true,
      ),
    ).toEqual([
      'portal.cartEmpty',
      'checkout.address1.required',
      'checkout.postalCode.invalid',
      'portal.shippingMethod.required',
      'portal.shippingOption.required',
    ]));
  it('offers a portal user their own customer numbers, and staff every account', () => {
    expect(budgetCodesOf(portalUser, portalCustomerAccounts).map((a) => a.customerNumber)).toEqual([
      'CPC-100001',
      'CPC-100002',
    ]);
    expect(budgetCodesOf(operator, portalCustomerAccounts)).toHaveLength(portalCustomerAccounts.length);
  });
});

const place = (user: PortalCheckoutUser, budgetCode: string | null, quantity = 100) =>
  placedPortalOrder({ user, budgetCode, lines: [{ ...portalTestLine, quantity }] });

describe('a submitted portal order', () => {
  it('waits for approval on an account that approves every order, with its customer number, PO and fees', () => {
    const placed = place(portalUser, 'CPC-100001');
    expect(placed.data).toMatchObject({
      storeCode: 'b2b',
      status: 'pendingApproval',
      budgetCode: 'CPC-100001',
      poNumber: 'PO-77',
      placedBy: 'usr-portal',
      payment: null,
    });
    expect(placed.data.portal?.fees.totalCents).toBe(placed.data.totals.totalCents);
    expect(placed.data.portal?.lines[0]).toMatchObject({ sku: 'PUB-VG-001', yearOption: { en: '2027', fr: '2027' } });
  });
  it('is Pending under the account limit, and drops the PO number where the account takes none', () => {
    const placed = place(portalUser, 'CPC-100002');
    expect(placed?.data).toMatchObject({ status: 'pending', poNumber: null });
  });
  it('waits for approval above the account limit', () =>
    expect(place(portalUser, 'CPC-100002', 2_000).data).toMatchObject({ status: 'pendingApproval' }));
  it('is Pending when an Operator places it without a customer number', () =>
    expect(place(operator, null).data).toMatchObject({ status: 'pending', budgetCode: null }));
});
