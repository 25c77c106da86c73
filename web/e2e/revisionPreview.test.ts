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
 * it is, while the store's own page keeps the published name. A portal product's draft opens on its portal page.
 */

const stack = startTestStack();
const pages = signedInPages(stack);
let draftRevisionId = '';
let portalDraftRevisionId = '';

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

  // A printed product of the portal, published with a price, then a draft of it.
  const printed = (name: string) => ({ ...passValues(name, 'PREVIEW-PORTAL', 5), categoryId: 'pcat-publications' });
  const atlas = await apiCall<{ id: string }>(base, '/api/Products/Create?storeCode=b2b&button=publish', {
    token,
    body: printed('Trail atlas'),
  });
  expect(atlas.status).toBe(201);
  const atlasPrice = await apiCall(base, '/api/Prices/Create?storeCode=b2b&button=publish', {
    token,
    body: { productId: atlas.body.id, regularPrice: 2, salePrice: 0, saleStartsAt: null, saleEndsAt: null },
  });
  expect(atlasPrice.status).toBe(201);
  const atlasDraft = await apiCall<{ revisionId: string }>(
    base,
    `/api/Products/Update/${atlas.body.id}?storeCode=b2b`,
    {
      method: 'PUT',
      token,
      body: printed('Trail atlas second edition'),
    },
  );
  expect(atlasDraft.status).toBe(200);
  portalDraftRevisionId = atlasDraft.body.revisionId;
});

type Lng = 'en' | 'fr';

/**
 * LMG presses Preview on a revision's details in `store` and gets the new tab at its link's path; it shows the
 * banner, the draft's name and nothing to order, without serious axe findings, shot at 1366 and 375 px.
 */
const previewFrom = async (lng: Lng, store: 'b2c' | 'b2b', revisionId: string, draftName: string, shot: string) => {
  const texts = lng === 'en' ? revisionsEn : revisionsFr;
  const page = await pages.newPage();
  await page.goto(`${stack.server.url}/${lng}/admin/${store}/revisions/details/${encodeURIComponent(revisionId)}`);
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: texts.preview }).click();
  const preview = await opened;
  await preview.waitForURL(new RegExp(`/${lng}${store === 'b2b' ? '/portal' : ''}/preview/psl_`));
  await preview.getByText(draftName).first().waitFor();
  await preview
    .getByText(translate(lng, 'preview.banner', { number: 2, status: revisionStatusLabel(lng, 'draft') }))
    .waitFor();
  // Nothing is ordered from a preview.
  expect(
    await preview.getByRole('button', { name: lng === 'en' ? /add to cart/i : /ajouter au panier/i }).count(),
  ).toBe(0);
  for (const width of [1366, 375]) {
    await preview.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    expect(await seriousViolations(preview), `${width}`).toEqual([]);
    await screenshot(preview, `${shot}-${lng}-${width}`);
  }
  await preview.close();
  await page.close();
};

describe.each(['en', 'fr'] as const)('LMG previewing a draft product (%s)', (lng) => {
  it('opens the category page with the draft, under a banner, the store keeping the published version', async () => {
    const draftName = lng === 'en' ? 'Lantern and stars walk pass' : 'Laissez-passer Lantern and stars walk';
    await previewFrom(lng, 'b2c', draftRevisionId, draftName, 'revision-preview');
    // The store's own page still shows the published name.
    const store = await apiCall(stack.server.url, '/api/store/GetCategory/decouverte-discovery');
    expect(JSON.stringify(store.body)).not.toContain('Lantern and stars');
  });
});

describe.each(['en', 'fr'] as const)('LMG previewing a draft portal product (%s)', (lng) => {
  it("opens its portal page in the portal's frame with the draft, under a banner, with nothing to order", async () => {
    const draftName = lng === 'en' ? 'Trail atlas second edition pass' : 'Laissez-passer Trail atlas second edition';
    await previewFrom(lng, 'b2b', portalDraftRevisionId, draftName, 'revision-preview-portal');
  });
});
