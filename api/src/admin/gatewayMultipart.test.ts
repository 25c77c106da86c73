/**
 * The generic gateway's multipart creates over real HTTP (back-office §7: "Category and product creates use multipart
 * with parameters, files_en, files_fr, pdfs_en, pdfs_fr"): the envelope `{entity, storeCode, data}` as the JSON text
 * of a `parameters` part, the files in theirs. A create so sent makes what the same values make as JSON, a product's
 * sample PDF per language reaches the portal, empty file parts are nothing sent, and every refusal (the envelope's
 * entity or store, a part the family does not take, the envelope on an Update) stores and appends nothing.
 */
import type { FormAnswer, WriteAnswer } from '@parks/schemas/admin/calls';
import type { PortalProductDetailDto } from '@parks/schemas/portal';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminTestApi, categoryValues, filesUnder, type UploadFile } from './testing/adminTestApi.ts';
import { initialValues, productValues } from './testing/products.ts';

const admin = adminTestApi();
const { call, lmg, head } = admin;
const blobsNow = (): string[] => filesUnder(admin.app.blobsDir);

/** A multipart call as LMG whose JSON part is the gateway's envelope. */
const gateway = admin.multipart('parameters');
const envelope = (entity: string, storeCode: string, data: Record<string, unknown>) => ({ entity, storeCode, data });
/** A gateway create of `entity` in `storeCode`, published, with these files. */
const createPublished = (entity: string, storeCode: string, values: Record<string, unknown>, files: UploadFile[]) =>
  gateway(`/api/${entity}/Create`, 'POST', envelope(entity, storeCode, { ...values, button: 'publish' }), files);

const image = (r: number) =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: { r, g: 80, b: 140 } } })
    .png()
    .toBuffer();
