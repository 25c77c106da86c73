import { format } from 'date-fns';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  adminNotice,
  checkScreen,
  revisionDiff,
  revisionRow,
  revisionWords,
  viewports,
  type Width,
} from './support/adminSteps.ts';
import { apiCall, updateStoreSettings } from './support/api.ts';
import { screenshot } from './support/app.ts';
import { cropInto, pngOf } from './support/cropper.ts';
import { type Lng, money, normalize } from './support/journey.ts';
import { signedInPages, startTestStack } from './support/setup.ts';

/*
 * The product journey of the back office against the real server (issue 12), no network fakes: LMG creates a
 * product in a category with two cropped images per language and a notice, through the form the server defines
 * (the images go in the spec's multipart parts and come back as the cropper's JPEGs); gives it a price on sale in
 * the Prices area; sends it to UAT (staff see it in the store in UAT mode, a visitor does not); publishes it (a
 * shopper sees it at the sale price, not the regular one); edits it; compares the edited revision with the first in
 * the Revisions area (the diff shows the names); restores the first (confirmed; the restored draft published, the
 * store shows the first name again); makes it inactive (gone from the store). The journey runs in English at 1366 px
 * and in French at 375 px, each screen also checked at the other width (the product and banner forms' refusals and
 * imports are adminProductForms.test.ts). Screens checked with axe (nothing serious or critical), screenshots under
 * test-output/e2e/admin-products/. CSP violations fail any test (support/app.ts).
 */

// A failed UAT step must not leave UAT mode on for the tests after it.
const stack = startTestStack({
  server: { env: { RELEASE_EVERY_MINUTES: 'off' } },
  timeout: 180_000,
  beforeClose: () => setUat(false),
});
const setUat = (enableUAT: boolean) => updateStoreSettings(stack.server.url, stack.lmgToken, { enableUAT });
const lmgPages = signedInPages(stack);

/** The product form's and Prices area's words in each language, written out here so that a wrong translation fails. */
const words = {
  en: {
    create: 'New product',
    nameEn: 'Name (English)',
    nameFr: 'Name (French)',
    imagesEn: 'Images (English)',
    imagesFr: 'Images (French)',
    useImage: 'Use this image',
    addNotice: 'Add a notice',
    location: 'Location',
    type: 'Type',
    textEn: 'Text (English)',
    textFr: 'Text (French)',
    save: 'Save',
    regular: 'Regular price ($)',
    sale: 'Sale price ($)',
    saleStarts: 'Sale starts',
    saleEnds: 'Sale ends',
    uatEnabled: 'UAT Enabled',
    ...revisionWords.en,
  },
  fr: {
    create: 'Nouveau produit',
    nameEn: 'Nom (anglais)',
    nameFr: 'Nom (français)',
    imagesEn: 'Images (anglais)',
    imagesFr: 'Images (français)',
    useImage: 'Utiliser cette image',
    addNotice: 'Ajouter un avis',
    location: 'Emplacement',
    type: 'Type',
    textEn: 'Texte (anglais)',
    textFr: 'Texte (français)',
    save: 'Enregistrer',
    regular: 'Prix régulier ($)',
    sale: 'Prix de solde ($)',
    saleStarts: 'Début du solde',
    saleEnds: 'Fin du solde',
    uatEnabled: 'UAT activé',
    ...revisionWords.fr,
  },
} as const satisfies Record<Lng, Record<string, string>>;

/** The date pickers' text (§9 'MMMM d, yyyy h:mm:ss aa'), as typed. */
const pickerText = (date: Date): string => format(date, 'MMMM d, yyyy h:mm:ss aa');

