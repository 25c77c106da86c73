import type { RefundFormDto } from '@parks/schemas/admin/refunds';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkScreen, viewports } from './support/adminSteps.ts';
import { apiCall, mailFilesWith } from './support/api.ts';
import { buyAsGuest } from './support/guestOrders.ts';
import { signInToAdmin, startTestStack } from './support/setup.ts';

/*
 * The order modal over the b2c orders list, as an Administrator against the real server (issue 13): a public order
 * found by the customer's e-mail in the list's keyword search, opened, its shipping address edited, a note added,
 * the confirmation resent (exactly one more mail), one line refunded partially after an amount over what is left
 * was marked invalid, then the refund and the four actions in the timeline with their before and after values.
 * Axe finds nothing serious at 1366 px and 375 px (English), and in French at 375 px; screenshots under
 * test-output/e2e/admin-order-modal/.
 */

const stack = startTestStack({ timeout: 240_000 });
const folder = 'admin-order-modal';
const customer = 'marguerite.modal@example.ca';

/** A public order as a visitor places it: one adult Discovery Pass to Ottawa, paid by card. */
const placePublicOrder = async (key: string): Promise<string> =>
  (
    await buyAsGuest(stack.server.url, {
      key,
      quantity: 1,
      shippingMethod: 'standard',
      shipping: {
        firstName: 'Marguerite',
        lastName: 'Bourgeoys',
        address1: '12 Old Wharf Rd',
        email: customer,
        confirmEmail: customer,
        phone1: '(613) 555-0142',
      },
    })
  ).orderId;

const dialogOf = (page: Page, orderId: string, view: string): Locator =>
  page.getByRole('dialog', { name: `Order ${orderId}: ${view}` });

/** The timeline row of one kind of entry (its label, in the page language). */
const timelineRow = (dialog: Locator, label: string): Locator =>
  dialog
    .getByRole('table', { name: /oldest first|plus ancien/ })
    .getByRole('row')
    .filter({ hasText: label });

