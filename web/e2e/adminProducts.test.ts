import AxeBuilder from '@axe-core/playwright';
import { format } from 'date-fns';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiToken } from './support/api.ts';
import { buildWeb, launchBrowser, type RunningServer, screenshot, startServer } from './support/app.ts';
import { money } from './support/journey.ts';

/*
 * The product journey of the back office against the real server (issue 12), no network fakes: LMG creates a
 * product in a category with two cropped images per language and a notice, through the form the server defines
 * (the images go in the spec's multipart parts and come back as the cropper's JPEGs); gives it a price on sale in
 * the Prices area; sends it to UAT (staff see it in the store in UAT mode, a visitor does not); publishes it (a
 * shopper sees it at the sale price); edits it. A text file named .png is refused by the uploader with the spec's
 * message, in English and French at 1366 and 375 px. Screens checked with axe (nothing serious or critical),
 * screenshots under test-output/e2e/admin-products/. CSP violations fail any test (support/app.ts).
 */

type Lng = 'en' | 'fr';
const lmgPassword = 'Lmg-Parks-Local-2026';
const viewports = [
  { label: '1366', width: 1366, height: 900 },
  { label: '375', width: 375, height: 800 },
] as const;

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let token: string;
/** The product the journey creates, found by its SKU once saved. */
let productId = '';

/** A real PNG of `width`×`height` in one colour, made here: the uploader and the server check the bytes. */
const pngOf = (width: number, height: number, red: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: red, g: 120, b: 60 } } })
    .png()
    .toBuffer();

const seriousViolations = async (page: Page): Promise<string[]> => {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
};

const hasNoHorizontalOverflow = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

