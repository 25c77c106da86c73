/**
 * `GET /api/Notices/GetAllById/{id}?type=product|category` over real HTTP (back-office.md §7): the notices a
 * category or product holds, as a strict list definition of the Notices family, searched and paged; the Notices
 * family's roles; another store's entity or none is a 404; bad input a 4xx.
 */
import { categoryIds } from '@parks/domain/seed/categories';
import type { ListAnswer } from '@parks/schemas/admin/calls';
import { listDefinitionSchema } from '@parks/schemas/admin/definitionSchemas';
import { describe, expect, it } from 'vitest';
import { adminTestApi } from './testing/adminTestApi.ts';

const admin = adminTestApi();
const { call, tokenOfUser } = admin;

const noticesOf = (query: string, who = 'lmg', language: 'en' | 'fr' = 'en') =>
  call<ListAnswer>(`/api/Notices/GetAllById/${query}`, {
    ...(who === 'visitor' ? {} : { token: tokenOfUser(who) }),
    language,
  });

describe('GET /api/Notices/GetAllById/{id}', () => {
  it("lists a category's notices in the page's language, as a strict list definition", async () => {
    const en = await noticesOf(`${categoryIds.discovery}?storeCode=b2c&type=category`);
    expect(en.status).toBe(200);
    await expect(listDefinitionSchema.validate(en.body, { strict: true })).resolves.toBeTruthy();
    expect(en.body.rows).toEqual([
      {
        noticeIndex: 0,
        text: 'The Discovery Pass does not cover camping, guided tours or lockage and mooring fees.',
        location: 'Panel Top',
        type: 'icon-info',
      },
    ]);
    const fr = await noticesOf(`${categoryIds.discovery}?storeCode=b2c&type=category`, 'lmg', 'fr');
    await expect(listDefinitionSchema.validate(fr.body, { strict: true })).resolves.toBeTruthy();
    expect(fr.body.title).toBe('Avis');
    expect(fr.body.rows[0]?.text).toContain('Découverte');
  });

  it('searches the text, and lists none for an entity without notices', async () => {
    const found = await noticesOf(`${categoryIds.discovery}?storeCode=b2c&type=category&search=CAMPING`);
    expect(found.body.rows).toHaveLength(1);
    const none = await noticesOf(`${categoryIds.discovery}?storeCode=b2c&type=category&search=zzzz`);
    expect(none.body.rows).toEqual([]);
    const product = await noticesOf('prod-discovery-senior?storeCode=b2c&type=product');
    expect(product.status).toBe(200);
    expect(Array.isArray(product.body.rows)).toBe(true);
  });

  it('is a 404 for an entity of another store or of another type, and a 4xx for bad input', async () => {
    expect((await noticesOf(`${categoryIds.discovery}?storeCode=b2b&type=category`)).status).toBe(404);
    expect((await noticesOf(`${categoryIds.discovery}?storeCode=b2c&type=product`)).status).toBe(404);
    expect((await noticesOf('nothing-here?storeCode=b2c')).status).toBe(404);
    expect((await noticesOf(`${categoryIds.discovery}?storeCode=b2c&type=order`)).status).toBe(422);
    expect((await noticesOf(`${categoryIds.discovery}?storeCode=b2c&type=category&page=0`)).status).toBe(422);
    expect((await noticesOf(`${categoryIds.discovery}?type=category`)).status).toBe(422);
  });

  it("follows the Notices family's row of the role table", async () => {
    const path = `${categoryIds.discovery}?storeCode=b2c&type=category`;
    expect((await noticesOf(path, 'superuser')).status).toBe(200);
    expect((await noticesOf(path, 'administrator')).status).toBe(403);
    expect((await noticesOf(path, 'visitor')).status).toBe(401);
  });
});
