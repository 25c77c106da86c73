import { chromium } from '/work/main/node_modules/playwright-core/index.mjs';
import sharp from 'sharp';
const base = 'http://127.0.0.1:3100';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 } });
const page = await ctx.newPage();
await page.goto(`${base}/en/portal/login`);
await page.getByLabel('Username (case sensitive)').fill('lmg');
await page.getByLabel('Password (case sensitive)').fill('Lmg-Parks-Local-2026');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForURL((u) => !u.pathname.endsWith('/login'));
for (const [lng, w, h, label, path] of [['en',1366,768,'Images (English)','products'],['fr',1366,768,'Images (anglais)','products']]) {
  await page.setViewportSize({ width: w, height: h });
  await page.goto(`${base}/${lng}/admin/b2c/${path}/create`);
  await page.locator('h1').first().waitFor();
  const buf = await sharp({ create: { width: 1400, height: 900, channels: 3, background: { r: 90, g: 120, b: 60 } } }).png().toBuffer();
  await page.getByLabel(label, { exact: true }).setInputFiles([{ name: 'b.png', mimeType: 'image/png', buffer: buf }]);
  const dialog = page.getByRole('dialog'); await dialog.waitFor();
  await page.waitForTimeout(800);
  console.log(lng, w, h, JSON.stringify(await dialog.boundingBox()), await page.evaluate(() => [innerWidth, innerHeight, document.documentElement.scrollHeight]));
  const btns = await dialog.getByRole('button').all();
  for (const b of btns) console.log('  btn', await b.textContent(), JSON.stringify(await b.boundingBox()));
  await page.screenshot({ path: `/tmp/prof/crop-${lng}-${path}.png` });
}
await browser.close();
