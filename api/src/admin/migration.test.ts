/**
 * Data migration over real HTTP (a started server, the seed catalogue, seed users of every role): a CSV file of
 * products and their prices drafted row by row with each part's outcome, files refused by their bytes with nothing
 * written, LMG only, and the catalogue export, prices included, read back by the import changing nothing. Excel
 * workbooks have their own file (migrationExcel.test.ts).
 */
import type { AdminProblem } from '@parks/schemas/admin/calls';
import { startsFormula } from '@parks/schemas/fileCells';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/rawHttp.ts';
import { adminTestApi, roleUsers } from './testing/adminTestApi.ts';
import { migrationCalls, outcomes } from './testing/migration.ts';
import { discovery } from './testing/products.ts';

const admin = adminTestApi();
const { call, tokens, lmg, head } = admin;

const { migrate, exportCsv, productsNamed, pricesOf } = migrationCalls(admin);

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
      [1, 'MIG-1', 'created', null],
      [2, 'MIG-2', 'refused', null],
      [3, 'MIG-3', 'created', null],
    ]);
    expect(english.body.rows[1]?.messages).toEqual([
      { part: 'product', field: 'categoryId', message: 'The category does not exist in this store.' },
    ]);
    expect(english.body.counts.products).toEqual({ created: 2, updated: 0, unchanged: 0, refused: 1 });
    expect(english.body.counts.prices).toEqual({ created: 0, updated: 0, unchanged: 0, refused: 0 });
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
      [1, 'MIG-1', 'updated', null],
      [2, 'MIG-2', 'created', null],
      [3, 'MIG-3', 'unchanged', null],
    ]);
    expect(again.body.message).toBe(
      '1 créés, 1 mis à jour, 1 inchangés, 0 refusés. Chaque changement est une ébauche : publiez-la depuis Révisions.',
    );
    const refusedFr = await migrate(`sku,name_EN,name_FR,categoryId\nMIG-4,,Migré quatre,${discovery}`, {
      language: 'fr',
    });
    expect(refusedFr.body.rows[0]?.product.outcome).toBe('refused');
    expect(refusedFr.body.rows[0]?.messages[0]?.field).toBe('name_EN');
    expect(refusedFr.body.rows[0]?.messages[0]?.message).toMatch(/nom/i);
    // An unquoted comma shifts the row's cells: the row is refused, not read into the wrong columns.
    const shifted = await migrate(`sku,name_EN,name_FR,categoryId\nMIG-5,Five, unquoted,Cinq,${discovery}`);
    expect(shifted.body.rows).toEqual([
      {
        row: 1,
        sku: 'MIG-5',
        product: { outcome: 'refused', id: null },
        price: null,
        messages: [
          {
            part: 'product',
            field: 'row',
            message: 'The row has more cells than the header row has columns (quote a value that holds a comma).',
          },
        ],
      },
    ]);
    expect(await productsNamed('mig-5')).toEqual([]);
  });

  it('drafts each row’s product and its price, refusing a row whose price breaks a rule with that part named', async () => {
    const header = 'sku,name_EN,name_FR,categoryId,regularPrice,salePrice,saleStartsAt,saleEndsAt';
    const rows = [
      `PRC-1,Priced one,Prix un,${discovery},12.50,,,`,
      `PRC-2,Priced two,Prix deux,${discovery},20,15,2026-07-01T04:00:00Z,2026-08-01T04:00:00Z`,
      `PRC-3,Sale too high,Solde trop haut,${discovery},10,12,,`,
      `PRC-4,No price,Sans prix,${discovery},,,,`,
      `PRC-5,Both wrong,Tout faux,cat-nowhere,12.345,,,`,
    ];
    const first = await migrate([header, ...rows].join('\n'));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(outcomes(first.body)).toEqual([
      [1, 'PRC-1', 'created', 'created'],
      [2, 'PRC-2', 'created', 'created'],
      [3, 'PRC-3', 'refused', 'refused'],
      [4, 'PRC-4', 'created', null],
      [5, 'PRC-5', 'refused', 'refused'],
    ]);
    expect(first.body.rows[2]?.messages).toEqual([
      {
        part: 'price',
        field: 'salePrice',
        message: 'The sale price must be an amount from 0 to 100000 dollars, to the cent, below the regular price.',
      },
    ]);
    expect(first.body.rows[4]?.messages).toEqual([
      { part: 'product', field: 'categoryId', message: 'The category does not exist in this store.' },
      {
        part: 'price',
        field: 'regularPrice',
        message: 'The regular price must be an amount from 0 to 100000 dollars, to the cent.',
      },
    ]);
    expect(first.body.counts).toEqual({
      products: { created: 3, updated: 0, unchanged: 0, refused: 2 },
      prices: { created: 2, updated: 0, unchanged: 0, refused: 2 },
    });
    expect(first.body.message).toBe(
      'Products: 3 created, 0 updated, 0 unchanged, 2 refused. Prices: 2 created, 0 updated, 0 unchanged, 2 refused. Every change is a draft: publish it from Revisions.',
    );
    // Nothing of a refused row is written, its product included.
    expect(await productsNamed('prc-3')).toEqual([]);
    expect(await productsNamed('prc-5')).toEqual([]);

    // A product created by the row has the row's price, in cents, as a draft of rank 0.
    const [one, two, , four] = first.body.rows;
    const onePrices = await pricesOf(one?.product.id ?? '');
    expect(onePrices).toEqual([
      {
        priceId: one?.price?.id,
        rank: 0,
        regularPriceCents: 1250,
        salePriceCents: 0,
        saleStartsAt: null,
        saleEndsAt: null,
        status: 'Draft',
      },
    ]);
    expect(await pricesOf(two?.product.id ?? '')).toEqual([
      expect.objectContaining({
        regularPriceCents: 2000,
        salePriceCents: 1500,
        saleStartsAt: '2026-07-01T04:00:00.000Z',
        saleEndsAt: '2026-08-01T04:00:00.000Z',
      }),
    ]);
    expect(await pricesOf(four?.product.id ?? '')).toEqual([]);

    // Again, in French: a changed price edits its draft, an equal one is left alone, a new one is created for a
    // product left unchanged, and the fixed row drafts both parts.
    const second = await migrate(
      [
        header,
        `PRC-1,Priced one,Prix un,${discovery},13,,,`,
        `PRC-2,Priced two,Prix deux,${discovery},20.00,15.0,2026-07-01T00:00:00-04:00,2026-08-01T04:00:00.000Z`,
        `PRC-3,Sale too high,Solde trop haut,${discovery},10,8,,`,
        `PRC-4,No price,Sans prix,${discovery},9.99,,,`,
      ].join('\n'),
      { language: 'fr' },
    );
    expect(outcomes(second.body)).toEqual([
      [1, 'PRC-1', 'unchanged', 'updated'],
      [2, 'PRC-2', 'unchanged', 'unchanged'],
      [3, 'PRC-3', 'created', 'created'],
      [4, 'PRC-4', 'unchanged', 'created'],
    ]);
    expect(second.body.message).toBe(
      'Produits : 1 créés, 0 mis à jour, 3 inchangés, 0 refusés. Prix : 2 créés, 1 mis à jour, 1 inchangés, 0 refusés. Chaque changement est une ébauche : publiez-la depuis Révisions.',
    );
    expect(second.body.rows[0]?.price?.id).toBe(one?.price?.id);
    expect(await pricesOf(one?.product.id ?? '')).toEqual([
      expect.objectContaining({ priceId: one?.price?.id, regularPriceCents: 1300, status: 'Draft' }),
    ]);
    const refusedFr = await migrate(`${header}\nPRC-6,Six,Six,${discovery},,5,,`, { language: 'fr' });
    expect(refusedFr.body.rows[0]?.messages).toEqual([
      {
        part: 'price',
        field: 'regularPrice',
        message: 'Le prix régulier doit être un montant de 0 à 100 000 dollars, au cent près.',
      },
    ]);
  });

  it('updates a published price with a new draft, leaving the published one until it is published', async () => {
    const exported = parse((await exportCsv()).text) as string[][];
    const [header = [], ...rows] = exported;
    const senior = rows.find((row) => row[header.indexOf('sku')] === 'DP-SENIOR') ?? [];
    expect(senior[header.indexOf('regularPrice')]).toBe('64.50');
    const changed = senior.map((cell, index) => (index === header.indexOf('regularPrice') ? '70.25' : cell));
    const answer = await migrate(stringify([header, changed]));
    expect(outcomes(answer.body)).toEqual([[1, 'DP-SENIOR', 'unchanged', 'updated']]);
    expect(answer.body.rows[0]?.price?.id).toBe('price-discovery-senior');
    expect(await pricesOf('prod-discovery-senior')).toEqual([
      expect.objectContaining({
        priceId: 'price-discovery-senior',
        regularPriceCents: 7025,
        status: 'Published — draft pending',
      }),
    ]);
    // The store still sells at the published price: nothing goes live without publish.
    const store = await call<{
      products: { productId: string; prices: { priceId: string; regularPriceCents: number }[] }[];
    }>('/api/store/GetCategory/decouverte-discovery');
    expect(store.body.products.find((product) => product.productId === 'prod-discovery-senior')?.prices).toEqual([
      expect.objectContaining({ priceId: 'price-discovery-senior', regularPriceCents: 6450 }),
    ]);
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
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.errors?.file?.[0]).toMatch(/too large/);
    // Over 2 MB, declared or sent chunked (was a connection reset): the 413 and its message, then a clean close.
    for (const chunked of [undefined, 64 * 1024]) {
      const answer = await rawRequest(admin.app.base, {
        method: 'POST',
        path: '/api/Migration/Migrate?storeCode=b2c&fileName=products.csv',
        headers: { Authorization: `Bearer ${lmg()}`, 'Accept-Language': 'fr', 'Content-Type': 'text/csv' },
        body: Buffer.from(`sku,name_EN\n${'BIG-1,x\n'.repeat(300_000)}`),
        ...(chunked === undefined ? {} : { chunked }),
      });
      expect([chunked, answer.status, answer.error, answer.headers.connection]).toEqual([chunked, 413, null, 'close']);
      expect(JSON.parse(answer.body).errors.file[0]).toMatch(/volumineux|trop/);
    }
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

    // Every product's first price, in dollars to the cent; a product without a price has empty price cells.
    const column = (name: string) => header?.indexOf(name) ?? -1;
    expect(header?.slice(-4)).toEqual(['regularPrice', 'salePrice', 'saleStartsAt', 'saleEndsAt']);
    const senior = rows.find((row) => row[column('sku')] === 'DP-SENIOR');
    expect(senior?.slice(-4)).toEqual(['70.25', '0.00', '', '']);
    const saleRow = rows.find((row) => row[column('sku')] === 'PRC-2');
    expect(saleRow?.slice(-4)).toEqual(['20.00', '15.00', '2026-07-01T04:00:00.000Z', '2026-08-01T04:00:00.000Z']);
    const priced = rows.filter((row) => row[column('regularPrice')] !== '');
    expect(priced.length).toBeGreaterThan(5);
    expect(rows.filter((row) => row[column('regularPrice')] === '').map((row) => row[column('sku')])).toContain(
      'MIG-1',
    );

    const before = await head();
    const back = await migrate(exported.text);
    expect(back.status).toBe(200);
    expect(
      back.body.rows.filter(
        (row) => row.product.outcome !== 'unchanged' || (row.price ?? row.product).outcome !== 'unchanged',
      ),
    ).toEqual([]);
    expect(back.body.counts.products.unchanged).toBe(rows.length);
    expect(back.body.counts.prices.unchanged).toBe(priced.length);
    expect(await head()).toBe(before);
  });

  it('writes no cell that starts a formula, and reads its quoted names back as they were', async () => {
    // Names a spreadsheet would run (issue #20), and one that already starts with an apostrophe before `=`: the
    // import reads the file's `''=…` as the name `'=…`, as it reads a file the export wrote.
    const poisoned = [
      ['INJ-1', '=HYPERLINK("http://x.example","y")', '@SUM(1,2)'],
      ['INJ-2', '-minus', '+plus'],
      ['INJ-3', "'=quoted", 'Nom'],
    ] as const;
    const file = stringify([
      ['sku', 'name_EN', 'name_FR', 'categoryId'],
      ...poisoned.map(([sku, en, fr]) => [sku, en.startsWith("'") ? `'${en}` : en, fr, discovery]),
    ]);
    const migrated = await migrate(file);
    expect(outcomes(migrated.body)).toEqual([
      [1, 'INJ-1', 'created', null],
      [2, 'INJ-2', 'created', null],
      [3, 'INJ-3', 'created', null],
    ]);
    expect((await productsNamed('inj-')).map((row) => [row.sku, row.name]).sort()).toEqual(
      poisoned.map(([sku, en]) => [sku, en]),
    );

    const exported = await exportCsv();
    const table = parse(exported.text) as string[][];
    expect(table.flat().filter(startsFormula)).toEqual([]);
    const [header, ...rows] = table;
    const cellsOf = (sku: string) => {
      const row = rows.find((cells) => cells[header?.indexOf('sku') ?? -1] === sku);
      return [row?.[header?.indexOf('name_EN') ?? -1], row?.[header?.indexOf('name_FR') ?? -1]];
    };
    expect(poisoned.map(([sku]) => cellsOf(sku))).toEqual([
      [`'=HYPERLINK("http://x.example","y")`, "'@SUM(1,2)"],
      ["'-minus", "'+plus"],
      ["''=quoted", 'Nom'],
    ]);

    const before = await head();
    const back = await migrate(exported.text);
    expect(back.body.rows.filter((row) => row.product.outcome !== 'unchanged')).toEqual([]);
    expect(await head()).toBe(before);
  });
});
