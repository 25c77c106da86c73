import { readFile } from 'node:fs/promises';
import type { ReportViewDefinition } from '@parks/schemas/admin/definitions';
import { EXPORT_SHEET_NAME, type ExportFormat, type ExportProgress, exportFiles } from '@parks/schemas/admin/exports';
import { centsText, toCents } from '@parks/schemas/money';
import ExcelJS from 'exceljs';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { viewports } from './support/adminSteps.ts';
import { apiCall, apiToken } from './support/api.ts';
import { screenshot } from './support/app.ts';
import { seriousViolations } from './support/looks.ts';
import { placePortalOrder } from './support/portalOrders.ts';
import { signIn, staffPasswords, startTestStack } from './support/setup.ts';

/*
 * The reports area as SuperUser against the real server (issue 14): a portal order shipped to Quebec is placed, then
 * the reports list leads to the chooser, the chooser to the Taxes report's filters, and the filters to its view,
 * whose table holds the rows the API answers for the same filter (QC's GST and QST) and whose Print button sits
 * outside what prints. From the view, the report is exported in each format: the progress ends at "N of N rows" (N the
 * report's rows), the file downloads by itself under its name, and each file opened holds the rows the table shows
 * (the pipe text split on `|`, the sheet Organization read with exceljs, the PDF's pages). Axe finds nothing serious,
 * nothing is wider than the page: English at 1366 px, French at 375 px; screenshots under
 * test-output/e2e/admin-reports/.
 */

const stack = startTestStack({ timeout: 240_000 });

const expectAccessible = async (page: Page, name: string): Promise<void> => {
  expect((await seriousViolations(page)).map((line) => `${name}: ${line}`)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, name).toBeLessThanOrEqual(0);
  await screenshot(page, `admin-reports/${name}`);
};

const signedIn = async (width: 1366 | 375, lng: 'en' | 'fr', target: string) => {
  const context = await stack.browser.newContext({ viewport: viewports[width] });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  await page.goto(`${stack.server.url}/${lng}/portal/login?redirect=${encodeURIComponent(target)}`);
  if (lng === 'en') await signIn(page, 'superuser', staffPasswords.superuser);
  else {
    await page.getByLabel('Nom d’utilisateur (sensible à la casse)').fill('superuser');
    await page.getByLabel('Mot de passe (sensible à la casse)').fill(staffPasswords.superuser);
    await page.getByRole('button', { name: 'Ouvrir une session' }).click();
  }
  await page.waitForURL((url) => url.pathname === target);
  return { context, page };
};

/** The report view the API answers for a query, to compare with what the page draws. */
const apiView = async (query: string, lng: 'en' | 'fr') =>
  (
    await apiCall<ReportViewDefinition>(
      stack.server.url,
      `/api/Reports/View/taxesByProvinceRate?storeCode=b2c&${query}`,
      {
        token: stack.lmgToken,
        headers: { 'Accept-Language': lng },
      },
    )
  ).body;

const tableRows = (page: Page) =>
  page
    .locator('.admin-report table tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => (cell.textContent ?? '').trim())),
    );

/** The export group's words, as the user reads them. */
const exportWords = {
  en: {
    group: 'Export',
    formats: { pipe: 'Pipe-separated text', xlsx: 'Excel', pdf: 'PDF' },
    progress: (format: string) => `Export to ${format}`,
    rows: (n: number) => `${n} of ${n} rows`,
    cancel: 'Cancel the export',
    cancelled: 'The export to PDF was cancelled: no file was made.',
    tooLate: 'This export is finished: its file can no longer be cancelled.',
  },
  fr: {
    group: 'Exporter',
    formats: { pipe: 'Texte séparé par des barres verticales', xlsx: 'Excel', pdf: 'PDF' },
    progress: (format: string) => `Exportation en ${format}`,
    rows: (n: number) => `${n} sur ${n} lignes`,
    cancel: 'Annuler l’exportation',
    cancelled: 'L’exportation en PDF a été annulée : aucun fichier n’a été produit.',
    tooLate: 'Cette exportation est terminée : son fichier ne peut plus être annulé.',
  },
} as const;

