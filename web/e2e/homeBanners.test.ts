import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { apiCall } from './support/api.ts';
import { screenshot } from './support/app.ts';
import { seriousViolations } from './support/looks.ts';
import { startTestStack } from './support/setup.ts';

/*
 * Banners in the public store, against the real server: LMG uploads a banner image through the back office's
 * multipart Create (bannerDto + files) and publishes it; a shopper's home page then shows it at the top with its
 * alt text and link, in English and French, at 1366 and 375 px, with no serious axe violation. Deleted, it is gone.
 */

const alt = { en: 'Canoes on a quiet lake at dawn', fr: 'Canots sur un lac calme à l’aube' } as const;

/** A PNG of one colour (the banner canvas's proportions), written by hand: chunks with their CRCs. */
const solidPng = (width: number, height: number): Buffer => {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([30, 90, 140]))]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

const stack = startTestStack();
let bannerId = '';

describe('a published banner', () => {
  it('is uploaded through the back office and shown on the home page, in English and French, at 1366 and 375 px', async () => {
    const body = new FormData();
    body.append(
      'bannerDto',
      JSON.stringify({ location: 'HomeTop', linkUrl: '/en/decouverte-discovery', alt_EN: alt.en, alt_FR: alt.fr }),
    );
    body.append('files', new Blob([new Uint8Array(solidPng(228, 76))]), 'canoes.png');
    const response = await fetch(`${stack.server.url}/api/Banners/Create?storeCode=b2c&button=publish`, {
      method: 'POST',
      body,
      headers: { Authorization: `Bearer ${stack.lmgToken}` },
    });
    expect(response.status).toBe(201);
    bannerId = ((await response.json()) as { id: string }).id;

    for (const lng of ['en', 'fr'] as const) {
      for (const width of [1366, 375]) {
        const context = await stack.browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        await page.goto(`${stack.server.url}/${lng}`);
        const image = page.getByRole('img', { name: alt[lng] });
        await image.waitFor({ timeout: 10_000 });
        expect(await image.getAttribute('src')).toMatch(/^\/files\/[0-9a-f]{64}$/);
        // Loaded from the store's blob route, and never wider than the page.
        await page.waitForFunction(
          (name) => Array.from(document.images).some((img) => img.alt === name && img.complete && img.naturalWidth > 0),
          alt[lng],
        );
        const box = await image.boundingBox();
        expect(box?.width ?? 0).toBeLessThanOrEqual(width);
        expect(await page.getByRole('link', { name: alt[lng] }).getAttribute('href')).toBe('/en/decouverte-discovery');
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `home-banner-${lng}-${width}`);
        await context.close();
      }
    }
  }, 120_000);

  it('is gone from the home page once deleted', async () => {
    const deleted = await apiCall(stack.server.url, `/api/Banners/Delete/${bannerId}?storeCode=b2c`, {
      method: 'DELETE',
      token: stack.lmgToken,
    });
    expect(deleted.status).toBe(200);
    const context = await stack.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${stack.server.url}/en`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('img', { name: alt.en }).count()).toBe(0);
    await context.close();
  });
});