describe('the order modal', () => {
  it('an Administrator edits, notes, resends and refunds a public order and reads it all in the timeline', async () => {
    const orderId = await placePublicOrder('e2e-order-modal-1');
    const { server, browser, lmgToken } = stack;
    const form = await apiCall<RefundFormDto>(server.url, `/api/Refunds/GetById/${orderId}?storeCode=b2c`, {
      token: lmgToken,
    });
    expect(form.status).toBe(200);
    const product = form.body.lines.find((line) => line.sku !== 'S/H');
    if (!product) throw new Error('the order has no product line to refund');
    const mailsBefore = () => mailFilesWith(server.dataDir, orderId).length;
    // The first confirmation is written by the mail worker once the order is placed.
    await expect.poll(mailsBefore, { timeout: 15_000 }).toBeGreaterThan(0);
    const firstMails = mailsBefore();

    const context = await browser.newContext({ viewport: viewports[1366] });
    context.setDefaultTimeout(15_000);
    try {
      await signInToAdmin(context, server.url, 'administrator');
      const page = await context.newPage();
      await page.goto(`${server.url}/en/admin/b2c/orders`);
      await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();

      // The list's keyword search finds the order by the customer's e-mail; its row opens the modal's details.
      await page.getByLabel('Keyword').fill(customer);
      await page.getByRole('button', { name: 'Search', exact: true }).first().click();
      await page.waitForURL((url) => url.searchParams.get('search') === customer);
      await expect.poll(() => page.locator('.admin-table tbody tr').count()).toBe(1);
      await page
        .locator('.admin-table tbody tr')
        .getByRole('button', { name: /^Details/ })
        .click();
      await page.waitForURL((url) => url.pathname === `/en/admin/b2c/orders/details/${orderId}`);

      // Needs GET /api/Orders/GetOrderDetails: the details, the footer's actions and every step through them.
      let dialog = dialogOf(page, orderId, 'Details');
      await dialog.getByRole('heading', { name: 'Timeline' }).waitFor();
      await expect.poll(() => dialog.getByText('12 Old Wharf Rd').count()).toBe(2);
      for (const name of ['Print', 'Edit', 'Edit status', 'Add note', 'Resend e-mail', 'Refund', 'Close']) {
        await dialog.getByRole('button', { name, exact: true }).waitFor();
      }
      await checkScreen(page, folder, 'details-en', 1366);
      // Payments are LMG's and SuperUser's (§6): no link to them for an Administrator.
      expect(await dialog.getByRole('link', { name: 'Payments of this order' }).count()).toBe(0);

      // Edit: the shipping address's first line; Cancel first goes back to details with nothing sent.
      await dialog.getByRole('button', { name: 'Edit', exact: true }).click();
      dialog = dialogOf(page, orderId, 'Edit');
      const shipping = dialog.getByRole('group', { name: 'Shipping address' });
      await shipping.getByLabel('Address line 1').fill('99 New Dock St');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      dialog = dialogOf(page, orderId, 'Details');
      await dialog.getByRole('button', { name: 'Edit', exact: true }).click();
      dialog = dialogOf(page, orderId, 'Edit');
      await expect.poll(() => shipping.getByLabel('Address line 1').inputValue()).toBe('12 Old Wharf Rd');
      await shipping.getByLabel('Address line 1').fill('99 New Dock St');
      await dialog.getByLabel('Reason for the change (optional)').fill('The customer moved');
      await checkScreen(page, folder, 'edit-en', 1366);
      await dialog.getByRole('button', { name: 'Save' }).click();
      dialog = dialogOf(page, orderId, 'Details');
      await dialog.getByText('The order has been updated.').waitFor();

      // A note.
      await dialog.getByRole('button', { name: 'Add note', exact: true }).click();
      dialog = dialogOf(page, orderId, 'Add note');
      await dialog.getByLabel('Note').fill('Called the customer about the new address.');
      await dialog.getByRole('button', { name: 'Save' }).click();
      dialog = dialogOf(page, orderId, 'Details');
      await dialog.getByText('The note has been added.').waitFor();
      // Clicking anywhere in the modal clears its alerts.
      await dialog.getByRole('heading', { name: 'Timeline' }).click();
      await expect.poll(() => dialog.getByText('The note has been added.').count()).toBe(0);

      // A note is never rewritten: its correction is a new note that points at it.
      await dialog.getByRole('button', { name: 'Correct this note' }).click();
      dialog = dialogOf(page, orderId, 'Add note');
      await dialog.getByText('This note corrects:').waitFor();
      await dialog.getByLabel('Note').fill('Called the customer: the new address is confirmed.');
      await dialog.getByRole('button', { name: 'Save' }).click();
      dialog = dialogOf(page, orderId, 'Details');
      await dialog.getByText('The note has been added.').waitFor();
      await dialog.getByText(/Correction of an earlier note/).waitFor();
      await dialog.getByText(/Corrected by a later note/).waitFor();

      // The confirmation again, to the customer: exactly one more mail.
      await dialog.getByRole('button', { name: 'Resend e-mail', exact: true }).click();
      dialog = dialogOf(page, orderId, 'Resend e-mail');
      await dialog.getByText(`The customer (${customer})`).waitFor();
      await checkScreen(page, folder, 'email-en', 1366);
      await dialog.getByRole('button', { name: 'Send' }).click();
      dialog = dialogOf(page, orderId, 'Details');
      await dialog.getByText('The confirmation e-mail will be sent again.').waitFor();
      await expect.poll(mailsBefore, { timeout: 15_000 }).toBe(firstMails + 1);

      // The refund: Partial, one line. An amount over what is left is marked invalid and blocks the preview.
      await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
      dialog = dialogOf(page, orderId, 'Refund');
      const amount = dialog.getByLabel(`Amount to refund on ${product.sku}`);
      const over = ((product.amountAvailableForRefundCents + 1) / 100).toFixed(2);
      await amount.fill(over);
      await expect.poll(() => amount.getAttribute('aria-invalid')).toBe('true');
      await dialog.getByText('The amount exceeds what is available for refund on this line.').waitFor();
      await dialog.getByLabel('Reason').fill('Pass lost in the mail');
      await dialog.getByRole('button', { name: 'Preview' }).click();
      await dialog.getByRole('alert').filter({ hasText: 'Correct the lines marked invalid' }).waitFor();
      await amount.fill('10.00');
      await expect.poll(() => amount.getAttribute('aria-invalid')).toBeNull();
      await checkScreen(page, folder, 'refund-en', 1366);
      await dialog.getByRole('button', { name: 'Preview' }).click();
      const preview = dialog.getByRole('region', { name: 'Preview' });
      await preview.getByText(/^Refund \$\d+\.\d{2} to the customer\?/).waitFor();
      await expect.poll(() => preview.getByRole('cell', { name: '$10.00' }).count()).toBeGreaterThan(0);
      await checkScreen(page, folder, 'refund-preview-en', 1366);
      await preview.getByRole('button', { name: 'Refund', exact: true }).click();
      dialog = dialogOf(page, orderId, 'Details');
      await dialog.getByText('The refund was recorded.').waitFor();

      // The refund with its line and who added it, and the four actions in the timeline with before and after.
      await dialog.getByRole('heading', { name: new RegExp(`^Refund ${orderId}-R1: Partial`) }).waitFor();
      await dialog.getByText(/^Added by .+ \(Administrator\)$/).waitFor();
      const edited = timelineRow(dialog, 'Order edited');
      await expect
        .poll(() => edited.textContent())
        .toContain('Shipping address: Address line 1: 12 Old Wharf Rd → 99 New Dock St');
      expect(await edited.textContent()).toContain('The customer moved');
      expect(await edited.textContent()).toContain('(Administrator)');
      await timelineRow(dialog, 'Note added').filter({ hasText: 'Called the customer' }).waitFor();
      await timelineRow(dialog, 'Note corrected').filter({ hasText: 'the new address is confirmed' }).waitFor();
      await timelineRow(dialog, 'Confirmation e-mail resend requested').waitFor();
      await timelineRow(dialog, 'Refund requested').waitFor();
      await dialog.getByText('Called the customer about the new address.').first().waitFor();
      await checkScreen(page, folder, 'details-after-en', 1366);

      // editStatus offers the decider's next statuses only; cancelling needs a reason.
      await dialog.getByRole('button', { name: 'Edit status', exact: true }).click();
      dialog = dialogOf(page, orderId, 'Edit status');
      await dialog.getByLabel('New status').selectOption('cancelled');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('Please enter a reason.').waitFor();
      await dialog.getByLabel('Reason (required to cancel or decline)').fill('The customer asked to cancel');
      await dialog.getByRole('button', { name: 'Save' }).click();
      dialog = dialogOf(page, orderId, 'Details');
      await dialog.getByText('The order status has been updated.').waitFor();
      await timelineRow(dialog, 'Status changed').filter({ hasText: 'Status: Pending → Cancelled' }).waitFor();

      // Escape closes the modal: back to the list, its search kept.
      await page.keyboard.press('Escape');
      await page.waitForURL(
        (url) => url.pathname === '/en/admin/b2c/orders' && url.searchParams.get('search') === customer,
      );
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

      // The same order in French at 375 px: the details' labels, the refund view's type and amounts.
      await page.setViewportSize(viewports[375]);
      await page.goto(`${server.url}/fr/admin/b2c/orders/details/${orderId}`);
      const french = page.getByRole('dialog', { name: `Commande ${orderId} : Détails` });
      await french.getByRole('heading', { name: 'Historique' }).waitFor();
      await french.getByText('Adresse de livraison : Adresse ligne 1 : 12 Old Wharf Rd → 99 New Dock St').waitFor();
      await checkScreen(page, folder, 'details-fr', 375);
      await french.getByRole('button', { name: 'Rembourser', exact: true }).click();
      const frenchRefund = page.getByRole('dialog', { name: `Commande ${orderId} : Rembourser` });
      const frenchAmount = frenchRefund.getByLabel(`Montant à rembourser sur ${product.sku}`);
      const box = frenchRefund.getByRole('checkbox', { name: `Rembourser ${product.sku}` });
      // Full refund: every line at all it has left, its box ticked and locked; another type starts over.
      await frenchRefund.getByLabel('Type de remboursement').selectOption('full');
      const left = ((product.amountAvailableForRefundCents - 1_000) / 100).toFixed(2);
      await expect.poll(() => frenchAmount.inputValue()).toBe(left);
      expect([await box.isChecked(), await box.isDisabled()]).toEqual([true, true]);
      await checkScreen(page, folder, 'refund-fr', 375);
      await frenchRefund.getByLabel('Type de remboursement').selectOption('specific');
      await expect.poll(() => frenchAmount.inputValue()).toBe('');
      await box.check();
      await expect.poll(() => frenchAmount.inputValue()).toBe(left);
      await frenchRefund.getByRole('button', { name: 'Annuler' }).click();
      await page.getByRole('dialog', { name: `Commande ${orderId} : Détails` }).waitFor();

      // An order that does not exist: the modal says so, in the page language.
      await page.goto(`${server.url}/fr/admin/b2c/orders/details/20261127-NOPE`);
      await page.getByRole('dialog', { name: 'Commande 20261127-NOPE : Détails' }).getByRole('alert').waitFor();
    } finally {
      await context.close();
    }
  }, 180_000);

  it("a SuperUser follows the details' link to the order's payments, in English and French", async () => {
    const orderId = await placePublicOrder('e2e-order-modal-payments');
    const { server, browser } = stack;
    const context = await browser.newContext({ viewport: viewports[1366] });
    context.setDefaultTimeout(15_000);
    try {
      await signInToAdmin(context, server.url, 'superuser');
      const page = await context.newPage();
      for (const [lng, width, title, link, list, kind] of [
        ['en', 1366, `Order ${orderId}: Details`, 'Payments of this order', 'Payments', 'Card authorization'],
        [
          'fr',
          375,
          `Commande ${orderId} : Détails`,
          'Paiements de cette commande',
          'Paiements',
          'Autorisation de carte',
        ],
      ] as const) {
        await page.setViewportSize(viewports[width]);
        await page.goto(`${server.url}/${lng}/admin/b2c/orders/details/${orderId}`);
        const dialog = page.getByRole('dialog', { name: title });
        await dialog.getByRole('link', { name: link }).click();
        // The payments list, searched by the order's id: its card authorization.
        await page.waitForURL(
          (url) => url.pathname === `/${lng}/admin/b2c/payments` && url.searchParams.get('search') === orderId,
        );
        await page.getByRole('heading', { level: 1, name: list }).waitFor();
        const row = page.locator('.admin-table tbody tr').filter({ hasText: orderId });
        await row.filter({ hasText: kind }).waitFor();
        expect(await page.locator('.admin-table tbody tr').count()).toBe(1);
        await checkScreen(page, folder, `payments-${lng}`, width);
      }
    } finally {
      await context.close();
    }
  }, 120_000);
});
