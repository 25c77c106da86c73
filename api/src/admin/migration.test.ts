/**
 * Data migration over real HTTP (a started server, the seed catalogue, seed users of every role): a CSV or XLSX file
 * of products drafted row by row with each row's outcome, files refused by their bytes with nothing written, LMG
 * only, and the catalogue export read back by the import changing nothing.
 */
import type { AdminProblem, ListAnswer } from '@parks/schemas/admin/calls';
import type { MigrationAnswer } from '@parks/schemas/admin/migration';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminTestApi, roleUsers } from './testing/adminTestApi.ts';

const admin = adminTestApi();
const { call, tokens, lmg, head } = admin;

const discovery = 'cat-discovery';

type Migrated = Readonly<{ status: number; body: MigrationAnswer & AdminProblem }>;

/** The file as the body, sent as the web sends a chosen file: its bytes, with the type its name suggests. */
const migrate = async (
  bytes: Uint8Array | string,
  options: { token?: string; language?: string; fileName?: string } = {},
): Promise<Migrated> => {
  const fileName = options.fileName ?? 'products.csv';
  const response = await fetch(
    `${admin.app.base}/api/Migration/Migrate?storeCode=b2c&fileName=${encodeURIComponent(fileName)}`,
    {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${options.token ?? lmg()}`,
        'Accept-Language': options.language ?? 'en',
        'Content-Type': fileName.endsWith('.xlsx')
          ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
          : 'text/csv',
      },
      body: typeof bytes === 'string' ? bytes : new Uint8Array(bytes),
    },
  );
  return { status: response.status, body: (await response.json()) as MigrationAnswer & AdminProblem };
};

const exportCsv = async (token = lmg()) => {
  const response = await fetch(`${admin.app.base}/api/Migration/Export?storeCode=b2c`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
};

const productsNamed = async (search: string) =>
  (await call<ListAnswer>(`/api/Products/GetAll?storeCode=b2c&search=${search}`, { token: lmg() })).body.rows;

const outcomes = (answer: MigrationAnswer) => answer.rows.map((row) => [row.row, row.sku, row.outcome]);

describe('migrate', () => {
  it('drafts each good row of a CSV file and refuses a bad one with its reason, in the caller’s language', async () => {
    const csv = [
      'sku,name_EN,name_FR,categoryId,vesselTypes,displayOrder',
      `MIG-1,Migrated one,Migré un,${discovery},,10`,
      `MIG-2,"Migrated two, with a comma",Migré deux,cat-nowhere,,20`,
      `MIG-3,Migrated three,Migré trois,${discovery},"sail,power",30`,
    ].join('\r\n');
    const english = await migrate(csv);
    expect(english.status, JSON.stringify(english.body)).toBe(200);
    expect(outcomes(english.body)).toEqual([
      [1, 'MIG-1', 'created'],
      [2, 'MIG-2', 'refused'],
      [3, 'MIG-3', 'created'],
    ]);
    expect(english.body.rows[1]?.messages).toEqual([
      { field: 'categoryId', message: 'The category does not exist in this store.' },
    ]);
    expect(english.body.counts).toEqual({ created: 2, updated: 0, unchanged: 0, refused: 1 });
    expect(english.body.message).toBe(
      '2 created, 0 updated, 0 unchanged, 1 refused. Every change is a draft: publish it from Revisions.',
    );
    const drafted = await productsNamed('mig-');
    expect(drafted.map((row) => [row.sku, row.status]).sort()).toEqual([
      ['MIG-1', 'Draft'],
      ['MIG-3', 'Draft'],
    ]);

    // The same file again, one name changed and the bad row fixed: an update, an unchanged row, a creation.
    const again = await migrate(
      csv.replace('Migrated one', '"Migrated one, renamed"').replace('cat-nowhere', discovery),
      {
        language: 'fr',
      },
    );
    expect(outcomes(again.body)).toEqual([
      [1, 'MIG-1', 'updated'],
      [2, 'MIG-2', 'created'],
      [3, 'MIG-3', 'unchanged'],
    ]);
    expect(again.body.message).toBe(
      '1 créés, 1 mis à jour, 1 inchangés, 0 refusés. Chaque changement est une ébauche : publiez-la depuis Révisions.',
    );
    const refusedFr = await migrate(`sku,name_EN,name_FR,categoryId\nMIG-4,,Migré quatre,${discovery}`, {
      language: 'fr',
    });
    expect(refusedFr.body.rows[0]?.outcome).toBe('refused');
    expect(refusedFr.body.rows[0]?.messages[0]?.field).toBe('name_EN');
    expect(refusedFr.body.rows[0]?.messages[0]?.message).toMatch(/nom/i);
    // An unquoted comma shifts the row's cells: the row is refused, not read into the wrong columns.
    const shifted = await migrate(`sku,name_EN,name_FR,categoryId\nMIG-5,Five, unquoted,Cinq,${discovery}`);
    expect(shifted.body.rows).toEqual([
      {
        row: 1,
        sku: 'MIG-5',
        outcome: 'refused',
        id: null,
        messages: [
          {
            field: 'row',
            message: 'The row has more cells than the header row has columns (quote a value that holds a comma).',
          },
        ],
      },
    ]);
    expect(await productsNamed('mig-5')).toEqual([]);
  });

  it('reads an Excel workbook’s first sheet, told apart by its bytes', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Products');
    sheet.addRow(['sku', 'name_EN', 'name_FR', 'categoryId', 'displayOrder', 'orderable']);
    sheet.addRow(['XLS-1', 'From Excel', 'D’Excel', discovery, 5, true]);
    sheet.addRow(['XLS-1', 'Twice', 'Deux fois', discovery, 6, true]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const answer = await migrate(bytes, { fileName: 'products.csv' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(outcomes(answer.body)).toEqual([
      [1, 'XLS-1', 'created'],
      [2, 'XLS-1', 'refused'],
    ]);
    expect(answer.body.rows[1]?.messages).toEqual([{ field: 'sku', message: 'Another product already has this SKU.' }]);
    expect((await productsNamed('xls-')).map((row) => row.name)).toEqual(['From Excel']);
  });

  it('refuses a file it cannot read as a whole and writes nothing', async () => {
    const before = await head();
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const renamed = await migrate(png, { fileName: 'products.csv' });
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors?.file).toEqual(['The file must be CSV text or an Excel (.xlsx) workbook.']);
    const zipNotWorkbook = await migrate(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]));
    expect(zipNotWorkbook.status).toBe(422);
    expect(zipNotWorkbook.body.errors?.file).toEqual(['The file must be CSV text or an Excel (.xlsx) workbook.']);
    const unknownColumn = await migrate(`sku,name_EN,colour\nBAD-1,Bad,red`, { language: 'fr' });
    expect(unknownColumn.status).toBe(422);
    expect(unknownColumn.body.errors?.file?.[0]).toMatch(/^La première ligne/);
    const headerOnly = await migrate('sku,name_EN,name_FR,categoryId\n');
    expect(headerOnly.body.errors?.file).toEqual(['The file holds no products.']);
    const tooLarge = await migrate(`sku,name_EN\n${'BIG-1,x\n'.repeat(300_000)}`);
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body.errors?.file?.[0]).toMatch(/too large/);
    const tooMany = await migrate(`sku,name_EN\n${'BIG-1,x\n'.repeat(1_001)}`);
    expect(tooMany.body.errors?.file?.[0]).toMatch(/too large/);
    const empty = await migrate('');
    expect(empty.body.errors?.file).toEqual(['Please choose a CSV or Excel file of products.']);
    const json = await call<AdminProblem>('/api/Migration/Migrate?storeCode=b2c', {
      method: 'POST',
      token: lmg(),
      body: [{ sku: 'BAD-2' }],
    });
    expect(json.status).toBe(422);
    expect(await head()).toBe(before);
    expect(await productsNamed('bad-')).toEqual([]);
  });

  it('is LMG’s alone', async () => {
    const before = await head();
    const csv = `sku,name_EN,name_FR,categoryId\nROLE-1,Role,Rôle,${discovery}`;
    for (const role of Object.keys(roleUsers).filter((role) => role !== 'LMG')) {
      expect((await migrate(csv, { token: tokens[role] ?? '' })).status, role).toBe(403);
      expect((await exportCsv(tokens[role] ?? '')).status, role).toBe(403);
    }
    const anonymous = await fetch(`${admin.app.base}/api/Migration/Migrate?storeCode=b2c`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv' },
      body: csv,
    });
    expect(anonymous.status).toBe(401);
    expect(await head()).toBe(before);
  });
});

describe('export', () => {
  it('downloads the live catalogue as the CSV the import reads back without a change', async () => {
    const exported = await exportCsv();
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="products-b2c.csv"');
    const table = parse(exported.text) as string[][];
    const [header, ...rows] = table;
    expect(header?.slice(0, 3)).toEqual(['name_EN', 'name_FR', 'shortDescription_EN']);
    const skus = rows.map((row) => row[header?.indexOf('sku') ?? -1] ?? '');
    expect(skus).toEqual([...skus].sort((a, b) => a.localeCompare(b)));
    expect(rows.length).toBeGreaterThan(5);

    const before = await head();
    const back = await migrate(exported.text);
    expect(back.status).toBe(200);
    expect(back.body.rows.filter((row) => row.outcome !== 'unchanged')).toEqual([]);
    expect(back.body.counts.unchanged).toBe(rows.length);
    expect(await head()).toBe(before);
  });
});