beforeAll(async () => {
  buildWeb();
  server = await startServer({ env: { RELEASE_EVERY_MINUTES: 'off' } });
  browser = await launchBrowser();
  token = await apiToken(server.url, 'lmg', lmgPassword);
  context = await browser.newContext({ viewport: viewports[0] });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  await page.goto(`${server.url}/en/portal/login?redirect=${encodeURIComponent('/en/admin/b2c')}`);
  await page.getByLabel('Username (case sensitive)').fill('lmg');
  await page.getByLabel('Password (case sensitive)').fill(lmgPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/en\/admin\/b2c$/);
  await page.close();
}, 180_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/** Picks `files` in the uploader labelled `label`, then keeps each through the cropper (zoomed once). */
const cropInto = async (page: Page, label: string, files: readonly { name: string; buffer: Buffer }[]) => {
  await page
    .getByLabel(label, { exact: true })
    .setInputFiles(files.map((file) => ({ name: file.name, mimeType: 'image/png', buffer: file.buffer })));
  for (const _ of files) {
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByLabel('Zoom').fill('1.5');
    await dialog.getByRole('button', { name: 'Use this image' }).click();
  }
  await page.getByRole('dialog').waitFor({ state: 'detached' });
};

describe('the product journey', () => {
  it('creates a product with two cropped images per language and a notice', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/en/admin/b2c/products/create`);
    await page.getByRole('heading', { level: 1, name: 'New product' }).waitFor();
    await page.getByLabel('Name (English)').fill('Journey pass');
    await page.getByLabel('Name (French)').fill('Laissez-passer du parcours');
    await page.getByLabel('SKU').fill('JOURNEY-1');
    await page.locator('select#field-categoryId').selectOption({ index: 0 });
    await cropInto(page, 'Images (English)', [
      { name: 'en-1.png', buffer: await pngOf(800, 1000, 200) },
      { name: 'en-2.png', buffer: await pngOf(640, 480, 100) },
    ]);
    await cropInto(page, 'Images (French)', [
      { name: 'fr-1.png', buffer: await pngOf(600, 750, 30) },
      { name: 'fr-2.png', buffer: await pngOf(300, 300, 250) },
    ]);
    await page.getByRole('button', { name: 'Add a notice' }).click();
    await page.getByLabel('Location').selectOption('Panel Top');
    await page.getByLabel('Type').selectOption('sale-alert-info');
    await page.getByLabel('Text (English)').fill('On sale this week');
    await page.getByLabel('Text (French)').fill('En solde cette semaine');
    await screenshot(page, 'admin-products/create-filled-en-1366');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/create'));
    await screenshot(page, 'admin-products/created-en-1366');
    expect(new URL(page.url()).pathname).toBe('/en/admin/b2c/products');
    await page.getByRole('cell', { name: 'JOURNEY-1' }).waitFor();
    await page.close();

    // What the server kept: two images per language, each the cropper's JPEG at the default canvas, and the notice.
    const list = await apiCall<{ rows: { productId: string; sku: string }[] }>(
      server.url,
      '/api/Products/GetAll?storeCode=b2c&search=JOURNEY-1',
      { token },
    );
    productId = list.body.rows.find((row) => row.sku === 'JOURNEY-1')?.productId ?? '';
    const form = await apiCall<{ sections: { fields: { name: string; initialValue?: unknown }[] }[] }>(
      server.url,
      `/api/Products/GetById/${productId}?storeCode=b2c`,
      { token },
    );
    const initial = new Map(
      form.body.sections.flatMap((section) => section.fields.map((f) => [f.name, f.initialValue])),
    );
    const urls = [initial.get('images_EN'), initial.get('images_FR')];
    expect(urls.map((value) => (Array.isArray(value) ? value.length : 0))).toEqual([2, 2]);
    for (const url of urls.flat() as string[]) {
      const image = await fetch(`${server.url}${url}`);
      const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 540, 675]);
    }
    expect(JSON.parse(String(initial.get('notices')))).toEqual([
      {
        location: 'Panel Top',
        type: 'sale-alert-info',
        text_EN: 'On sale this week',
        text_FR: 'En solde cette semaine',
      },
    ]);
  });
});

const refusal: Readonly<Record<Lng, { title: string; images: string; message: string }>> = {
  en: { title: 'New product', images: 'Images (English)', message: "'notes.png' is not a supported format." },
  fr: {
    title: 'Nouveau produit',
    images: 'Images (anglais)',
    message: '« notes.png » n’est pas un format pris en charge.',
  },
};

const setUat = (enableUAT: boolean) =>
  apiCall(server.url, '/api/Settings/Update/store', { method: 'PUT', token, body: { enableUAT } });

/** The date pickers' text (§9 'MMMM d, yyyy h:mm:ss aa'), as typed. */
const pickerText = (date: Date): string => format(date, 'MMMM d, yyyy h:mm:ss aa');

/** The public Discovery category as a visitor (a fresh context, no session) sees it. */
const visitorCategory = async (): Promise<{ page: Page; close: () => Promise<void> }> => {
  const visitor = await browser.newContext({ viewport: viewports[0] });
  visitor.setDefaultTimeout(15_000);
  const page = await visitor.newPage();
  await page.goto(`${server.url}/en/decouverte-discovery`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return { page, close: () => visitor.close() };
};

const editProduct = async (button: 'Send to UAT' | 'Publish' | 'Save', change?: (page: Page) => Promise<void>) => {
  const page = await context.newPage();
  await page.goto(`${server.url}/en/admin/b2c/products/edit/${productId}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await change?.(page);
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/en/admin/b2c/products');
  await page.close();
};

describe('the product journey: price on sale, UAT, publish, edit', () => {
  it('gives the product a price on sale through the Prices area', async () => {
    expect(productId).not.toBe('');
    const page = await context.newPage();
    await page.goto(`${server.url}/en/admin/b2c/prices/create`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('select#field-productId').selectOption({ label: 'Journey pass' });
    await page.getByLabel('Regular price ($)').fill('30.00');
    await page.getByLabel('Sale price ($)').fill('20.00');
    const day = 24 * 60 * 60 * 1000;
    await page.getByLabel('Sale starts').fill(pickerText(new Date(Date.now() - day)));
    await page.getByLabel('Sale starts').press('Enter');
    await page.getByLabel('Sale ends').fill(pickerText(new Date(Date.now() + 7 * day)));
    await page.getByLabel('Sale ends').press('Enter');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-products/price-on-sale-en-1366');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/en/admin/b2c/prices');
    await page.getByRole('cell', { name: 'Journey pass' }).first().waitFor();
    await page.close();
  });

  it('moves it to UAT: staff see it in the store in UAT mode, a visitor does not', async () => {
    await editProduct('Send to UAT');
    expect((await setUat(true)).status).toBe(200);
    const staff = await context.newPage();
    await staff.goto(`${server.url}/en/decouverte-discovery`);
    await staff.getByTestId('store-admin-notices').getByText('UAT Enabled').waitFor();
    await staff.getByText('Journey pass').first().waitFor();
    await screenshot(staff, 'admin-products/uat-staff-en-1366');
    await staff.close();
    const visitor = await visitorCategory();
    expect(await visitor.page.getByText('Journey pass').count()).toBe(0);
    await visitor.close();
    expect((await setUat(false)).status).toBe(200);
  });

  it('publishes it: a shopper sees it at its sale price', async () => {
    await editProduct('Publish');
    const visitor = await visitorCategory();
    await visitor.page.getByText('Journey pass').first().waitFor();
    await visitor.page.getByText(money(2_000, 'en')).first().waitFor();
    expect(await seriousViolations(visitor.page)).toEqual([]);
    await screenshot(visitor.page, 'admin-products/published-visitor-en-1366');
    await visitor.close();
  });

  it('edits it: the shopper sees the new name once published', async () => {
    await editProduct('Publish', (page) => page.getByLabel('Name (English)').fill('Journey pass, edited'));
    const visitor = await visitorCategory();
    await visitor.page.getByText('Journey pass, edited').first().waitFor();
    await visitor.close();
  });
});

describe('the product form in each language and width', () => {
  for (const lng of ['en', 'fr'] as const) {
    for (const viewport of viewports) {
      it(`refuses a text file named .png with the spec's message, accessibly (${lng}, ${viewport.label} px)`, async () => {
        const page = await context.newPage();
        await page.setViewportSize(viewport);
        await page.goto(`${server.url}/${lng}/admin/b2c/products/create`);
        await page.getByRole('heading', { level: 1, name: refusal[lng].title }).waitFor();
        await page.getByRole('button', { name: /Add a notice|Ajouter un avis/ }).click();
        const images = page.getByLabel(refusal[lng].images, { exact: true });
        await images.setInputFiles({
          name: 'notes.png',
          mimeType: 'image/png',
          buffer: Buffer.from('These are notes, not an image.\n'),
        });
        await expect.poll(() => page.getByRole('alert').allTextContents()).toContain(refusal[lng].message);
        expect(await images.getAttribute('aria-invalid')).toBe('true');
        expect(await page.getByRole('dialog').count()).toBe(0);
        expect(await seriousViolations(page)).toEqual([]);
        expect(await hasNoHorizontalOverflow(page)).toBe(true);
        await screenshot(page, `admin-products/not-an-image-${lng}-${viewport.label}`);
        await page.close();
      });
    }
  }
});

describe('the products import form', () => {
  it('posts the picked file as {fileName, content} to POST /api/Products/Import and lists the drafted products', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/en/admin/b2c/products/import`);
    await page.getByRole('heading', { level: 1, name: 'Import products' }).waitFor();
    const rows = [
      { sku: 'IMPORT-1', name_EN: 'Imported pass', name_FR: 'Laissez-passer importé', categoryId: 'cat-discovery' },
    ];
    await page.locator('input#field-file').setInputFiles({
      name: 'products.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(rows)),
    });
    await screenshot(page, 'admin-products/import-en-1366');
    const sent = page.waitForRequest((request) => request.url().includes('/api/Products/Import'));
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    expect(JSON.parse((await sent).postData() ?? '')).toEqual({
      fileName: 'products.json',
      content: JSON.stringify(rows),
    });
    await page.waitForURL((url) => url.pathname === '/en/admin/b2c/products');
    await page.getByRole('cell', { name: 'IMPORT-1' }).waitFor();
    await page.close();
  });
});

describe('a banner with its cropped image', () => {
  it("sends the image in the banner's `files` part with `bannerDto`, kept as the banner canvas's JPEG", async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/en/admin/b2c/banners/create`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await cropInto(page, 'Image', [{ name: 'banner.png', buffer: await pngOf(1400, 500, 90) }]);
    await page.getByLabel('Alternative text (English)').fill('Journey banner');
    await page.getByLabel('Alternative text (French)').fill('Bannière du parcours');
    const sent = page.waitForRequest((request) => request.url().includes('/api/Banners/Create'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await sent).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    await page.waitForURL((url) => url.pathname === '/en/admin/b2c/banners');
    await page.getByRole('cell', { name: 'Journey banner' }).first().waitFor();
    await page.close();
    const list = await apiCall<{ rows: Record<string, unknown>[] }>(server.url, '/api/Banners/GetAll?storeCode=b2c', {
      token,
    });
    const bannerId = String(list.body.rows.find((row) => Object.values(row).includes('Journey banner'))?.bannerId);
    const form = await apiCall<{ sections: { fields: { name: string; initialValue?: unknown }[] }[] }>(
      server.url,
      `/api/Banners/GetById/${bannerId}?storeCode=b2c`,
      { token },
    );
    const imageUrl = form.body.sections
      .flatMap((section) => section.fields)
      .find((f) => f.name === 'imageUrl')?.initialValue;
    const url = Array.isArray(imageUrl) ? imageUrl[0] : imageUrl;
    const image = await fetch(`${server.url}${String(url)}`);
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1138, 379]);
  });
});
