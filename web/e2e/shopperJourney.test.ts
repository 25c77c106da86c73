import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { idleQueue, queueBacklog } from './support/api.ts';
import { screenshot } from './support/app.ts';
import {
  type ApiOrder,
  apiGet,
  definitionPairs,
  headerOf,
  journeyTexts,
  type Lng,
  mailsIn,
  money,
  normalize,
  seed,
} from './support/journey.ts';
import { startTestStack } from './support/setup.ts';

/*
 * The whole shopper journey against the real server (API, read models, sandbox gateway and mail worker in one
 * process), in English and in French: home, category, passes and a boating permit, cart, checkout errors, a declined
 * then an approved card, the confirmation, print and the confirmation mail. Screenshots go to test-output/e2e/.
 * The store's other pages and routes are publicStore.test.ts.
 */

/** expect.poll waits 1 s by default: too short for a page under load. */
const patient = { timeout: 10_000 } as const;

const stack = startTestStack();

describe('shopper journey', () => {
  const expectTexts = async (locator: Locator, expected: readonly string[]): Promise<void> => {
    await expect
      .poll(async () => (await locator.allTextContents()).map(normalize), { timeout: 10_000 })
      .toEqual(expected.map(normalize));
  };
  const expectText = async (locator: Locator, expected: string): Promise<void> => {
    await expect
      .poll(async () => normalize((await locator.textContent()) ?? ''), { timeout: 10_000 })
      .toBe(normalize(expected));
  };
  const focusedClass = (page: Page): Promise<string> => page.evaluate(() => document.activeElement?.className ?? '');

  const journey = async (lng: Lng): Promise<void> => {
    const t = journeyTexts[lng];
    const journeyContext = await stack.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: t.locale });
    journeyContext.setDefaultTimeout(10_000);
    const page = await journeyContext.newPage();
    /** Each purchase call: its method and Idempotency-Key. */
    const purchases: [string, string][] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/checkout/checkoutOrder'))
        purchases.push([request.method(), request.headers()['idempotency-key'] ?? '']);
    });
    let step = 0;
    const shot = (name: string) => screenshot(page, `journey-${lng}-${String(++step).padStart(2, '0')}-${name}`);
    // GCDS labels hide '(required)' from the accessible name (the control is marked required instead)
    const label = (text: string) => text;
    const cartLink = (count: number) => page.getByRole('link', { name: t.itemCount(count) });

    try {
      // Home → Discovery Pass category
      await page.goto(`${stack.server.url}/${lng}`);
      await page.getByRole('heading', { level: 2, name: t.discoveryTitle }).waitFor();
      await shot('home');
      await page.getByRole('link', { name: t.homeDiscoveryButton }).click();
      await page.waitForURL(new RegExp(`/${lng}/decouverte-discovery$`));
      await page.getByRole('heading', { level: 1, name: t.discoveryTitle }).waitFor();
      await shot('category');

      // Two passes: the header count follows
      await page.getByRole('button', { name: `${t.addToCart} ${t.adultPass}`, exact: true }).click();
      await cartLink(1).waitFor();
      await page.getByRole('button', { name: `${t.addToCart} ${t.familyPass}`, exact: true }).click();
      await cartLink(2).waitFor();
      const sidePanel = page.getByRole('complementary', { name: t.yourCart });
      await sidePanel.getByText(t.adultPass, { exact: true }).waitFor();
      await sidePanel.getByText(t.familyPass, { exact: true }).waitFor();
      await shot('passes-added');

      // Boating permit: errors, then the price follows the length
      // The GCDS breadcrumbs: their nav (named by GCDS) is in the shadow root, the links are its slotted items.
      await page.getByRole('navigation', { name: t.breadcrumbs }).waitFor();
      await page.locator('gcds-breadcrumbs').getByRole('link').first().click();
      await page.waitForURL(new RegExp(`/${lng}$`));
      await page.getByRole('link', { name: t.homeBoatingButton }).click();
      await page.getByRole('link', { name: t.lockageTile, exact: true }).click();
      await page.waitForURL((url) => url.pathname.endsWith(t.lockagePathEnd));
      const form = page.getByRole('form', { name: t.vesselForm });
      await form.getByRole('button', { name: t.addToCart, exact: true }).click();
      const permitSummary = form.locator('.error-summary');
      await expectText(permitSummary.getByRole('heading'), t.permitHeader);
      await expectTexts(permitSummary.getByRole('listitem'), t.permitErrors);
      await expect.poll(() => focusedClass(page), patient).toContain('error-summary');
      await shot('permit-errors');

      const livePrice = form.locator('.live-price');
      await form.getByRole('radio', { name: t.seasonalPermit }).check();
      await expectText(livePrice, `${t.colon(t.price)} ${money(seed.seasonalLockagePerFootCents * 12, lng)}`);
      await form.getByRole('combobox', { name: label(t.vesselLength), exact: true }).selectOption('20');
      await expectText(livePrice, `${t.colon(t.price)} ${money(seed.seasonalLockagePerFootCents * 20, lng)}`);
      await form.getByRole('combobox', { name: label(t.vesselLength), exact: true }).selectOption('35');
      await expectText(livePrice, `${t.colon(t.price)} ${money(seed.seasonalLockagePerFootCents * 35, lng)}`);
      await form.getByRole('combobox', { name: label(t.vesselLength), exact: true }).selectOption('20');
      await expectText(livePrice, `${t.colon(t.price)} ${money(seed.seasonalLockagePerFootCents * 20, lng)}`);
      const vesselId = lng === 'en' ? 'ON 1234567' : 'QC 7654321';
      await form.getByRole('textbox', { name: label(t.vesselId), exact: true }).fill(vesselId);
      await form.getByRole('combobox', { name: label(t.vesselType), exact: true }).selectOption({ label: t.sailboat });
      await form.getByRole('button', { name: t.addToCart, exact: true }).click();
      await cartLink(3).waitFor();
      await expect(permitSummary.count()).resolves.toBe(0);
      // the side panel names the vessel type (not its code) and writes the colon the language's way
      await expect
        .poll(() => definitionPairs(sidePanel.locator('dl.cart-line-vessel')), patient)
        .toContainEqual([t.vesselType, t.sailboat]);
      expect((await sidePanel.locator('.cart-total').textContent()) ?? '').toMatch(
        new RegExp(`^${t.colon(t.cartTotal)} `),
      );
      await shot('permit-added');

      // Cart: quantity, delete, promo codes
      await page.getByRole('link', { name: t.reviewOrder }).click();
      await page.waitForURL((url) => url.pathname === t.cartPath);
      await page.getByRole('heading', { level: 1, name: t.cartTitle }).waitFor();
      const lines = page.getByRole('list', { name: t.cartLines }).getByRole('listitem');
      await expect.poll(() => lines.count(), patient).toBe(3);
      const adultLine = lines.filter({ hasText: t.adultMatch });
      const familyLine = lines.filter({ hasText: t.familyMatch });
      const permitLine = lines.filter({ hasText: vesselId });
      await expect(permitLine.getByRole('spinbutton').count()).resolves.toBe(0);
      await expect(permitLine.getByRole('button', { name: /^(Edit|Modifier)/ }).count()).resolves.toBe(0);
      await expectText(
        permitLine.locator('.cart-line-total .money'),
        money(seed.seasonalLockagePerFootCents * 20, lng),
      );
      expect(await definitionPairs(permitLine.locator('dl.cart-line-vessel'))).toContainEqual([
        t.vesselType,
        t.sailboat,
      ]);
      expect(await permitLine.locator('.quantity-fixed').textContent()).toBe(`${t.colon(t.quantity)} 1`);

      const adultQuantity = adultLine.getByRole('spinbutton', { name: new RegExp(`^${t.quantity}`) });
      await adultQuantity.fill('2');
      await expectText(adultLine.locator('.cart-line-total .money'), money(seed.discoveryAdultCents * 2, lng));
      await adultQuantity.blur();
      await expect.poll(() => adultQuantity.inputValue(), patient).toBe('2');
      await cartLink(4).waitFor();
      // above the maximum becomes the maximum; 0 asks to remove, and closing keeps the line as it was
      await adultQuantity.fill('6000');
      await expect.poll(() => adultQuantity.inputValue(), patient).toBe('5000');
      await expectText(adultLine.locator('.cart-line-total .money'), money(seed.discoveryAdultCents * 5000, lng));
      await adultQuantity.fill('0');
      const removeDialog = page.getByRole('dialog', { name: t.removeTitle });
      await removeDialog.waitFor();
      await removeDialog.getByRole('button', { name: t.close, exact: true }).click();
      await removeDialog.waitFor({ state: 'hidden' });
      await adultQuantity.fill('2');
      await expectText(adultLine.locator('.cart-line-total .money'), money(seed.discoveryAdultCents * 2, lng));
      await adultQuantity.blur();
      await expect.poll(() => adultQuantity.inputValue(), patient).toBe('2');
      await cartLink(4).waitFor();

      await familyLine.getByRole('button', { name: new RegExp(`^${t.delete}`) }).click();
      await removeDialog.waitFor();
      await shot('cart-remove');
      await removeDialog.getByRole('button', { name: t.removeConfirm, exact: true }).click();
      await expect.poll(() => lines.count(), patient).toBe(2);
      await cartLink(3).waitFor();

      const promo = page.getByRole('textbox', { name: t.promoLabel, exact: true });
      const apply = page.getByRole('button', { name: t.promoApply, exact: true });
      const promoMessage = page.locator('#promo-message');
      await apply.click();
      await expectText(promoMessage, t.promoEmpty);
      await promo.fill('NOSUCHCODE');
      await apply.click();
      await expectText(promoMessage, t.promoInvalid);
      await promo.fill('DISCOVER10');
      await apply.click();
      const cartSubtotal = seed.discoveryAdultCents * 2 + seed.seasonalLockagePerFootCents * 20;
      const cartDiscount = Math.round(seed.discoveryAdultCents * 2 * seed.discover10Rate);
      await expectText(page.locator('.discounts li'), `${t.promoApplied} ${money(cartDiscount, lng)}`);
      await expect.poll(() => promoMessage.count(), patient).toBe(0);
      await expect
        .poll(() => definitionPairs(page.locator('.cart-summary dl.totals')))
        .toEqual([
          [t.subtotal, money(cartSubtotal, lng)],
          [t.discount, `−${money(cartDiscount, lng)}`],
          ['Total', money(cartSubtotal - cartDiscount, lng)],
        ]);
      await shot('cart');

      // Checkout: the empty form lists the numbered errors in a focused summary and sends nothing
      await page.getByRole('link', { name: t.checkout, exact: true }).click();
      await page.waitForURL((url) => url.pathname === t.checkoutPath);
      const purchase = page.getByRole('button', { name: t.purchase });
      await purchase.click();
      const summary = page.locator('form.checkout-form .error-summary');
      await expectText(summary.getByRole('heading'), t.checkoutHeader);
      await expectTexts(summary.getByRole('listitem'), t.checkoutErrors);
      await expect.poll(() => focusedClass(page), patient).toContain('error-summary');
      expect(purchases).toEqual([]);
      await shot('checkout-errors');

      // Fixed: a shopper in Ontario
      const shipping = page.getByRole('group', { name: t.shippingGroup });
      const field = (text: string, role: 'textbox' | 'combobox' = 'textbox') =>
        shipping.getByRole(role, { name: label(text), exact: true });
      const email = lng === 'en' ? 'pat.shopper@example.com' : 'camille.acheteuse@example.com';
      await field(t.firstName).fill(lng === 'en' ? 'Pat' : 'Camille');
      await field(t.lastName).fill(lng === 'en' ? 'Shopper' : 'Acheteuse');
      await field(t.address1).fill('30 Victoria Street');
      await field(t.province, 'combobox').selectOption({ label: t.ontario });
      await field(t.city).fill('Ottawa');
      await field(t.postalCode).fill('k1a0b1');
      await expect.poll(() => field(t.postalCode).inputValue(), patient).toBe('K1A 0B1');
      await field(t.email).fill(email);
      await field(t.confirmEmail).fill(email);
      await field(t.phone).fill('6135551234');
      await expect.poll(() => field(t.phone).inputValue(), patient).toBe('(613) 555-1234');
      const cardNumber = page.getByRole('textbox', { name: label(t.cardNumber), exact: true });
      const cvv = page.getByRole('textbox', { name: label(t.cvv), exact: true });
      const payment = page.getByRole('group', { name: t.paymentTitle });
      await cardNumber.fill('3782');
      await payment.getByText(t.amexDetected).waitFor();
      // The hint and the CVV field are separate GCDS elements: the field's maxlength settles on its own render.
      await expect.poll(() => cvv.getAttribute('maxlength')).toBe('4');
      await cardNumber.fill('3530');
      await payment.getByText(t.noCvv).waitFor();
      await expect(cvv.count()).resolves.toBe(0);
      await cardNumber.fill('4000000000000002');
      await expect.poll(() => cardNumber.inputValue(), patient).toBe('4000 0000 0000 0002');
      await page.getByRole('textbox', { name: label(t.expiry), exact: true }).fill('1230');
      await page.getByRole('textbox', { name: label(t.cvv), exact: true }).fill('123');
      await page.getByRole('checkbox', { name: t.agreeToTerms }).check();
      // the summary refreshes once the address is complete: the Ontario HST appears
      const subtotalCents = seed.discoveryAdultCents * 2 + seed.seasonalLockagePerFootCents * 20;
      const discountCents = Math.round(seed.discoveryAdultCents * 2 * seed.discover10Rate);
      const taxCents = Math.round((subtotalCents - discountCents) * seed.ontarioHstRate);
      const totalCents = subtotalCents - discountCents + taxCents;
      const orderSummary = page.locator('.order-summary dl.totals');
      await expect
        .poll(() => definitionPairs(orderSummary), { timeout: 10_000 })
        .toEqual(
          expect.arrayContaining([
            [t.subtotal, money(subtotalCents, lng)],
            [t.taxName, money(taxCents, lng)],
            [t.orderTotal, money(totalCents, lng)],
          ]),
        );
      expect((await definitionPairs(orderSummary)).map(([term]) => term)).toContain(t.estimatedArrival);
      const summaryPermit = page.locator('.order-summary .summary-line').filter({ hasText: vesselId });
      await expectText(summaryPermit.locator('.detail').last(), t.vesselDetail(20, vesselId));

      // Declined card: the message shows, no order is placed
      const mailsBefore = (await mailsIn(stack.server.dataDir)).length;
      await purchase.click();
      const failure = page.getByRole('alert').filter({ hasText: t.declined });
      await failure.waitFor();
      // the alert's title (a GCDS notice's, in its shadow root), as written, typographic apostrophe included
      await failure.getByText(t.purchaseFailed).waitFor();
      expect(purchases.map(([method]) => method)).toEqual(['PUT']);
      const [, declinedKey] = purchases[0] ?? ['', ''];
      expect(declinedKey).not.toBe('');
      // the same form again: the same Idempotency-Key, the same answer
      await purchase.click();
      await expect.poll(() => purchases.length, patient).toBe(2);
      await failure.waitFor();
      expect(purchases[1]).toEqual(['PUT', declinedKey]);
      expect(new URL(page.url()).pathname).toBe(t.checkoutPath);
      await expect(summary.count()).resolves.toBe(0);
      const latest = await apiGet(page, '/api/checkout/GetConfirmation', lng);
      expect(latest.status).toBe(404);
      await shot('declined');

      // Approved card → confirmation
      await cardNumber.fill('4111111111111111');
      await purchase.click();
      await page.waitForURL(/\/confirmation\/[^/]+$/, { timeout: 20_000 });
      expect(purchases).toHaveLength(3);
      const [method, approvedKey] = purchases[2] ?? ['', ''];
      expect(method).toBe('PUT');
      expect(approvedKey).not.toBe('');
      expect(approvedKey).not.toBe(declinedKey);
      const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
      await page.getByRole('heading', { level: 1, name: t.confirmationTitle }).waitFor();

      const answer = await apiGet(page, `/api/checkout/GetOrderById/${encodeURIComponent(orderId)}`, lng);
      expect(answer.status).toBe(200);
      const order = answer.body as ApiOrder;
      expect(order.orderId).toBe(orderId);
      expect(order.preferredLanguage).toBe(lng);

      // the order's totals are the seed prices with DISCOVER10 and Ontario's HST
      expect(order.totals).toMatchObject({ subtotalCents, discountCents, shippingCents: 0, taxCents, totalCents });
      expect(order.lines.map((line) => [line.quantity, line.unitPriceCents, line.totalCents])).toEqual([
        [2, seed.discoveryAdultCents, seed.discoveryAdultCents * 2],
        [1, seed.seasonalLockagePerFootCents * 20, seed.seasonalLockagePerFootCents * 20],
      ]);

      // and the page shows exactly the API's order
      const receipt = page.locator('article.receipt');
      const facts = await definitionPairs(receipt.locator('dl.order-facts'));
      expect(facts).toContainEqual([t.orderNumber, orderId]);
      const taxLabel = order.totals.taxName ? order.totals.taxName[lng] : 'Tax';
      expect(await definitionPairs(receipt.locator('dl.totals'))).toEqual([
        [t.subtotal, money(order.totals.subtotalCents, lng)],
        [t.discount, `−${money(order.totals.discountCents, lng)}`],
        [t.shipping, money(order.totals.shippingCents, lng)],
        [normalize(taxLabel), money(order.totals.taxCents, lng)],
        [t.orderTotal, money(order.totals.totalCents, lng)],
      ]);
      const rows = receipt.locator('table.order-lines tbody tr');
      expect(await rows.count()).toBe(order.lines.length);
      for (const [index, line] of order.lines.entries()) {
        const cells = (await rows.nth(index).locator('td').allTextContents()).map(normalize);
        expect(cells).toEqual([String(line.quantity), money(line.unitPriceCents, lng), money(line.totalCents, lng)]);
      }
      await expectText(rows.filter({ hasText: vesselId }).locator('th .detail').last(), t.vesselDetail(20, vesselId));
      // both addresses name the country rather than show its code
      for (const section of ['ship-to', 'bill-to']) {
        const address = await receipt.locator(`section[aria-labelledby="${section}"] address`).innerText();
        const addressLines = address.split('\n').map(normalize);
        expect(addressLines).toContain(t.country);
        expect(addressLines).not.toContain('CA');
      }
      await shot('confirmation');

      // Print: the button calls window.print; print media shows the receipt without the screen-only parts
      await page.evaluate(() => {
        window.print = () => {
          document.body.dataset.printed = 'yes';
        };
      });
      const printButton = page.getByRole('button', { name: t.print, exact: true });
      await printButton.click();
      await expect.poll(() => page.evaluate(() => document.body.dataset.printed), patient).toBe('yes');
      await page.emulateMedia({ media: 'print' });
      expect(await printButton.isVisible()).toBe(false);
      expect(normalize((await receipt.locator('.receipt-heading').textContent()) ?? '')).toBe(
        normalize(t.receiptHeading),
      );
      expect(await receipt.locator('.receipt-heading').isVisible()).toBe(true);
      await shot('print');
      await page.emulateMedia({ media: 'screen' });

      // without an id, the confirmation page shows the latest order of this shopper
      await page.goto(`${stack.server.url}/${lng}/confirmation`);
      await page.getByRole('heading', { level: 1, name: t.confirmationTitle }).waitFor();
      expect(await definitionPairs(receipt.locator('dl.order-facts'))).toContainEqual([t.orderNumber, orderId]);

      // Exactly one confirmation mail for this order, in the shopper's language
      const forOrder = async () => (await mailsIn(stack.server.dataDir)).filter((mail) => mail.text.includes(orderId));
      await expect.poll(async () => (await forOrder()).length, { timeout: 15_000, interval: 250 }).toBe(1);
      // Once the mail queue has nothing left to do, no second mail can come.
      await expect.poll(() => queueBacklog(stack.server.url, stack.lmgToken, 'mail')).toEqual(idleQueue);
      const mails = await forOrder();
      expect(mails).toHaveLength(1);
      expect((await mailsIn(stack.server.dataDir)).length).toBe(mailsBefore + 1);
      const [mail] = mails;
      if (!mail) throw new Error('no confirmation mail');
      expect(headerOf(mail, 'Subject')).toBe(t.mailSubject(orderId));
      expect(headerOf(mail, 'Content-Language')).toBe(t.locale);
      expect(headerOf(mail, 'To')).toContain(email);
    } finally {
      await journeyContext.close();
    }
  };

  it('English: home, category, passes and a boating permit, cart, checkout errors, declined then approved card, confirmation, print, mail', async () => {
    await journey('en');
  }, 120_000);

  it('French: the same journey under /fr with the French texts and the French confirmation mail', async () => {
    await journey('fr');
  }, 120_000);
});
