/**
 * Preview of a revision over real HTTP (back-office.md §2, schemas/src/preview.ts): LMG asks a link for a draft
 * product or category revision; a signed-in staff member opening it sees the category page as it would be, while the
 * store's own page (shoppers, and staff too) keeps the published version. Refused: a revision that is published, of
 * another entity type or store; the link without a staff session, or unknown.
 */
import type { WriteAnswer } from '@parks/schemas/admin/calls';
import type { PortalProductDetailDto } from '@parks/schemas/portal';
import type { PreviewDto, PreviewLinkDto } from '@parks/schemas/preview';
import { describe, expect, it } from 'vitest';
import { testNow } from '../testing/testApi.ts';
import { adminTestApi, categoryValues } from './testing/adminTestApi.ts';
import { discoveryPageText, productValues, publishPrice } from './testing/products.ts';

const admin = adminTestApi();
const { call, lmg, tokens } = admin;

type Refusal = Readonly<{ detail?: string; message?: string }>;

const write = (path: string, method: string, body: unknown) =>
  call<WriteAnswer & Refusal>(path, { method, body, token: lmg() });

const linkOf = (revisionId: string, store = 'b2c', token = lmg(), language = 'en') =>
  call<PreviewLinkDto & Refusal>(`/api/Revisions/Preview/${revisionId}?storeCode=${store}`, {
    method: 'POST',
    token,
    language,
  });

const open = (url: string, token?: string) => {
  const linkToken = url.split('/').at(-1) ?? '';
  return call<PreviewDto & Refusal>(`/api/store/Preview/${linkToken}`, token === undefined ? {} : { token });
};