const exportedFormats: readonly ExportFormat[] = ['pipe', 'xlsx', 'pdf'];

/** The name of a Taxes report's file: `taxes-` and the day it was asked. */
const taxesFile = (format: ExportFormat): RegExp =>
  new RegExp(`^taxes-\\d{4}-\\d{2}-\\d{2}\\.${exportFiles[format].extension}$`);

/** The report's rows as a file holds them: money in dollars (a number), the other cells as the report gives them. */
const fileRows = (view: ReportViewDefinition): (string | number)[][] => {
  const shown = view.fields.filter((field) => field.type !== 'hidden');
  return view.values.map((row) =>
    shown.map((field) => {
      const value = row[field.name];
      if (typeof value === 'number') return field.type === 'currency' ? value / 100 : value;
      return value === null || value === undefined ? '' : String(value);
    }),
  );
};

const tableHeader = (page: Page) =>
  page.locator('.admin-report table thead th').evaluateAll((cells) => cells.map((cell) => cell.textContent ?? ''));

/**
 * Each format from the report view: a click, the download it leads to (its suggested name), the progress at
 * "N of N rows" with its bar full, then the file opened and read back against the table shown and the API's rows.
 */
const exportEachFormat = async (page: Page, lng: 'en' | 'fr', view: ReportViewDefinition, name: string) => {
  const words = exportWords[lng];
  const group = page.getByRole('group', { name: words.group });
  const rows = view.values.length;
  expect(rows).toBeGreaterThan(0);
  const header = await tableHeader(page);
  const shown = await tableRows(page);
  const expected = fileRows(view);
  // The text cells of the file are the table's own; money is compared as the number of dollars.
  const textColumns = view.fields.filter((field) => field.type !== 'hidden').map((field) => field.type !== 'currency');
  expect(shown.map((row) => row.filter((_cell, index) => textColumns[index]))).toEqual(
    expected.map((row) => row.filter((_cell, index) => textColumns[index]).map(String)),
  );
  for (const format of exportedFormats) {
    const label = words.formats[format];
    // The worker may wait (bounded) for the read models to reach the log position the export is read at.
    const downloaded = page.waitForEvent('download', { timeout: 60_000 });
    await group.getByRole('button', { name: label, exact: true }).click();
    const download = await downloaded;
    // Named after the report and the day it was asked (the stack's own clock).
    expect(download.suggestedFilename()).toMatch(taxesFile(format));
    await group
      .getByRole('status')
      .filter({ hasText: words.rows(rows) })
      .waitFor();
    const bar = group.getByRole('progressbar', { name: words.progress(label) });
    // Rows written of the report's count: full once complete.
    expect(
      await bar.evaluate((element) => [(element as HTMLProgressElement).value, (element as HTMLProgressElement).max]),
    ).toEqual([rows, rows]);
    const bytes = await readFile(await download.path());
    if (format === 'pipe') {
      const lines = bytes.toString('utf8').trimEnd().split('\n');
      expect(lines[0]?.split('|')).toEqual(header);
      // Money in pipe text has exactly two decimals.
      expect(lines.slice(1).map((line) => line.split('|'))).toEqual(
        expected.map((row) =>
          row.map((cell, index) =>
            !textColumns[index] && typeof cell === 'number' ? centsText(toCents(cell)) : String(cell),
          ),
        ),
      );
    } else if (format === 'xlsx') {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(new Uint8Array(bytes).buffer);
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([EXPORT_SHEET_NAME]);
      const sheet = workbook.getWorksheet(EXPORT_SHEET_NAME);
      const values: unknown[][] = [];
      sheet?.eachRow((row) => {
        values.push(Array.isArray(row.values) ? row.values.slice(1) : []);
      });
      expect(values).toEqual([header, ...expected]);
    } else {
      const text = bytes.toString('latin1');
      expect(text.startsWith('%PDF-')).toBe(true);
      expect(text.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0).toBeGreaterThanOrEqual(1);
    }
  }
  await expectAccessible(page, name);
};

