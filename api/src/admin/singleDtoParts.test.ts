/**
 * The single-DTO multipart bodies of §7 over real HTTP: a price, notice, note, shipping fee, product attribute,
 * revision and refund sent as `multipart/form-data` with their one DTO part (`priceDto` …, as each family's
 * descriptor names it) are read exactly as the same values sent as JSON: the same answer, the same refusals. A
 * content's create may name its part `contentCreateDto`. A file, another part or bad JSON in such a body is
 * refused with 400, and nothing is recorded.
 */
import { adminFamilyDescriptors } from '@parks/schemas/admin/families';
import { describe, expect, it } from 'vitest';
import { buyPasses } from '../orders/testing/cardOrders.ts';
import { newGuest } from '../testing/testApi.ts';
import { adminTestApi } from './testing/adminTestApi.ts';
import { contentValues } from './testing/content.ts';

const admin = adminTestApi();

/** The families whose writes carry one DTO part and no file (§7). */
const singleDtoFamilies = adminFamilyDescriptors.flatMap((descriptor) => {
  const multipart = 'multipart' in descriptor ? descriptor.multipart : undefined;
  return multipart !== undefined && !('uploads' in multipart) ? [{ family: descriptor.family, ...multipart }] : [];
});

type Answer = Readonly<{ status: number; body: unknown }>;

const send = async (path: string, method: string, body: string | FormData, headers: Record<string, string> = {}) => {
  const response = await fetch(`${admin.app.base}${path}`, {
    method,
    body,
    headers: { Authorization: `Bearer ${admin.lmg()}`, 'Accept-Language': 'fr', ...headers },
  });
  return { status: response.status, body: (await response.json()) as unknown };
};
const asJson = (path: string, method: string, values: unknown): Promise<Answer> =>
  send(path, method, JSON.stringify(values), { 'Content-Type': 'application/json' });
const asPart = (path: string, method: string, part: string, values: unknown): Promise<Answer> => {
  const form = new FormData();
  form.append(part, JSON.stringify(values));
  return send(path, method, form);
};

describe('a single-DTO multipart body', () => {
  it('is named by every family §7 lists', () => {
    expect(singleDtoFamilies.map(({ family, dtoPart }) => `${family} ${dtoPart}`).sort()).toEqual([
      'Notes noteDto',
      'Notices noticeDto',
      'Prices priceDto',
      'ProductAttributes productAttributeDto',
      'Revisions revisionDto',
      'Shippings shippingDto',
    ]);
  });

  it("answers a family's Create and Update exactly as the same values sent as JSON, refusals included", async () => {
    const before = await admin.head();
    for (const { family, dtoPart } of singleDtoFamilies) {
      for (const [path, method] of [
        [`/api/${family}/Create?storeCode=b2c`, 'POST'],
        [`/api/${family}/Update/fuzz-0000000001?storeCode=b2c`, 'PUT'],
      ] as const) {
        for (const values of [{}, { name_EN: 3, order: 'first' }]) {
          const json = await asJson(path, method, values);
          const part = await asPart(path, method, dtoPart, values);
          expect(json.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
          expect(json.status, `${method} ${path}`).toBeLessThan(500);
          expect(part, `${method} ${path} ${JSON.stringify(values)}`).toEqual(json);
        }
      }
    }
    expect(await admin.head()).toBe(before);
  });

  it('records a product attribute sent as its part as it records the JSON one', async () => {
    const values = (name: string) => ({ name_EN: name, name_FR: `${name} (fr)`, values: ['Small', 'Large'] });
    const path = '/api/ProductAttributes/Create?storeCode=b2c';
    const json = await asJson(path, 'POST', values('Size JSON'));
    const part = await asPart(path, 'POST', 'productAttributeDto', values('Size part'));
    expect(json.status).toBe(201);
    expect(part.status).toBe(201);
    // The same answer but for the new record's own ids.
    const { id: partId, revisionId: _p, ...partAnswer } = part.body as { id: string; revisionId: string };
    const { id: _j, revisionId: _r, ...jsonAnswer } = json.body as { id: string; revisionId: string };
    expect(partAnswer).toEqual(jsonAnswer);
    const form = await admin.call<Record<string, unknown>>(
      `/api/ProductAttributes/GetById/${partId}?storeCode=b2c&action=edit`,
      { token: admin.lmg() },
    );
    expect(JSON.stringify(form.body)).toContain('Size part (fr)');
  });

  it('answers a refund sent as `refundDto` as its JSON: the same preview, to the cent', async () => {
    const guest = await newGuest(admin.app.base);
    const orderId = await buyPasses(admin.app.base, guest, { key: `dto-${Date.now()}`, quantity: 2 });
    const refund = { orderId, type: 'full', reason: 'Customer request', comments: null, lines: [], preview: true };
    const path = '/api/Refunds/Create?storeCode=b2c';
    const json = await asJson(path, 'POST', refund);
    expect(json.status).toBe(200);
    expect(await asPart(path, 'POST', 'refundDto', refund)).toEqual(json);
    const created = await asPart(path, 'POST', 'refundDto', { ...refund, preview: false });
    expect(created.status).toBe(201);
  });

  it("takes a content's create as `contentCreateDto` as well as `contentDto`", async () => {
    const path = '/api/Contents/Create?storeCode=b2c';
    expect((await asPart(path, 'POST', 'contentCreateDto', contentValues('trail-guide-part'))).status).toBe(201);
    expect((await asPart(path, 'POST', 'contentDto', contentValues('trail-guide-dto'))).status).toBe(201);
  });

  it('refuses a file, another part or bad JSON in it with 400, recording nothing', async () => {
    const before = await admin.head();
    const path = '/api/Notes/Create?storeCode=b2c';
    const withFile = new FormData();
    withFile.append('noteDto', '{}');
    withFile.append('files', new Blob([new Uint8Array([1, 2, 3])]), 'note.bin');
    const other = new FormData();
    other.append('priceDto', '{}');
    const badJson = new FormData();
    badJson.append('noteDto', '{"text_EN": ');
    const twoParts = new FormData();
    twoParts.append('noteDto', '{}');
    twoParts.append('extra', '{}');
    for (const body of [withFile, other, badJson, twoParts]) {
      const answer = await send(path, 'POST', body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    }
    expect(await admin.head()).toBe(before);
  });
});
