import { paymentsScreen } from '@parks/schemas/admin/families/payments/texts';
import { translate } from '@parks/schemas/messages/index';
import { commonScreen } from '@parks/schemas/texts/screens/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './support/api.ts';
import { screenshot } from './support/app.ts';
import { buyAsGuest } from './support/guestOrders.ts';
import { seriousViolations } from './support/looks.ts';
import { signedInPages, startTestStack } from './support/setup.ts';

/*
 * Payments is read-only (§7): its edit screen saves an annotation through the family's own call
 * (`POST /api/Payments/Annotate/{id}`, named by the descriptor's `screenSaves`), never an Update. LMG annotates a
 * card authorization on the screen, in English and in French, and the details show the note and reference; an
 * Update sent by hand answers 405.
 */

const stack = startTestStack();
const pages = signedInPages(stack);
let paymentId = '';

beforeAll(async () => {
  const { orderId } = await buyAsGuest(stack.server.url, { key: 'payment-annotation-1', quantity: 1 });
  paymentId = `${orderId}-A`;
});

describe.each(['en', 'fr'] as const)('a payment annotated on its edit screen (%s)', (lng) => {
  it('saves through Annotate and shows the note and reference in the details', async () => {
    const texts = paymentsScreen[lng];
    const page = await pages.newPage();
    await page.goto(`${stack.server.url}/${lng}/admin/b2c/payments/edit/${encodeURIComponent(paymentId)}`);
    await page.getByLabel(texts.note).first().waitFor();
    const note = lng === 'en' ? 'Matched on the bank statement' : 'Rapproché sur le relevé bancaire';
    await page.getByLabel(texts.note).first().fill(note);
    await page.getByLabel(texts.reconciliationReference).first().fill(`BNK-${lng}-2026`);
    const annotate = page.waitForResponse(
      (response) => response.url().includes('/api/Payments/Annotate/') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: commonScreen[lng].save, exact: true }).click();
    expect((await annotate).status()).toBe(200);
    await page.getByText(translate(lng, 'admin.saved')).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${stack.server.url}/${lng}/admin/b2c/payments/details/${encodeURIComponent(paymentId)}`);
    await page.getByText(note).first().waitFor();
    await page.getByText(`BNK-${lng}-2026`).first().waitFor();
    await screenshot(page, `payment-annotated-${lng}-1366`);
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, `payment-annotated-${lng}-375`);
    await page.close();
  });
});

it('answers 405 to an Update of a payment sent by hand', async () => {
  const updated = await apiCall(
    stack.server.url,
    `/api/Payments/Update/${encodeURIComponent(paymentId)}?storeCode=b2c`,
    {
      method: 'PUT',
      token: stack.lmgToken,
      body: { note: 'x' },
    },
  );
  expect(updated.status).toBe(405);
});
