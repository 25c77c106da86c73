/**
 * Banner and content images over real HTTP: a banner uploaded with its image (`bannerDto` and `files`), shown on the
 * home page once published and gone once deleted; a content page's image taken the same way; a non-image or bad
 * values refused in English and French, with nothing stored or appended.
 */
import type { AdminProblem, FormAnswer, ListAnswer, WriteAnswer } from '@parks/schemas/admin/calls';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { eventually } from '../testing/testApi.ts';
import { adminTestApi, filesUnder } from './testing/adminTestApi.ts';
import { bannerForm, bannerValues, contentValues, png, storeContent } from './testing/content.ts';

const admin = adminTestApi();
const { call, lmg, head } = admin;
const banners = admin.family('Banners');
const { setUat, contentPage, home } = storeContent(admin);

const sendBanner = async (path: string, method: string, body: FormData, language = 'en') => {
  const response = await fetch(`${admin.app.base}${path}`, {
    method,
    body,
    headers: { Authorization: `Bearer ${lmg()}`, 'Accept-Language': language },
  });
  return { status: response.status, body: (await response.json()) as WriteAnswer & AdminProblem };
};

describe('a banner through its revisions', () => {
  it('is uploaded with its image, shown on the home page once published, and gone once deleted', async () => {
    const { imageUrl: _url, ...dto } = bannerValues({ alt_EN: 'Canoes at dawn', location: 'HomeBottom' });
    const saved = await sendBanner(
      '/api/Banners/Create?storeCode=b2c',
      'POST',
      bannerForm(JSON.stringify(dto), await png(), 'canoes.png'),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const id = saved.body.id;
    const form = await call<FormAnswer>(`/api/Banners/GetById/${id}?storeCode=b2c&action=edit`, { token: lmg() });
    const image = form.body.sections.flatMap((section) => section.fields).find((field) => field.name === 'imageUrl');
    const url = String(image?.initialValue);
    expect(url).toMatch(/^\/files\/[0-9a-f]{64}$/);
    const served = await fetch(`${admin.app.base}${url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await home()).banners.map((banner) => banner.bannerId)).not.toContain(id);

    await banners.update(id, { ...dto, imageUrl: url }, 'uat');
    expect((await home(lmg())).banners.map((banner) => banner.bannerId)).not.toContain(id);
    await setUat(true);
    await eventually(async () => ((await home(lmg())).banners.some((banner) => banner.bannerId === id) ? true : null));
    expect((await home()).banners.map((banner) => banner.bannerId)).not.toContain(id);
    await setUat(false);

    const published = await banners.update(id, { ...dto, imageUrl: url }, 'publish');
    expect(published.status).toBe(200);
    expect((await home()).banners).toContainEqual(
      expect.objectContaining({
        bannerId: id,
        imageUrl: url,
        location: 'HomeBottom',
        alt: { en: 'Canoes at dawn', fr: 'Randonneurs sur un sentier' },
      }),
    );

    // "None" (id 0) is sent as null: the banner stays in the back office, off the home page.
    await banners.update(id, { ...dto, imageUrl: url, location: 0 }, 'publish');
    expect((await home()).banners.map((banner) => banner.bannerId)).not.toContain(id);
    await banners.update(id, { ...dto, imageUrl: url }, 'publish');
    expect((await home()).banners.map((banner) => banner.bannerId)).toContain(id);

    // A multipart update with a new image replaces it; the DTO's own url is kept when no file comes.
    const wider = await sharp({ create: { width: 60, height: 20, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const replaced = await sendBanner(
      `/api/Banners/Update/${id}?storeCode=b2c&button=publish`,
      'PUT',
      bannerForm(JSON.stringify({ ...dto, imageUrl: url }), wider, 'wider.png'),
    );
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    const [shown] = (await home()).banners.filter((banner) => banner.bannerId === id);
    expect(shown?.imageUrl).toMatch(/^\/files\/[0-9a-f]{64}$/);
    expect(shown?.imageUrl).not.toBe(url);

    // The inactive action on the published revision withdraws it: gone from the home page.
    const inactive = await call(
      `/api/Revisions/UpdateStatus/${replaced.body.revisionId}?storeCode=b2c&status=inactive`,
      { method: 'PUT', token: lmg() },
    );
    expect(inactive.status).toBe(200);
    expect((await home()).banners.map((banner) => banner.bannerId)).not.toContain(id);
    await banners.update(id, { ...dto, imageUrl: url }, 'publish');
    expect((await banners.remove(id)).status).toBe(200);
    expect((await home()).banners.map((banner) => banner.bannerId)).not.toContain(id);

    // Restore: an older revision comes back as a new draft, and to the home page once published.
    const revisions = await call<ListAnswer>(`/api/Revisions/GetAll?storeCode=b2c&page=100000&search=${id}`, {
      token: lmg(),
    });
    const older = revisions.body.rows.find((row) => row.number === 1);
    const restored = await call<WriteAnswer>(`/api/Revisions/Restore/${older?.revisionId}?storeCode=b2c`, {
      method: 'POST',
      token: lmg(),
    });
    expect(restored.status).toBe(201);
    expect((await home()).banners.map((banner) => banner.bannerId)).not.toContain(id);
    await call(`/api/Revisions/UpdateStatus/${restored.body.revisionId}?storeCode=b2c&status=publish`, {
      method: 'PUT',
      token: lmg(),
    });
    expect((await home()).banners).toContainEqual(expect.objectContaining({ bannerId: id, imageUrl: url }));
  });

  it('takes a content page’s image the same way (contentDto with files)', async () => {
    const data = new FormData();
    data.append('contentDto', JSON.stringify(contentValues('PictureGuide')));
    data.append('files', new Blob([new Uint8Array(await png())]), 'guide.png');
    const saved = await sendBanner('/api/Contents/Create?storeCode=b2c&button=publish', 'POST', data);
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect((await contentPage('PictureGuide')).body.imageUrl).toMatch(/^\/files\/[0-9a-f]{64}$/);
  });

  it('refuses a non-image named .png with the spec’s message, in English and French, leaving nothing', async () => {
    const before = await head();
    const blobs = filesUnder(admin.app.blobsDir);
    const fake = Buffer.from('just some words, not an image\n');
    const dto = JSON.stringify(bannerValues());
    const english = await sendBanner('/api/Banners/Create?storeCode=b2c', 'POST', bannerForm(dto, fake, 'fake.png'));
    expect(english.status).toBeGreaterThanOrEqual(400);
    expect(english.status).toBeLessThan(500);
    expect(english.body.message).toMatch(/is not a supported format\.$/);
    expect(english.body.errors?.files?.[0]).toMatch(/is not a supported format\.$/);
    const french = await sendBanner(
      '/api/Banners/Create?storeCode=b2c',
      'POST',
      bannerForm(dto, fake, 'fake.png'),
      'fr',
    );
    expect(french.body.message).not.toBe(english.body.message);
    expect(filesUnder(admin.app.blobsDir)).toEqual(blobs);
    expect(filesUnder(admin.app.uploadTempDir)).toEqual([]);
    expect(await head()).toBe(before);
  });
});

describe('a multipart body with bad values', () => {
  it('is refused per field like JSON before its file is stored, appending nothing', async () => {
    const before = await head();
    const blobs = filesUnder(admin.app.blobsDir);
    // An image stored by no other test: its blob would show up if the refusal came after storing it.
    const unseen = await sharp({ create: { width: 33, height: 11, channels: 3, background: '#a0522d' } })
      .png()
      .toBuffer();
    const answer = await sendBanner(
      '/api/Banners/Create?storeCode=b2c',
      'POST',
      bannerForm(JSON.stringify({ alt_EN: '', location: 'Sky' }), unseen, 'ok.png'),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toMatchObject({
      alt_EN: ['The alternative text is required.'],
      location: ['This value is not valid.'],
    });
    expect(filesUnder(admin.app.blobsDir)).toEqual(blobs);
    expect(filesUnder(admin.app.uploadTempDir)).toEqual([]);
    const noDto = await sendBanner('/api/Banners/Create?storeCode=b2c', 'POST', new FormData());
    expect(noDto.status).toBeGreaterThanOrEqual(400);
    expect(noDto.status).toBeLessThan(500);
    expect(await head()).toBe(before);
  });
});