const pdf = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n% ${title}\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n` +
      '2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  );
const empty = (part: string): UploadFile => ({ part, name: '', bytes: new Uint8Array() });

const formOf = async (family: string, id: string, storeCode: string) => {
  const form = await call<FormAnswer>(`/api/${family}/GetById/${id}?storeCode=${storeCode}&action=edit`, {
    token: lmg(),
  });
  expect(form.status).toBe(200);
  return initialValues(form.body);
};

/** A printed product of the portal's publications category. */
const printed = (sku: string, extra: Record<string, unknown> = {}) =>
  productValues(sku, { categoryId: 'pcat-publications', ...extra });

describe('a product created through the gateway with multipart', () => {
  it('stores its images and a sample PDF per language, which the portal links in each language', async () => {
    const created = await createPublished('Products', 'b2b', printed('GW-PDF'), [
      { part: 'files_en', name: 'cover.png', bytes: await image(10) },
      { part: 'files_fr', name: 'couverture.png', bytes: await image(20) },
      { part: 'pdfs_en', name: 'sample-en.pdf', bytes: pdf('English') },
      { part: 'pdfs_fr', name: 'echantillon-fr.pdf', bytes: pdf('Français') },
    ]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.message).toBe('Published successfully.');

    const values = await formOf('Products', created.body.id, 'b2b');
    expect(values.images_EN).toEqual([expect.stringMatching(/^\/files\/[0-9a-f]{64}$/)]);
    expect(values.images_FR).toEqual([expect.stringMatching(/^\/files\/[0-9a-f]{64}$/)]);
    expect(values.samplePdf_EN).toMatch(/^\/files\/[0-9a-f]{64}$/);
    expect(values.samplePdf_FR).toMatch(/^\/files\/[0-9a-f]{64}$/);
    expect(values.samplePdf_FR).not.toBe(values.samplePdf_EN);
    const served = await fetch(`${admin.app.base}${String(values.samplePdf_FR)}`);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(await served.text()).toContain('Français');

    // The portal sells a product once it has a price.
    const priced = await call<WriteAnswer>('/api/Prices/Create?storeCode=b2b&button=publish', {
      method: 'POST',
      token: lmg(),
      body: { productId: created.body.id, regularPrice: 0.5, salePrice: 0, saleStartsAt: null, saleEndsAt: null },
    });
    expect(priced.status, JSON.stringify(priced.body)).toBe(201);
    const detail = await call<PortalProductDetailDto>(`/api/portal/product/${created.body.id}`, {
      token: admin.tokenOfUser('portal'),
    });
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(detail.body.samplePdfUrl).toEqual({ en: values.samplePdf_EN, fr: values.samplePdf_FR });
  });

  it('makes, without files, what the same envelope makes as a JSON body, and skips empty file parts', async () => {
    // The same values but the SKU, which must be another product's (it names the product too).
    const data = (sku: string) => ({ ...printed(sku, { name_EN: 'Guide', name_FR: 'Guide' }), button: 'save' });
    const asJson = await call<WriteAnswer>('/api/Products/Create', {
      method: 'POST',
      token: lmg(),
      body: envelope('Products', 'b2b', data('GW-JSON')),
    });
    const asMultipart = await gateway('/api/Products/Create', 'POST', envelope('Products', 'b2b', data('GW-PART')), [
      empty('files_en'),
      empty('files_fr'),
      empty('pdfs_en'),
      empty('pdfs_fr'),
    ]);
    expect([asJson.status, asMultipart.status], JSON.stringify(asMultipart.body)).toEqual([201, 201]);
    expect(asMultipart.body.message).toBe(asJson.body.message);
    const fromJson = await formOf('Products', asJson.body.id, 'b2b');
    const fromMultipart = await formOf('Products', asMultipart.body.id, 'b2b');
    expect(fromMultipart).toEqual({ ...fromJson, sku: 'GW-PART', productId: asMultipart.body.id });
    expect(fromJson.sku).toBe('GW-JSON');
  });
});

describe('a category created through the gateway with multipart', () => {
  it("stores one image per language, and takes a client's empty pdf parts as nothing sent", async () => {
    const created = await createPublished('Categories', 'b2c', categoryValues('gateway-pictured'), [
      { part: 'files_en', name: 'en.png', bytes: await image(30) },
      { part: 'files_fr', name: 'fr.png', bytes: await image(40) },
      empty('pdfs_en'),
      empty('pdfs_fr'),
    ]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const values = await formOf('Categories', created.body.id, 'b2c');
    expect(values.image_EN).toMatch(/^\/files\/[0-9a-f]{64}$/);
    expect(values.image_FR).toMatch(/^\/files\/[0-9a-f]{64}$/);
    const page = await call<{ imageUrl: unknown }>('/api/store/GetCategory/gateway-pictured-en');
    expect(page.body.imageUrl).toEqual({ en: values.image_EN, fr: values.image_FR });
  });
});

describe('refusals of a gateway multipart create', () => {
  it('refuses a wrong envelope, a part the family does not take, and the envelope on an Update, keeping nothing', async () => {
    const files = [{ part: 'files_en', name: 'en.png', bytes: await image(50) }];
    const before = await head();
    const blobs = blobsNow();

    const create = (entity: string) => `/api/${entity}/Create`;
    const refusals = [
      // The envelope names another family than the path's.
      {
        path: create('Categories'),
        body: envelope('Products', 'b2c', categoryValues('x1')),
        status: 422,
        field: 'entity',
      },
      { path: create('Categories'), body: { entity: 'Categories', data: {} }, status: 422, field: 'storeCode' },
      // A store that is not one is refused before any file is checked.
      {
        path: create('Categories'),
        body: envelope('Categories', 'b2x', categoryValues('x2')),
        status: 422,
        field: 'storeCode',
      },
      // A category has no sample PDF: a pdf part with a file in it is a part it does not take.
      {
        path: create('Categories'),
        body: envelope('Categories', 'b2c', categoryValues('x3')),
        files: [{ part: 'pdfs_en', name: 'sample.pdf', bytes: pdf('x') }],
        status: 400,
        field: 'pdfs_en',
      },
      // An Update names its record in its path: the envelope is the gateway's Create's only.
      {
        path: '/api/Categories/Update/cat-discovery?storeCode=b2c',
        method: 'PUT' as const,
        body: envelope('Categories', 'b2c', categoryValues('x4')),
        status: 400,
        field: 'parameters',
      },
    ];
    for (const refusal of refusals) {
      const answer = await gateway(refusal.path, refusal.method ?? 'POST', refusal.body, refusal.files ?? files);
      expect(answer.status, JSON.stringify(refusal.body)).toBe(refusal.status);
      expect(answer.body.errors?.[refusal.field], JSON.stringify(answer.body)).toBeDefined();
    }

    // Bad values, in the caller's language, under their field.
    const badValues = await gateway(
      create('Products'),
      'POST',
      envelope('Products', 'b2b', printed('GW-BAD', { name_EN: '' })),
      files,
      'fr',
    );
    expect(badValues.status).toBe(422);
    expect(badValues.body.errors?.name_EN).toEqual(['Le nom est requis']);

    expect(await head()).toBe(before);
    expect(blobsNow()).toEqual(blobs);
  });

  it('refuses a role the family is not open to, before reading the files', async () => {
    const body = new FormData();
    body.append('parameters', JSON.stringify(envelope('Products', 'b2c', productValues('GW-ROLE'))));
    body.append('files_en', new Blob([new Uint8Array(await image(60))]), 'en.png');
    const before = await head();
    const refused = await fetch(`${admin.app.base}/api/Products/Create`, {
      method: 'POST',
      body,
      headers: { Authorization: `Bearer ${admin.tokenOfUser('portal')}` },
    });
    expect(refused.status).toBe(403);
    expect(await head()).toBe(before);
  });
});