describe('a preview link', () => {
  it("shows a draft product on its category's page to staff only, the store keeping the published version", async () => {
    const created = await write(
      '/api/Products/Create?storeCode=b2c',
      'POST',
      productValues('PREVIEW-1', { name_EN: 'Lantern walk pass' }),
    );
    expect(created.status).toBe(201);
    await publishPrice(admin, created.body.id);
    const published = await write(
      `/api/Products/Update/${created.body.id}?storeCode=b2c&button=publish`,
      'PUT',
      productValues('PREVIEW-1', { name_EN: 'Lantern walk pass' }),
    );
    expect(published.status).toBe(200);
    const draft = await write(
      `/api/Products/Update/${created.body.id}?storeCode=b2c`,
      'PUT',
      productValues('PREVIEW-1', { name_EN: 'Lantern and stars walk pass' }),
    );
    expect(draft.status).toBe(200);
    const draftId = String(draft.body.revisionId);

    const link = await linkOf(draftId);
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(/^\/en\/preview\/psl_[A-Za-z0-9_-]{43}$/);
    // Fifteen minutes on the server's clock (fixed at testNow here).
    expect(Date.parse(link.body.expiresAt) - testNow.getTime()).toBe(15 * 60_000);

    const preview = await open(link.body.url, lmg());
    expect(preview.status).toBe(200);
    expect(preview.body.revision).toMatchObject({ revisionId: draftId, status: 'draft', entityType: 'Product' });
    if (preview.body.storeCode !== 'b2c') throw new Error('a public store preview was expected');
    const names = preview.body.category.products.map((product) => product.name.en);
    expect(names).toContain('Lantern and stars walk pass');
    expect(names).not.toContain('Lantern walk pass');
    // Another staff member may open it too; the store itself is unchanged for everyone.
    expect((await open(link.body.url, tokens.SuperUser)).status).toBe(200);
    expect(await discoveryPageText(admin)).toContain('Lantern walk pass');
    expect(await discoveryPageText(admin)).not.toContain('Lantern and stars');
    expect(await discoveryPageText(admin, lmg())).not.toContain('Lantern and stars');
  });

  it('works for staff only, and an unknown link says so', async () => {
    const created = await write('/api/Products/Create?storeCode=b2c', 'POST', productValues('PREVIEW-2'));
    const link = await linkOf(String(created.body.revisionId));
    expect(link.status).toBe(200);
    expect((await open(link.body.url)).status).toBe(401);
    expect((await open(link.body.url, tokens.PortalUser)).status).toBe(403);
    const unknown = await open(`/en/preview/psl_${'A'.repeat(43)}`, lmg());
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe(
      'This preview link has expired or is not valid. Open the preview again from the revision.',
    );
    expect((await open('/en/preview/not-a-token', lmg())).status).toBe(404);
  });

  it('shows a draft portal product on its portal page to staff only, the portal keeping the published one', async () => {
    const values = (title: string) =>
      productValues('PREVIEW-B2B', { categoryId: 'pcat-publications', name_EN: title, name_FR: title });
    const created = await write('/api/Products/Create?storeCode=b2b&button=publish', 'POST', values('Trail atlas'));
    expect(created.status).toBe(201);
    const priced = await write('/api/Prices/Create?storeCode=b2b&button=publish', 'POST', {
      productId: created.body.id,
      regularPrice: 2,
      salePrice: 0,
      saleStartsAt: null,
      saleEndsAt: null,
    });
    expect(priced.status).toBe(201);
    const draft = await write(
      `/api/Products/Update/${created.body.id}?storeCode=b2b`,
      'PUT',
      values('Trail atlas, 2nd edition'),
    );
    expect(draft.status).toBe(200);

    const link = await linkOf(String(draft.body.revisionId), 'b2b');
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    expect(link.body.url).toMatch(/^\/en\/portal\/preview\/psl_[A-Za-z0-9_-]{43}$/);
    const preview = await open(link.body.url, lmg());
    expect(preview.status).toBe(200);
    if (preview.body.storeCode !== 'b2b') throw new Error('a portal preview was expected');
    expect(preview.body.revision).toMatchObject({ status: 'draft', entityType: 'Product', entityId: created.body.id });
    expect(preview.body.portalProduct).toMatchObject({ productId: created.body.id, priceCents: 200 });
    expect(preview.body.portalProduct.productName.en).toBe('Trail atlas, 2nd edition');
    // A portal user may not open it, and still sees the published product.
    expect((await open(link.body.url, tokens.PortalUser)).status).toBe(403);
    const shown = await call<PortalProductDetailDto>(`/api/portal/product/${created.body.id}`, {
      token: tokens.PortalUser ?? '',
    });
    expect(shown.body.productName.en).toBe('Trail atlas');
  });

  it('is refused for a published revision, another entity type, the portal store, or a role without the area', async () => {
    const created = await write(
      '/api/Products/Create?storeCode=b2c&button=publish',
      'POST',
      productValues('PREVIEW-3'),
    );
    const refused = await linkOf(String(created.body.revisionId));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      'Only a draft or UAT revision can be previewed: the published one is the store itself.',
    );
    const french = await linkOf(String(created.body.revisionId), 'b2c', lmg(), 'fr');
    expect(french.body.message).toMatch(/^Seule une révision/);
    // A price is seen on its product's page, never previewed on its own.
    const price = await write('/api/Prices/Create?storeCode=b2c', 'POST', {
      productId: created.body.id,
      regularPrice: 9.5,
      salePrice: 0,
      saleStartsAt: null,
      saleEndsAt: null,
    });
    expect(price.status).toBe(201);
    const priceLink = await linkOf(String(price.body.revisionId));
    expect(priceLink.status).toBe(422);
    expect(priceLink.body.message).toBe('Only a product, or a category of the public store, can be previewed.');
    // A portal category's revision cannot be previewed yet.
    const portalCategory = await write(
      '/api/Categories/Create?storeCode=b2b',
      'POST',
      categoryValues('preview-portal'),
    );
    expect(portalCategory.status).toBe(201);
    expect((await linkOf(String(portalCategory.body.revisionId), 'b2b')).status).toBe(422);
    const draft = await write('/api/Products/Create?storeCode=b2c', 'POST', productValues('PREVIEW-4'));
    expect((await linkOf(String(draft.body.revisionId), 'b2b')).status).toBe(404);
    expect((await linkOf(String(draft.body.revisionId), 'b2c', tokens.Operator ?? '')).status).toBe(403);
    expect((await linkOf('rev-no-such-revision')).status).toBe(404);
  });
});
