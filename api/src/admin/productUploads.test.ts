/**
 * Uploads through Products Create and Update over real HTTP: images per language and the sample PDF, stored, served
 * back and kept on the next edit; the spec's refusals (six images, a non-image named .png, bad values, the rules
 * across records) in English and French, with nothing created or stored.
 */
import type { FormAnswer } from '@parks/schemas/admin/calls';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminTestApi, filesUnder, unsupportedFormat } from './testing/adminTestApi.ts';
import { discoveryPageText, initialValues, productValues, publishPrice } from './testing/products.ts';

const admin = adminTestApi();
const { call, lmg, head } = admin;
const blobsNow = (): string[] => filesUnder(admin.app.blobsDir);
const values = productValues;
const { list } = admin.family('Products');

/** A multipart Create or Update: the values as the JSON text of `productDto`, then the files of each part. */
const multipart = admin.multipart('productDto');

const image = (r: number) =>
  sharp({ create: { width: 30, height: 20, channels: 3, background: { r, g: 90, b: 160 } } })
    .png()
    .toBuffer();
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
);

describe('uploads through Create', () => {
  it('stores two images per language and a sample PDF, serves them back, and keeps them on the next edit', async () => {
    const created = await multipart('/api/Products/Create?storeCode=b2c&button=publish', 'POST', values('IMG-2'), [
      { part: 'files_en', name: 'one.png', bytes: await image(10) },
      { part: 'files_en', name: 'two.png', bytes: await image(20) },
      { part: 'files_fr', name: 'un.png', bytes: await image(30) },
      { part: 'files_fr', name: 'deux.png', bytes: await image(40) },
      { part: 'pdfs', name: 'sample.pdf', bytes: pdf },
    ]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await publishPrice(admin, created.body.id);
    const form = await call<FormAnswer>(`/api/Products/GetById/${created.body.id}?storeCode=b2c&action=edit`, {
      token: lmg(),
    });
    const initial = initialValues(form.body);
    const english = initial.images_EN as string[];
    const french = initial.images_FR as string[];
    expect(english).toHaveLength(2);
    expect(french).toHaveLength(2);
    for (const url of [...english, ...french]) {
      const served = await fetch(`${admin.app.base}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      const { width, height } = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect({ width, height }).toEqual({ width: 30, height: 20 });
    }
    // The family's one `pdfs` part is the sample of both languages.
    expect(initial.samplePdf_FR).toBe(initial.samplePdf_EN);
    const sample = await fetch(`${admin.app.base}${String(initial.samplePdf_EN)}`);
    expect(sample.headers.get('content-type')).toBe('application/pdf');
    // The store shows the first image of each language.
    expect(await discoveryPageText(admin)).toContain(english[0]);

    // An edit that sends the urls it keeps plus one more image: three, the new one last.
    const edited = await multipart(
      `/api/Products/Update/${created.body.id}?storeCode=b2c`,
      'PUT',
      values('IMG-2', {
        images_EN: english,
        images_FR: french,
        samplePdf_EN: initial.samplePdf_EN,
        samplePdf_FR: initial.samplePdf_FR,
      }),
      [{ part: 'files_en', name: 'three.png', bytes: await image(50) }],
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = initialValues(
      (await call<FormAnswer>(`/api/Products/GetById/${created.body.id}?storeCode=b2c&action=edit`, { token: lmg() }))
        .body,
    );
    expect(after.images_EN).toHaveLength(3);
    expect((after.images_EN as string[]).slice(0, 2)).toEqual(english);
    expect([after.samplePdf_EN, after.samplePdf_FR]).toEqual([initial.samplePdf_EN, initial.samplePdf_FR]);
  });

  it('refuses six images, a non-image named .png, and bad values, in English and French, creating nothing', async () => {
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => image(100 + n)));
    const before = await head();
    const blobs = blobsNow();
    const tooMany = await multipart(
      '/api/Products/Create?storeCode=b2c',
      'POST',
      values('SIX'),
      six.map((bytes, n) => ({ part: 'files_en', name: `${n}.png`, bytes })),
    );
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe('Only 5 images can be uploaded per product');
    expect(tooMany.body.errors?.files_en).toEqual(['Only 5 images can be uploaded per product']);

    // Five already kept plus one more is six as well.
    const keptFive = await multipart(
      '/api/Products/Create?storeCode=b2c',
      'POST',
      values('KEPT', { images_EN: Array.from({ length: 5 }, (_, n) => `/files/${String(n).repeat(64)}`) }),
      [{ part: 'files_en', name: 'more.png', bytes: await image(7) }],
    );
    expect(keptFive.status).toBe(422);
    expect(keptFive.body.message).toBe('Only 5 images can be uploaded per product');

    const words = Buffer.from('just some words, not an image\n');
    for (const language of ['en', 'fr'] as const) {
      const message = unsupportedFormat[language];
      const notImage = await multipart(
        '/api/Products/Create?storeCode=b2c',
        'POST',
        values('NOT-IMAGE'),
        [
          { part: 'files_en', name: 'fine.png', bytes: await image(8) },
          { part: 'files_en', name: 'photo.png', bytes: words },
        ],
        language,
      );
      expect(notImage.status).toBe(415);
      expect(notImage.body.message).toBe(message);
      expect(notImage.body.errors?.files_en).toEqual([message]);
    }

    // Good images but a value refused: the values are checked before any file is stored.
    const noName = await multipart('/api/Products/Create?storeCode=b2c', 'POST', values('NO-NAME', { name_EN: '' }), [
      { part: 'files_en', name: 'fine.png', bytes: await image(9) },
    ]);
    expect(noName.status).toBe(422);
    expect(noName.body.errors?.name_EN).toEqual(['Name is required']);
    // And the rules across records: a SKU another product has, an update of a product that is not there.
    const taken = await multipart('/api/Products/Create?storeCode=b2c', 'POST', values('IMG-2'), [
      { part: 'files_en', name: 'fine.png', bytes: await image(11) },
    ]);
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ sku: ['Another product already has this SKU.'] });
    const missing = await multipart('/api/Products/Update/prod-nowhere?storeCode=b2c', 'PUT', values('GONE'), [
      { part: 'files_en', name: 'fine.png', bytes: await image(12) },
    ]);
    expect(missing.status).toBe(404);

    expect(await head()).toBe(before);
    expect(blobsNow()).toEqual(blobs);
    expect((await list('&search=not-image')).body.rows).toEqual([]);
  });
});
