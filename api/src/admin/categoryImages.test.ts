/**
 * Category images over real HTTP: Categories Create and Update take the multipart body of the spec (`categoryDto`
 * and one image in each of `files_en`, `files_fr`), the stored images become the category's `image_EN`/`image_FR`
 * (the store's `imageUrl`), a form keeps them when it sends them back, and a second image is refused with nothing
 * stored or appended.
 */
import type { FormAnswer } from '@parks/schemas/admin/calls';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminTestApi, categoryValues, filesUnder } from './testing/adminTestApi.ts';

const admin = adminTestApi();
const { call, lmg, head } = admin;

const values = categoryValues;

const image = (r: number) =>
  sharp({ create: { width: 20, height: 25, channels: 3, background: { r, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();

const send = admin.multipart('categoryDto');

const blobsNow = (): string[] => filesUnder(admin.app.blobsDir);

const imagesOf = async (id: string) => {
  const form = await call<FormAnswer>(`/api/Categories/GetById/${id}?storeCode=b2c&action=edit`, { token: lmg() });
  const fields = form.body.sections.flatMap((section) => section.fields);
  return Object.fromEntries(
    fields.filter((field) => field.component === 'upload').map((field) => [field.name, field.initialValue]),
  );
};

describe('category images', () => {
  it('stores one image per language, shows it in the store, and keeps it through an edit that sends it back', async () => {
    const created = await send('/api/Categories/Create?storeCode=b2c&button=publish', 'POST', values('pictured'), [
      { part: 'files_en', name: 'en.jpg', bytes: await image(10) },
      { part: 'files_fr', name: 'fr.jpg', bytes: await image(20) },
    ]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const images = await imagesOf(created.body.id);
    expect(images.image_EN).toMatch(/^\/files\/[0-9a-f]{64}$/);
    expect(images.image_FR).toMatch(/^\/files\/[0-9a-f]{64}$/);
    expect(images.image_EN).not.toBe(images.image_FR);
    const served = await fetch(`${admin.app.base}${String(images.image_EN)}`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const page = await call<{ imageUrl: unknown }>('/api/store/GetCategory/pictured-en');
    expect(page.body.imageUrl).toEqual({ en: images.image_EN, fr: images.image_FR });

    // JSON edit without the image fields keeps them; sending them back keeps them; a new French image replaces it.
    expect(
      (
        await call(`/api/Categories/Update/${created.body.id}?storeCode=b2c`, {
          method: 'PUT',
          token: lmg(),
          body: values('pictured', { name_EN: 'Renamed' }),
        })
      ).status,
    ).toBe(200);
    expect(await imagesOf(created.body.id)).toEqual(images);
    const replaced = await send(
      `/api/Categories/Update/${created.body.id}?storeCode=b2c`,
      'PUT',
      values('pictured', { image_EN: images.image_EN, image_FR: images.image_FR }),
      [{ part: 'files_fr', name: 'new.jpg', bytes: await image(30) }],
    );
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    const after = await imagesOf(created.body.id);
    expect(after.image_EN).toBe(images.image_EN);
    expect(after.image_FR).not.toBe(images.image_FR);
    // null removes one.
    await send(
      `/api/Categories/Update/${created.body.id}?storeCode=b2c`,
      'PUT',
      values('pictured', { image_FR: null, image_EN: null }),
      [],
    );
    expect(await imagesOf(created.body.id)).toEqual({ image_EN: undefined, image_FR: undefined });
  });

  it('refuses a second image in a language, in English and French, storing and appending nothing', async () => {
    const before = await head();
    const blobs = blobsNow();
    for (const [language, message] of [
      ['en', 'Only one image can be uploaded here.'],
      ['fr', 'Une seule image peut être téléversée ici.'],
    ] as const) {
      const refused = await send(
        '/api/Categories/Create?storeCode=b2c',
        'POST',
        values(`twice-${language}`),
        [
          { part: 'files_en', name: 'a.jpg', bytes: await image(40) },
          { part: 'files_en', name: 'b.jpg', bytes: await image(50) },
        ],
        language,
      );
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(message);
      expect(refused.body.errors?.files_en).toEqual([refused.body.message]);
    }
    const taken = await send(
      '/api/Categories/Create?storeCode=b2c',
      'POST',
      values('x', { urlAlias_EN: 'Not An Alias' }),
      [{ part: 'files_en', name: 'a.jpg', bytes: await image(60) }],
    );
    expect(taken.status).toBe(422);
    expect(taken.body.errors?.urlAlias_EN).toBeDefined();
    expect(blobsNow()).toEqual(blobs);
    expect(await head()).toBe(before);
  });
});
