import { translate } from '@parks/schemas/messages/index';
import { revisionStatusLabel } from '@parks/schemas/revisions';
import { en as revisionsEn } from '@parks/schemas/texts/adminRevisions/en';
import { fr as revisionsFr } from '@parks/schemas/texts/adminRevisions/fr';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './support/api.ts';
import { screenshot } from './support/app.ts';
import { seriousViolations } from './support/looks.ts';
import { passValues } from './support/products.ts';
import { signedInPages, startTestStack } from './support/setup.ts';

/*
 * Preview of a revision (back-office.md §2), in English and French: LMG opens a draft product revision's details
 * and presses Preview; a new tab shows the store's category page with the draft's name under a banner saying what
 * it is, while the store's own page keeps the published name.
 */

const stack = startTestStack();
const pages = signedInPages(stack);
let draftRevisionId = '';

beforeAll(async () => {
  const base = stack.server.url;
  const token = stack.lmgToken;
  const created = await apiCall<{ id: string }>(base, '/api/Products/Create?storeCode=b2c&button=publish', {
    token,
    body: passValues('Lantern walk', 'PREVIEW-E2E', 5),
  });
  expect(created.status).toBe(201);
  const priced = await apiCall(base, '/api/Prices/Create?storeCode=b2c&button=publish', {
    token,
    body: { productId: created.body.id, regularPrice: 12.5, salePrice: 0, saleStartsAt: null, saleEndsAt: null },
  });
  expect(priced.status).toBe(201);
  const draft = await apiCall<{ revisionId: string }>(base, `/api/Products/Update/${created.body.id}?storeCode=b2c`, {
    method: 'PUT',
    token,
    body: passValues('Lantern and stars walk', 'PREVIEW-E2E', 5),
  });
  expect(draft.status).toBe(200);
  draftRevisionId = draft.body.revisionId;
});

describe.each(['en', 'fr'] as const)('LMG previewing a draft product (%s)', (lng) => {
  it('opens the category page with the draft, under a banner, the store keeping the published version', async () => {
    const texts = lng === 'en' ? revisionsEn : revisionsFr;
    const draftName = lng === 'en' ? 'Lantern and stars walk pass' : 'Laissez-passer Lantern and stars walk';
    const page = await pages.newPage();
    await page.goto(`${stack.server.url}/${lng}/admin/b2c/revisions/details/${encodeURIComponent(draftRevisionId)}`);
    const opened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: texts.preview }).click();
    const preview = await opened;
    await preview.waitForURL(new RegExp(`/${lng}/preview/psl_`));
    await preview.getByText(draftName).first().waitFor();
    await preview
      .getByText(translate(lng, 'preview.banner', { number: 2, status: revisionStatusLabel(lng, 'draft') }))
      .waitFor();
    // Nothing is ordered from a preview.
    expect(
      await preview.getByRole('button', { name: lng === 'en' ? /add to cart/i : /ajouter au panier/i }).count(),
    ).toBe(0);
    expect(await seriousViolations(preview)).toEqual([]);
    await screenshot(preview, `revision-preview-${lng}-1366`);
    await preview.setViewportSize({ width: 375, height: 800 });
    await screenshot(preview, `revision-preview-${lng}-375`);

    // The store's own page still shows the published name.
    const store = await apiCall(stack.server.url, '/api/store/GetCategory/decouverte-discovery');
    expect(JSON.stringify(store.body)).not.toContain('Lantern and stars');
    await preview.close();
    await page.close();
  });
});