describe('the reports area', () => {
  // Each export may take the worker's whole wait for the read models (30 s, see the README's report exports).
  it('builds the Taxes report as SuperUser and views it, in English at 1366 px', { timeout: 240_000 }, async () => {
    await placePortalOrder(stack.server.url, 1, 'e2e-admin-reports');
    const { context, page } = await signedIn(1366, 'en', '/en/admin/b2c/reports');
    try {
      await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
      await page.getByRole('cell', { name: 'Taxes collected by province and rate', exact: true }).waitFor();
      await expectAccessible(page, 'list-en-1366');

      // Building with no report chosen: the chooser first, then the report's own filters.
      await page.goto(`${stack.server.url}/en/admin/b2c/reports/build`);
      await page.locator('select[name=reportId]').selectOption('taxesByProvinceRate');
      await expectAccessible(page, 'choose-en-1366');
      await page.getByRole('button', { name: 'View report' }).click();
      await page.waitForURL((url) => url.pathname === '/en/admin/b2c/reports/build/taxesByProvinceRate');
      await page.locator('select[name=store]').selectOption({ label: 'Business portal (b2b)' });
      await expectAccessible(page, 'filters-en-1366');
      await page.getByRole('button', { name: 'View report' }).click();
      await page.waitForURL((url) => url.pathname === '/en/admin/b2c/reports/view/taxesByProvinceRate');
      expect(new URL(page.url()).searchParams.get('store')).toBe('b2b');

      await page.getByRole('heading', { level: 1, name: 'Taxes collected by province and rate' }).waitFor();
      const answered = await apiView(new URL(page.url()).searchParams.toString(), 'en');
      expect(answered.values.map((row) => [row.province, row.tax])).toEqual([
        ['QC', 'GST'],
        ['QC', 'QST'],
      ]);
      await expect
        .poll(() => tableRows(page).then((rows) => rows.map((row) => row.slice(0, 3))))
        .toEqual(answered.values.map((row) => [row.province, row.tax, row.rate]));
      for (const line of answered.summary) {
        await page
          .getByRole('definition')
          .filter({ hasText: String(line.value) })
          .first()
          .waitFor();
      }
      await page.getByRole('button', { name: 'Print' }).waitFor();
      // The report's frame (§9, 780 px high): its table scrolls in a box that high, under its own keyboard focus.
      const frame = page.getByRole('region', { name: 'Taxes collected by province and rate' });
      expect(await frame.evaluate((box) => getComputedStyle(box).maxHeight)).toBe('780px');
      await expectAccessible(page, 'view-en-1366');
      // Printed, the report is all there is: the buttons and the admin's bars are left out.
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
      expect(await page.getByRole('group', { name: 'Export' }).isVisible()).toBe(false);
      await screenshot(page, 'admin-reports/view-en-1366-print');
      await page.emulateMedia({ media: 'screen' });

      await exportEachFormat(page, 'en', answered, 'exported-en-1366');
    } finally {
      await context.close();
    }
  });

  it('reads in French on a phone', { timeout: 240_000 }, async () => {
    const target = '/fr/admin/b2c/reports/build/taxesByProvinceRate';
    const { context, page } = await signedIn(375, 'fr', target);
    try {
      await page.getByRole('heading', { level: 1, name: 'Taxes perçues par province et par taux' }).waitFor();
      await expectAccessible(page, 'filters-fr-375');
      await page.getByRole('button', { name: 'Afficher le rapport' }).click();
      await page.waitForURL((url) => url.pathname === '/fr/admin/b2c/reports/view/taxesByProvinceRate');
      await page.getByRole('columnheader', { name: 'Net perçu' }).waitFor();
      const answered = await apiView(new URL(page.url()).searchParams.toString(), 'fr');
      await expect
        .poll(() => tableRows(page).then((rows) => rows.map((row) => row.slice(0, 3))))
        .toEqual(answered.values.map((row) => [row.province, row.tax, row.rate]));
      // On a phone the page scrolls, not a frame inside it.
      const frame = page.getByRole('region', { name: 'Taxes perçues par province et par taux' });
      expect(await frame.evaluate((box) => getComputedStyle(box).maxHeight)).toBe('none');
      await expectAccessible(page, 'view-fr-375');
      await exportEachFormat(page, 'fr', answered, 'exported-fr-375');
    } finally {
      await context.close();
    }
  });

  /*
   * Cancelling races the worker, which makes a report of a few rows in milliseconds. So that the Cancel button is
   * there to press, the page's progress reads are held (as on a slow network) until the cancel has been answered;
   * the server then says which came first, and the page must say the same: cancelled (and no file is served), or
   * finished too late to cancel (and the file downloads once the reads go through).
   */
  it('cancels an export it follows, or says the export finished first', { timeout: 120_000 }, async () => {
    const { context, page } = await signedIn(1366, 'en', '/en/admin/b2c/reports/build/taxesByProvinceRate');
    const held: Route[] = [];
    // Progress reads are held until the cancel is answered; once released, they pass straight through.
    let holding = true;
    const progressReads = '**/api/Reports/Export/*';
    try {
      // Both stores: another filter than the tests above, so another export than theirs.
      await page.goto(`${stack.server.url}/en/admin/b2c/reports/view/taxesByProvinceRate?store=&monthFrom=&monthTo=`);
      await page.getByRole('heading', { level: 1, name: 'Taxes collected by province and rate' }).waitFor();
      await page.route(progressReads, (route) =>
        holding && route.request().method() === 'GET' ? void held.push(route) : route.continue(),
      );
      const group = page.getByRole('group', { name: 'Export' });
      const answered = page.waitForResponse(
        (response) => response.request().method() === 'POST' && response.url().includes('/api/Reports/Export?'),
      );
      await group.getByRole('button', { name: 'PDF', exact: true }).click();
      const started = (await (await answered).json()) as ExportProgress;
      const downloads: string[] = [];
      page.on('download', (download) => downloads.push(download.suggestedFilename()));
      if (started.state !== 'completed') {
        const cancelled = page.waitForResponse((response) => response.request().method() === 'DELETE');
        await group.getByRole('button', { name: 'Cancel the export' }).click();
        await cancelled;
      }
      const superuser = await apiToken(stack.server.url, 'superuser', staffPasswords.superuser);
      const state = await apiCall<ExportProgress>(stack.server.url, `/api/Reports/Export/${started.exportId}`, {
        token: superuser,
      });
      expect(['cancelled', 'completed']).toContain(state.body.state);
      if (state.body.state === 'cancelled') {
        await group.getByRole('status').filter({ hasText: exportWords.en.cancelled }).waitFor();
        expect(await group.getByRole('button', { name: 'Cancel the export' }).count()).toBe(0);
        const file = await apiCall<{ code: string }>(stack.server.url, `/api/Reports/Export/${started.exportId}/File`, {
          token: superuser,
        });
        expect([file.status, file.body.code]).toEqual([409, 'admin.exports.notReady']);
        await expectAccessible(page, 'export-cancelled-en-1366');
        // Asked again, the cancelled export is made again: it runs (Cancel is back, the progress reads still held)
        // rather than staying cancelled, then completes and downloads once the reads go through.
        const again = page.waitForResponse(
          (response) => response.request().method() === 'POST' && response.url().includes('/api/Reports/Export?'),
        );
        await group.getByRole('button', { name: 'PDF', exact: true }).click();
        const restarted = (await (await again).json()) as ExportProgress;
        expect(restarted.exportId).toBe(started.exportId);
        expect(restarted.state).not.toBe('cancelled');
        if (restarted.state !== 'completed') {
          await group.getByRole('button', { name: 'Cancel the export' }).waitFor();
          expect(await group.getByText(exportWords.en.cancelled).count()).toBe(0);
        }
        const downloaded = page.waitForEvent('download');
        holding = false;
        for (const route of held.splice(0)) await route.continue();
        expect((await downloaded).suggestedFilename()).toBe(started.fileName);
        await group.getByRole('status').filter({ hasText: 'The export to PDF is complete' }).waitFor();
      } else {
        if (started.state !== 'completed') await group.getByText(exportWords.en.tooLate).waitFor();
        const downloaded = page.waitForEvent('download');
        holding = false;
        for (const route of held.splice(0)) await route.continue();
        expect((await downloaded).suggestedFilename()).toBe(started.fileName);
        await group.getByRole('status').filter({ hasText: 'The export to PDF is complete' }).waitFor();
        await expectAccessible(page, 'export-too-late-en-1366');
      }
      // Whichever came first, the page downloaded nothing it should not have.
      expect(started.fileName).toMatch(taxesFile('pdf'));
      expect(downloads.filter((name) => name !== started.fileName)).toEqual([]);
    } finally {
      holding = false;
      for (const route of held.splice(0)) await route.continue().catch(() => undefined);
      await context.close();
    }
  });

  /*
   * An export whose rows change while it writes them starts again from the first row (its second pass). A report
   * of a few rows is written in milliseconds, so no real change can be timed into it: the server's own answers are
   * passed on as a running second pass (pass 2, 0 of N) until the page has said so; then they go through unchanged
   * and the real file downloads.
   */
  it('says an export started again when the report changed during it, in English and French', {
    timeout: 120_000,
  }, async () => {
    for (const [lng, width, again, path] of [
      ['en', 1366, 'The report changed during the export, so it started again from the first row.', 'en'],
      ['fr', 375, 'Le rapport a changé pendant l’exportation : elle a repris à la première ligne.', 'fr'],
    ] as const) {
      const { context, page } = await signedIn(width, lng, `/${path}/admin/b2c/reports/build/taxesByProvinceRate`);
      let secondPass = true;
      try {
        // The public store's orders only: another filter than the tests above, so another export than theirs.
        await page.goto(
          `${stack.server.url}/${path}/admin/b2c/reports/view/taxesByProvinceRate?store=b2c&monthFrom=&monthTo=`,
        );
        const words = exportWords[lng];
        await page.getByRole('group', { name: words.group }).waitFor();
        // The start's answer and the progress reads; the file's download and a cancel go through.
        await page.route('**/api/Reports/Export**', async (route) => {
          const { pathname } = new URL(route.request().url());
          if (!secondPass || route.request().method() === 'DELETE' || pathname.endsWith('/File')) {
            return route.continue();
          }
          const real = await route.fetch();
          const answer = (await real.json()) as ExportProgress;
          const running: ExportProgress = { ...answer, state: 'running', pass: 2, done: 0, total: 3 };
          return route.fulfill({ response: real, json: running });
        });
        const group = page.getByRole('group', { name: words.group });
        await group.getByRole('button', { name: words.formats.pipe, exact: true }).click();
        await group.getByRole('status').filter({ hasText: again }).waitFor();
        const bar = group.getByRole('progressbar', { name: words.progress(words.formats.pipe) });
        expect(
          await bar.evaluate((element) => [
            (element as HTMLProgressElement).value,
            (element as HTMLProgressElement).max,
          ]),
        ).toEqual([0, 3]);
        await expectAccessible(page, `export-again-${lng}-${width}`);
        const downloaded = page.waitForEvent('download');
        secondPass = false;
        expect((await downloaded).suggestedFilename()).toMatch(taxesFile('pipe'));
        expect(await group.getByText(again).count()).toBe(0);
      } finally {
        secondPass = false;
        await context.close();
      }
    }
  });
});
