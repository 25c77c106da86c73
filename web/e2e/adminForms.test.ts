import type { AdminProblem } from '@parks/schemas/admin/calls';
import { productsList } from '@parks/schemas/admin/testing/sampleDefinitions';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/app.ts';
import { fakeAdminApi, fakedAdmin, ok, standardAnswers, written } from './support/fakeAdmin.ts';
import { startTestStack } from './support/setup.ts';

/*
 * The back office's form renderer in Chromium (issue 12), in the admin shell at /{lng}/admin/{storeCode}/{area}/*;
 * the list and tree renderers are adminDefinitions.test.ts. The real server serves the app and signs lmg in; the
 * only fake is the network of the admin family calls (support/fakeAdmin.ts), so the tests assert what the screens
 * send (query strings, JSON and multipart bodies) as well as what they draw.
 */

const stack = startTestStack({ server: { env: { RELEASE_EVERY_MINUTES: 'off' } }, timeout: 240_000 });
const { newContext, fakedPage, admin } = fakedAdmin(stack);

describe('the form renderer', () => {
  it('required after touch, conditions live, server errors per field, the button name and null selections sent', async () => {
    const context = await newContext();
    const page = await context.newPage();
    let refusals = 1;
    const seen = await fakeAdminApi(
      page,
      standardAnswers((request) => {
        if (request.path !== '/api/Categories/Update/12') return { status: 404, json: {} };
        if (refusals-- > 0) {
          const problem: AdminProblem = {
            type: 'about:blank',
            title: 'The category has errors',
            status: 422,
            code: 'validation',
            message: 'Please correct the fields below.',
            errors: { name_EN: ['This name is taken', 'A second message'] },
          };
          return { status: 422, json: problem };
        }
        return ok(written('The category was saved.', '12'));
      }),
    );
    await page.goto(admin('en', 'categories', '/edit/12'));
    await page.getByRole('heading', { name: 'Edit category', level: 1 }).waitFor();
    expect(seen[0]?.query.get('action')).toBe('edit');

    // Required: nothing before the field is touched, the rule's own message after.
    expect(await page.getByText('Name is required').count()).toBe(0);
    await page.getByLabel('Name (French)').focus();
    await page.keyboard.press('Tab');
    await page.getByText('Name is required').waitFor();
    await page.getByLabel('Name (French)').fill('Laissez-passer');
    await expect.poll(() => page.getByText('Name is required').count()).toBe(0);

    // hide: kind printed hides the validity period; show: the end date shows once "Ends" is ticked.
    const validity = page.getByRole('group', { name: 'validityPeriod' });
    await validity.waitFor();
    expect(await validity.getByRole('radio').count()).toBe(2); // filter: kind pass offers daily and annual
    await page.getByLabel('kind').selectOption('printed');
    await validity.waitFor({ state: 'detached' });
    await page.getByLabel('kind').selectOption('permit');
    await validity.waitFor();
    expect(await validity.getByRole('radio', { name: 'Seasonal' }).count()).toBe(1);
    expect(await page.getByLabel('endDate').count()).toBe(0);
    await page.getByLabel('Ends').check();
    await page.getByLabel('endDate').waitFor();

    // Masked inputs shape what is typed: the postal code and the phone of §5.
    // (filled at once: the mask library refuses keys pressed within a few milliseconds, as only a script does)
    await page.getByLabel('postalCode').fill('k1a0b1');
    await expect.poll(() => page.getByLabel('postalCode').inputValue()).toBe('K1A 0B1');
    await page.getByLabel('phone').fill('6135551234');
    await expect.poll(() => page.getByLabel('phone').inputValue()).toBe('(613) 555-1234');

    // An unknown widget is a visible note, not a crash.
    await page.getByRole('note').getByText('plannedWidget').waitFor();

    // The server refuses: the problem notice, the title over the summary, the first message on its field.
    await page.getByRole('button', { name: 'Send to UAT' }).click();
    await page.getByText('Error: There was a problem processing your request').waitFor();
    await page.getByText('Please correct the fields below.').waitFor();
    const summary = page.locator('.error-summary');
    await summary.getByRole('heading', { name: 'The category has errors' }).waitFor();
    await summary.getByRole('link', { name: 'This name is taken' }).waitFor();
    expect(await page.locator('gcds-input#field-name_EN').getAttribute('error-message')).toBe('This name is taken');
    expect(await page.getByText('A second message').count()).toBe(0);
    await screenshot(page, 'admin/category-form-errors-en-1366');

    const update = seen.find((request) => request.path === '/api/Categories/Update/12');
    expect(update?.method).toBe('PUT');
    expect(update?.query.get('button')).toBe('uat');
    expect(update?.contentType).toContain('application/json');
    const body = JSON.parse(update?.body ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({
      categoryId: 12,
      name_FR: 'Laissez-passer',
      kind: 'permit',
      hasEndDate: true,
      parentId: null,
      vesselTypes: null,
      validityPeriod: null,
      postalCode: 'K1A 0B1',
      phone: '(613) 555-1234',
    });

    // Accepted: back to the list (the tree) with the server's notice.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/en\/admin\/b2c\/categories$/);
    await page.getByText('The category was saved.').waitFor();
    const saved = seen.filter((request) => request.path === '/api/Categories/Update/12').at(-1);
    expect(saved?.query.get('button')).toBe('save');
    await context.close();
  });

  it('an update condition fetches the definition again with the current values', async () => {
    const { context, page, seen } = await fakedPage(standardAnswers());
    const forms = () => seen.filter((request) => request.path === '/api/Categories/GetById/12');
    await page.goto(admin('en', 'categories', '/edit/12'));
    await page.getByRole('heading', { name: 'Edit category', level: 1 }).waitFor();
    expect(forms()).toHaveLength(1);
    await page.getByLabel('Parent').selectOption('2');
    await expect.poll(() => forms().some((request) => request.query.get('parentId') === '2')).toBe(true);
    const reload = forms().find((request) => request.query.get('parentId') === '2');
    expect(reload?.query.get('action')).toBe('edit');
    expect(reload?.query.get('name_EN')).toBe('Passes');
    await context.close();
  });

  it('the delete screen asks for a confirmation before calling Delete', async () => {
    const { context, page, seen } = await fakedPage(standardAnswers(() => ok(written('Deleted.', '12'))));
    await page.goto(admin('en', 'categories', '/delete/12'));
    await page.getByRole('heading', { name: 'Edit category', level: 1 }).waitFor();
    await page.getByLabel('Name (French)').fill('Laissez-passer');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Make this record inactive?' });
    await dialog.waitFor();
    expect(seen.some((request) => request.method === 'DELETE')).toBe(false);
    await dialog.getByRole('button', { name: 'Make inactive' }).click();
    await page.getByText('Deleted.').waitFor();
    const deleted = seen.find((request) => request.method === 'DELETE');
    expect(deleted?.path).toBe('/api/Categories/Delete/12');
    await context.close();
  });

  it('the cropper turns a picked image into an image.jpg part of a multipart write', async () => {
    const { context, page, seen } = await fakedPage(standardAnswers(() => ok(written('Product created.', '99'))));
    await page.goto(admin('en', 'products', '/create'));
    await page.getByRole('heading', { name: 'Create product', level: 1 }).waitFor();
    expect(seen[0]?.path).toBe('/api/Products/GetById/new');
    expect(seen[0]?.query.get('action')).toBe('create');
    // A 40×50 PNG drawn by the page itself.
    const png = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 40;
      canvas.height = 50;
      const context2d = canvas.getContext('2d');
      if (context2d) {
        context2d.fillStyle = '#2a6';
        context2d.fillRect(0, 0, 40, 50);
      }
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      return blob ? Array.from(new Uint8Array(await blob.arrayBuffer())) : [];
    });
    await page
      .getByLabel('images')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from(png) });
    const dialog = page.getByRole('dialog', { name: 'Crop the image' });
    await dialog.waitFor();
    const zoom = dialog.getByLabel('Zoom');
    expect(await zoom.getAttribute('min')).toBe('1');
    expect(await zoom.getAttribute('max')).toBe('2');
    expect(await zoom.getAttribute('step')).toBe('0.1');
    expect(
      await dialog.locator('canvas').evaluate((canvas: HTMLCanvasElement) => [canvas.width, canvas.height]),
    ).toEqual([540, 675]);
    await dialog.getByRole('button', { name: 'Use this image' }).click();
    await page.getByRole('button', { name: 'Remove image.jpg' }).waitFor();

    // Two images picked together are cropped one after the other.
    await page.getByLabel('images').setInputFiles([
      { name: 'one.png', mimeType: 'image/png', buffer: Buffer.from(png) },
      { name: 'two.png', mimeType: 'image/png', buffer: Buffer.from(png) },
    ]);
    for (const _ of [1, 2]) {
      await dialog.getByRole('button', { name: 'Use this image' }).click();
    }
    await expect.poll(() => page.getByRole('button', { name: 'Remove image.jpg' }).count()).toBe(3);
    await dialog.waitFor({ state: 'hidden' });

    // A file that is not an image is refused before any call, with the spec's message.
    await page
      .getByLabel('images')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText("'text/plain' is not a supported format.").waitFor();

    await page.locator('gcds-input#field-name').getByRole('textbox').fill('Kayak permit');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Product created.').waitFor();
    const create = seen.find((request) => request.path === '/api/Products/Create');
    expect(create?.method).toBe('POST');
    expect(create?.query.get('button')).toBe('save');
    expect(create?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(create?.body).toContain('name="productDto"');
    expect(create?.body.match(/name="images"; filename="image\.jpg"\r\nContent-Type: image\/jpeg/g)).toHaveLength(3);
    expect(create?.body).toContain('"name":"Kayak permit"');
    await context.close();
  });

  it('rich text: the block type applies to the text, and the value sent is its HTML', async () => {
    const { context, page, seen } = await fakedPage(standardAnswers(() => ok(written('Product created.', '99'))));
    await page.goto(admin('en', 'products', '/create'));
    const editor = page.getByRole('textbox', { name: 'description', exact: true });
    await editor.click();
    await page.keyboard.type('Park passes');
    const toolbar = page.locator('.rich-text', { has: editor }).getByLabel('Block type');
    expect(await toolbar.locator('option').allTextContents()).toEqual([
      'Normal',
      'H1',
      'H2',
      'H3',
      'H4',
      'H5',
      'H6',
      'Blockquote',
      'Code',
    ]);
    await toolbar.selectOption('H2');
    await editor.locator('h2', { hasText: 'Park passes' }).waitFor();
    await page.locator('gcds-input#field-name').getByRole('textbox').fill('Kayak permit');
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByText('Product created.').waitFor();
    const create = seen.find((request) => request.path === '/api/Products/Create');
    expect(create?.query.get('button')).toBe('preview');
    const body = JSON.parse(create?.body ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ description: '<h2>Park passes</h2>', name: 'Kayak permit', status4: 'Active' });
    expect(body.images).toBeNull();
    await context.close();
  });

  it('a revision details screen moves the revision with its status action', async () => {
    const { context, page, seen } = await fakedPage((request) =>
      request.path === '/api/Revisions/UpdateStatus/5'
        ? ok({ ...written('The revision is published.', '12'), revisionId: '5' })
        : // The details' Compare looks the revision up in the Revisions list: none here.
          request.path === '/api/Revisions/GetAll'
          ? ok({ ...productsList, rows: [] })
          : standardAnswers()(request),
    );
    await page.goto(admin('en', 'revisions', '/details/5'));
    await page.getByRole('heading', { name: 'Revision 5', level: 1 }).waitFor();
    expect(seen[0]?.query.get('action')).toBe('details');
    // A read-only form: the values as text, no inputs.
    expect(await page.getByRole('textbox').count()).toBe(0);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('The revision is published.').waitFor();
    const moved = seen.find((request) => request.path === '/api/Revisions/UpdateStatus/5');
    expect(moved?.method).toBe('PUT');
    expect(moved?.query.get('status')).toBe('publish');
    expect(moved?.query.get('storeCode')).toBe('b2c');
    expect(seen.some((request) => /\/(Create|Update)\b/.test(request.path))).toBe(false);
    await context.close();
  });

  it('the date-time picker offers 15-minute steps; in French the months are French', async () => {
    for (const lng of ['en', 'fr'] as const) {
      const context = await newContext();
      const page = await context.newPage();
      await fakeAdminApi(page, standardAnswers());
      await page.goto(admin(lng, 'categories', '/edit/12'));
      await page.getByRole('heading', { name: 'Edit category', level: 1 }).waitFor();
      await page.getByLabel('startDate').click();
      const times = page.locator('.react-datepicker__time-list-item');
      await times.first().waitFor();
      const [first, second] = await times.evaluateAll((items) => items.slice(0, 2).map((item) => item.textContent));
      expect([first, second]).toEqual(lng === 'en' ? ['12:00 AM', '12:15 AM'] : ['0 h 00', '0 h 15']);
      const month = await page.locator('.react-datepicker__current-month').first().textContent();
      const french = /janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre/;
      if (lng === 'fr') expect(month).toMatch(french);
      else expect(month).not.toMatch(french);
      await page.locator('.react-datepicker__day:not(.react-datepicker__day--outside-month)').first().click();
      await times.nth(1).click();
      const value = await page.getByLabel('startDate').inputValue();
      // The spec's format in English; the French style in French, without AM/PM (issue 23).
      if (lng === 'fr')
        expect(value).toMatch(
          /^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}, 0 h 15$/,
        );
      else expect(value).toMatch(/\d{4} 12:15:00 AM$/);
      await context.close();
    }
  });
});