/** The Discovery category with its products, as the store shows it in `lng` to a visitor (a fresh context). */
const visitorSees = async (lng: Lng, width: Width): Promise<{ page: Page; close: () => Promise<void> }> => {
  const visitor = await stack.browser.newContext({ viewport: viewports[width] });
  visitor.setDefaultTimeout(15_000);
  const page = await visitor.newPage();
  await page.goto(`${stack.server.url}/${lng}/decouverte-discovery`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // The category's products come after its heading: wait for the seed's, so that an absent product is absent.
  await page.getByRole('heading', { level: 3 }).first().waitFor();
  return { page, close: () => visitor.close() };
};

/** Whether a visitor finds a product named `name` in the Discovery category (the page waited on, then read). */
const visitorFinds = async (lng: Lng, width: Width, name: string): Promise<boolean> => {
  const visitor = await visitorSees(lng, width);
  const found = await visitor.page.getByRole('heading', { level: 3, name, exact: true }).count();
  await visitor.close();
  return found > 0;
};

/** The form's fields' initial values of a product, as the server gives them to the back office. */
const productForm = async (productId: string): Promise<Map<string, unknown>> => {
  const form = await apiCall<{ sections: { fields: { name: string; initialValue?: unknown }[] }[] }>(
    stack.server.url,
    `/api/Products/GetById/${productId}?storeCode=b2c`,
    { token: stack.lmgToken },
  );
  return new Map(form.body.sections.flatMap((section) => section.fields.map((f) => [f.name, f.initialValue])));
};

const journeys = [
  { lng: 'en', width: 1366 },
  { lng: 'fr', width: 375 },
] as const satisfies readonly Readonly<{ lng: Lng; width: Width }>[];

for (const { lng, width } of journeys) {
  describe(`the product journey in ${lng} at ${width} px`, () => {
    const t = words[lng];
    const sku = `JOURNEY-${lng.toUpperCase()}`;
    const first = { en: `Journey pass ${lng}`, fr: `Laissez-passer du parcours ${lng}` };
    const second = { en: `Renamed journey pass ${lng}`, fr: `Laissez-passer renommé ${lng}` };
    const admin = (path: string) => `${stack.server.url}/${lng}/admin/b2c/${path}`;
    /** The product the journey creates, found by its SKU once saved. */
    let productId = '';

    const newPage = async (): Promise<Page> => {
      const page = await lmgPages.newPage();
      await page.setViewportSize(viewports[width]);
      return page;
    };

    /** The product's edit form: `change` applied, then the form's `button` (Save, Send to UAT or Publish). */
    const editProduct = async (button: string, change?: (page: Page) => Promise<void>) => {
      const page = await newPage();
      await page.goto(admin(`products/edit/${productId}`));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await change?.(page);
      await page.getByRole('button', { name: button, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/${lng}/admin/b2c/products`);
      await page.close();
    };

    /** The Revisions list, the details of its first row that `row` picks. */
    const revisionDetails = async (page: Page, row: Locator) => {
      await page.goto(admin('revisions'));
      await page.getByRole('heading', { level: 1, name: t.revisions }).waitFor();
      await row.first().getByRole('button', { name: t.details }).click();
    };

    it('creates it with two cropped images per language and a notice', async () => {
      const page = await newPage();
      await page.goto(admin('products/create'));
      await page.getByRole('heading', { level: 1, name: t.create }).waitFor();
      await page.getByLabel(t.nameEn).fill(first.en);
      await page.getByLabel(t.nameFr).fill(first.fr);
      await page.getByLabel('SKU').fill(sku);
      // The categories are a checkbox list (a product may be in several).
      await page.locator('#field-categoryIds-cat-discovery').check();
      await cropInto(
        page,
        t.imagesEn,
        [
          { name: 'en-1.png', buffer: await pngOf(800, 1000, 200) },
          { name: 'en-2.png', buffer: await pngOf(640, 480, 100) },
        ],
        t.useImage,
      );
      await cropInto(
        page,
        t.imagesFr,
        [
          { name: 'fr-1.png', buffer: await pngOf(600, 750, 30) },
          { name: 'fr-2.png', buffer: await pngOf(300, 300, 250) },
        ],
        t.useImage,
      );
      await page.getByRole('button', { name: t.addNotice }).click();
      await page.getByLabel(t.location, { exact: true }).selectOption('Panel Top');
      await page.getByLabel(t.type, { exact: true }).selectOption('sale-alert-info');
      await page.getByLabel(t.textEn).fill('On sale this week');
      await page.getByLabel(t.textFr).fill('En solde cette semaine');
      await checkScreen(page, 'admin-products', `create-filled-${lng}`, width);
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await page.waitForURL((url) => !url.pathname.endsWith('/create'));
      expect(new URL(page.url()).pathname).toBe(`/${lng}/admin/b2c/products`);
      await page.getByRole('cell', { name: sku }).waitFor();
      await checkScreen(page, 'admin-products', `created-${lng}`, width);
      await page.close();

      // What the server kept: two images per language, each the cropper's JPEG at the default canvas, and the notice.
      const list = await apiCall<{ rows: { productId: string; sku: string }[] }>(
        stack.server.url,
        `/api/Products/GetAll?storeCode=b2c&search=${sku}`,
        { token: stack.lmgToken },
      );
      productId = list.body.rows.find((row) => row.sku === sku)?.productId ?? '';
      const initial = await productForm(productId);
      const urls = [initial.get('images_EN'), initial.get('images_FR')];
      expect(urls.map((value) => (Array.isArray(value) ? value.length : 0))).toEqual([2, 2]);
      for (const url of urls.flat() as string[]) {
        const image = await fetch(`${stack.server.url}${url}`);
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

    it('gives it a price on sale through the Prices area', async () => {
      expect(productId).not.toBe('');
      const page = await newPage();
      await page.goto(admin('prices/create'));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.locator('select#field-productId').selectOption({ label: first[lng] });
      await page.getByLabel(t.regular).fill('30.00');
      await page.getByLabel(t.sale).fill('20.00');
      const day = 24 * 60 * 60 * 1000;
      await page.getByLabel(t.saleStarts).fill(pickerText(new Date(Date.now() - day)));
      await page.getByLabel(t.saleStarts).press('Enter');
      await page.getByLabel(t.saleEnds).fill(pickerText(new Date(Date.now() + 7 * day)));
      await page.getByLabel(t.saleEnds).press('Enter');
      await checkScreen(page, 'admin-products', `price-on-sale-${lng}`, width);
      await page.getByRole('button', { name: t.publish, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/${lng}/admin/b2c/prices`);
      await page.getByRole('cell', { name: first[lng] }).first().waitFor();
      await page.close();
    });

    it('moves it to UAT: staff see it in the store in UAT mode, a visitor does not', async () => {
      await editProduct(t.uat);
      expect((await setUat(true)).status).toBe(200);
      const staff = await newPage();
      await staff.goto(`${stack.server.url}/${lng}/decouverte-discovery`);
      await staff.getByTestId('store-admin-notices').getByText(t.uatEnabled).waitFor();
      await staff.getByRole('heading', { level: 3, name: first[lng], exact: true }).waitFor();
      await screenshot(staff, `admin-products/uat-staff-${lng}-${width}`);
      await staff.close();
      expect(await visitorFinds(lng, width, first[lng])).toBe(false);
      expect((await setUat(false)).status).toBe(200);
    });

    it('publishes it: a shopper sees it at its sale price, not its regular price', async () => {
      await editProduct(t.publish);
      const visitor = await visitorSees(lng, width);
      // The store shows a product's current price only: the sale price while the sale runs (§3 price rule).
      const item = visitor.page.getByRole('listitem').filter({
        has: visitor.page.getByRole('heading', { level: 3, name: first[lng], exact: true }),
      });
      await item.waitFor();
      expect(normalize((await item.locator('.price').textContent()) ?? '')).toBe(money(2_000, lng));
      expect(normalize((await item.textContent()) ?? '')).not.toContain(money(3_000, lng));
      await checkScreen(visitor.page, 'admin-products', `published-visitor-${lng}`, width);
      await visitor.close();
    });

    it('edits it: the shopper sees the new name once published', async () => {
      await editProduct(t.publish, async (page) => {
        await page.getByLabel(t.nameEn).fill(second.en);
        await page.getByLabel(t.nameFr).fill(second.fr);
      });
      expect(await visitorFinds(lng, width, second[lng])).toBe(true);
    });

    it('compares the edited revision with the first: the diff shows the names before and after', async () => {
      const page = await newPage();
      await revisionDetails(page, page.getByRole('row').filter({ hasText: second[lng] }));
      const select = page.getByLabel(t.compareWith);
      const firstOption = select.locator('option').filter({ hasText: /^(#|no )1 / });
      await select.selectOption((await firstOption.getAttribute('value')) ?? '');
      await page.getByRole('button', { name: t.compare, exact: true }).click();
      const diff = revisionDiff(page);
      await diff.waitFor();
      expect(await diff.getByRole('columnheader').allTextContents()).toEqual([t.field, t.before, t.after]);
      // The name's row, labelled (never the payload's `name.en`), both languages before and after.
      const nameRow = diff.locator('tbody tr').filter({ hasText: second.en });
      const [before = '', after = ''] = await nameRow.locator('td').allTextContents();
      expect([before, after].map((cell) => [cell.includes(first.en), cell.includes(second.en)])).toEqual([
        [true, false],
        [false, true],
      ]);
      expect(after).toContain(second.fr);
      expect(await nameRow.locator('th').textContent()).not.toMatch(/\./);
      await checkScreen(page, 'admin-products', `revision-compare-${lng}`, width);
      await page.close();
    });

    it('restores the first revision: confirmed, a new draft, published, the store shows the first name again', async () => {
      const page = await newPage();
      await revisionDetails(page, revisionRow(page, first[lng], 1));
      await page.getByRole('button', { name: t.restore }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await checkScreen(page, 'admin-products', `revision-restore-confirm-${lng}`, width);
      await dialog.getByRole('button', { name: t.confirmRestore, exact: true }).click();
      await adminNotice(page, t.restored).waitFor();
      // Newest first: the restored draft heads the rows under the product's first name.
      const restored = page.getByRole('row').filter({ hasText: first[lng] }).first();
      await restored.filter({ hasText: t.draft }).waitFor();
      expect(await restored.textContent()).toContain(t.draft);
      await restored.getByRole('button', { name: t.details }).click();
      await page.getByRole('button', { name: t.publish, exact: true }).click();
      await adminNotice(page, t.published).waitFor();
      await page.close();
      expect(await visitorFinds(lng, width, first[lng])).toBe(true);
      expect(await visitorFinds(lng, width, second[lng])).toBe(false);
    });

    it('makes it inactive: gone from the store for a shopper and for staff in UAT mode', async () => {
      expect(await visitorFinds(lng, width, first[lng])).toBe(true);
      const page = await newPage();
      await revisionDetails(page, page.getByRole('row').filter({ hasText: first[lng] }));
      await page.getByRole('button', { name: t.inactive }).click();
      await adminNotice(page, t.deactivated).waitFor();
      await page.close();
      expect(await visitorFinds(lng, width, first[lng])).toBe(false);
      // Nor for staff in UAT mode: the revision #1 once in UAT was superseded by the later publish.
      expect((await setUat(true)).status).toBe(200);
      const staff = await newPage();
      await staff.goto(`${stack.server.url}/${lng}/decouverte-discovery`);
      await staff.getByTestId('store-admin-notices').getByText(t.uatEnabled).waitFor();
      await staff.getByRole('heading', { level: 3 }).first().waitFor();
      expect(await staff.getByRole('heading', { level: 3, name: first[lng], exact: true }).count()).toBe(0);
      await staff.close();
      expect((await setUat(false)).status).toBe(200);
    });
  });
}
