import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { translate } from '@parks/schemas/messages/index';
import { en as adminEn } from '@parks/schemas/texts/adminDefinitions/en';
import { fr as adminFr } from '@parks/schemas/texts/adminDefinitions/fr';
import { en as commonEn } from '@parks/schemas/texts/common/en';
import { fr as commonFr } from '@parks/schemas/texts/common/fr';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall } from './support/api.ts';
import { screenshot } from './support/app.ts';
import { seriousViolations } from './support/looks.ts';
import { orderGuidesAs } from './support/portalOrders.ts';
import { staffPasswords, startTestStack } from './support/setup.ts';

/*
 * Portal self-registration in a real browser, in English and in French (store-and-portal.md §6): a visitor opens
 * Register from the portal login, fills the form and is told to confirm their address; the link of the mail (read
 * from the sandbox's mail folder) confirms it; signed in, the portal says the account waits for approval and the
 * checkout says why it is refused; LMG approves the registration from the user's details with a customer number;
 * the notice is gone, the checkout opens, and the user's order is in My orders. Axe on each screen; screenshots at
 * 1366 and 375 px.
 */

const stack = startTestStack({ server: { env: { RELEASE_EVERY_MINUTES: 'off' } } });

const texts = { en: commonEn, fr: commonFr } as const;
const admin = { en: adminEn, fr: adminFr } as const;
const password = 'A long enough passphrase 42';

/** The decoded mail of the sandbox folder that names `needle` (none before the mail worker's first). */
const mailsNaming = (needle: string): string[] => {
  const dir = join(stack.server.dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .map((text) =>
      text
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    )
    .filter((text) => text.includes(needle));
};

/** The query of the verification link the mail worker mails to `email`, once it has. */
const verificationQuery = async (email: string): Promise<string> => {
  await expect
    .poll(() => mailsNaming(email).some((text) => text.includes('/portal/verify?')), { timeout: 15_000 })
    .toBe(true);
  const mail = mailsNaming(email).find((text) => text.includes('/portal/verify?'));
  const found = mail?.match(/\/portal\/verify\?(user=[^&\s]+&(?:amp;)?token=psv_[A-Za-z0-9_-]{43})/);
  if (!found?.[1]) throw new Error(`no verification link mailed to ${email}`);
  return found[1].replace('&amp;', '&');
};

const shoot = async (page: Page, name: string): Promise<void> => {
  expect(await seriousViolations(page), name).toEqual([]);
  await screenshot(page, `registration-${name}-1366`);
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, `registration-${name}-375`);
  await page.setViewportSize({ width: 1366, height: 900 });
};

