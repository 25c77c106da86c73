import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3100';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 } });
const page = await ctx.newPage();
await page.goto(`${base}/en/portal/login`);
await page.getByLabel('Username (case sensitive)').fill('lmg');
await page.getByLabel('Password (case sensitive)').fill('Lmg-Parks-Local-2026');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForURL((u) => !u.pathname.endsWith('/login'));
const areas = ['products','categories','prices','discounts','shippings','provinceStates','banners','contents','notes','users','parksCanada'];
for (const lng of ['en','fr']) for (const a of areas) {
  await page.goto(`${base}/${lng}/admin/b2c/${a}/create`);
  try { await page.locator('h1').first().waitFor({timeout:5000}); } catch { console.log('no page', a); continue; }
  const save = page.getByRole('button', { name: lng==='en' ? 'Save' : 'Enregistrer', exact: true });
  if (!(await save.count())) { console.log('no save', a); continue; }
  await save.first().click();
  await page.waitForTimeout(1500);
  const errs = await page.locator('gcds-error-message, .field-error, .error-summary li, [role=alert]').allTextContents();
  const low = errs.map(e=>e.trim()).filter(e => e && /^[\p{Ll}]/u.test(e.replace(/^(Error|Erreur)\s*\d+\s*:\s*/,'')));
  console.log(lng, a, errs.length, low.slice(0,4));
}
await browser.close();