describe.each(['en', 'fr'] as const)('a visitor registering on the portal (%s)', (lng) => {
  it('registers, confirms the address, waits for approval, is approved by LMG and orders', async () => {
    const t = texts[lng];
    const base = stack.server.url;
    const username = `vera.${lng}.${Date.now()}`;
    const email = `${username}@example.org`;
    const context = await stack.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();

    // Register, from the portal login's link.
    await page.goto(`${base}/${lng}/portal/login`);
    await page.getByRole('link', { name: t.signIn.register }).click();
    await page.getByRole('heading', { level: 1, name: t.register.title }).waitFor();
    await page.getByLabel(t.register.username).fill(username);
    await page.getByLabel(t.register.password).fill(password);
    await page.getByLabel(t.register.confirmPassword).fill(password);
    await page.getByLabel(t.address.firstName).fill('Vera');
    await page.getByLabel(t.address.lastName).fill('Visitor');
    await page.getByLabel(t.account.companyName).fill('Trail Maps Ltd.');
    await page.getByLabel(t.address.email).fill(email);
    await page.getByLabel(t.address.phone).fill('613-555-0199');
    await shoot(page, `form-${lng}`);
    await page.getByRole('button', { name: t.register.submit }).click();
    await page.getByText(translate(lng, 'registration.received')).waitFor();
    await shoot(page, `sent-${lng}`);

    // Signed in before confirming: the portal says what to do, and the checkout says why it is refused.
    await page.goto(`${base}/${lng}/portal/login`);
    await page.getByLabel(t.signIn.username).fill(username);
    await page.getByLabel(t.signIn.password).fill(password);
    await page.getByRole('button', { name: t.signIn.submit }).click();
    await page.getByText(translate(lng, 'registration.unverified')).first().waitFor();

    // The mailed link confirms the address.
    await page.goto(`${base}/${lng}/portal/verify?${await verificationQuery(email)}`);
    await page.getByText(translate(lng, 'registration.verified')).waitFor();
    await shoot(page, `verified-${lng}`);
    await page.goto(`${base}/${lng}/portal`);
    await page.getByText(translate(lng, 'registration.pending')).first().waitFor();
    await shoot(page, `pending-${lng}`);
    const user = await page.evaluate(() => JSON.parse(window.localStorage.getItem('currentUser') ?? 'null'));
    const userId = String(user?.id);
    const token = String(user?.token);
    const refused = await apiCall<{ detail?: string }>(base, `/api/PortalCheckout/GetById/${userId}`, {
      token,
      headers: { 'Accept-Language': lng },
    });
    expect([refused.status, refused.body.detail]).toEqual([403, translate(lng, 'registration.pending')]);

    // LMG approves it from the user's details, with a customer number.
    const staff = await stack.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const adminPage = await staff.newPage();
    await adminPage.goto(`${base}/${lng}/portal/login?redirect=${encodeURIComponent(`/${lng}/admin/b2b`)}`);
    await adminPage.getByLabel(t.signIn.username).fill('lmg');
    await adminPage.getByLabel(t.signIn.password).fill(staffPasswords.lmg);
    await adminPage.getByRole('button', { name: t.signIn.submit }).click();
    await adminPage.waitForURL(new RegExp(`/${lng}/admin/b2b$`));
    await adminPage.goto(`${base}/${lng}/admin/b2b/users/details/${encodeURIComponent(userId)}`);
    await adminPage.getByRole('heading', { name: admin[lng].registration.title }).waitFor();
    await adminPage.getByLabel(admin[lng].registration.customerNumbers).fill('CPC-100001');
    await shoot(adminPage, `approve-${lng}`);
    await adminPage.getByRole('button', { name: admin[lng].registration.approve }).click();
    await adminPage.getByText(translate(lng, 'registration.approved')).first().waitFor();
    await expect.poll(() => adminPage.getByRole('button', { name: admin[lng].registration.approve }).count()).toBe(0);
    await staff.close();
    // The mail worker mails the approval after the link.
    await expect.poll(() => mailsNaming(email).length, { timeout: 15_000 }).toBe(2);

    // Approved: no notice any more, the checkout opens, and an order placed on the number is in My orders.
    await page.reload();
    await page.getByRole('link', { name: t.portal.myAccount }).first().waitFor();
    await expect.poll(() => page.getByText(translate(lng, 'registration.pending')).count()).toBe(0);
    const checkout = await apiCall(base, `/api/PortalCheckout/GetById/${userId}`, { token });
    expect(checkout.status).toBe(200);
    const orderId = await orderGuidesAs(
      base,
      { id: userId, token },
      { key: `registration-${lng}-${Date.now()}`, poNumber: `PO-REG-${lng}`, language: lng },
    );
    await page.goto(`${base}/${lng}/portal/${lng === 'en' ? 'my-account/my-orders' : 'mon-compte/mes-commandes'}`);
    // CPC-100001's orders wait for approval: the order is under that tab.
    await page.getByRole('tab', { name: t.account.waiting }).click();
    await page.getByRole('tabpanel').getByText(orderId).waitFor();
    await shoot(page, `ordered-${lng}`);
    await context.close();
  }, 180_000);
});
