/**
 * The import of a file of products over real HTTP (`POST /api/Products/Import`): every row drafted or none with the
 * errors of each row; its price columns drafted with the migration's writers, moved by the button, refused whole
 * for one bad price, withdrawn with the products when a concurrent write refuses a row, and the Prices area's to
 * write.
 */
import type { EventStore } from '@parks/infra/eventStore/port';
import type { AdminProblem, ListAnswer, WriteAnswer } from '@parks/schemas/admin/calls';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { adminTestApi, type WriteOptions, writeQuery } from './testing/adminTestApi.ts';
import { discovery, productValues } from './testing/products.ts';

const admin = adminTestApi();
const { call, tokens, lmg, head } = admin;
const values = productValues;
const { create, list } = admin.family('Products');

describe('import', () => {
  it('drafts every row of a pipe-separated file, or none with the errors of each row', async () => {
    const header = 'sku|name_EN|name_FR|categoryId|shortDescription_EN|shortDescription_FR';
    const good = [
      header,
      `IMP-1|Imported one|Importé un|${discovery}||`,
      `IMP-2|Imported two|Importé deux|${discovery}||`,
    ];
    const before = await head();
    const bad = await call<AdminProblem>('/api/Products/Import?storeCode=b2c', {
      method: 'POST',
      token: lmg(),
      body: {
        fileName: 'products.txt',
        content: [...good, `IMP-3||Importé trois|cat-nowhere||`, 'IMP-1|Again|Encore|cat-discovery||'].join('\n'),
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      'rows.3.name_EN': ['Row 3: Name is required'],
      'rows.4.sku': ['Row 4: Another product already has this SKU.'],
    });
    expect(await head()).toBe(before);

    const imported = await call<WriteAnswer>('/api/Products/Import?storeCode=b2c', {
      method: 'POST',
      token: lmg(),
      body: { fileName: 'products.txt', content: good.join('\n') },
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body.message).toBe('2 products were imported. Saved successfully.');
    expect((await list('&search=imp-')).body.rows.map((row) => row.sku).sort()).toEqual(['IMP-1', 'IMP-2']);

    const json = await call<WriteAnswer>('/api/Products/Import?storeCode=b2c', {
      method: 'POST',
      token: lmg(),
      language: 'fr',
      body: {
        fileName: 'products.json',
        content: JSON.stringify([
          { sku: 'IMP-J', name_EN: 'Json', name_FR: 'Json', categoryId: discovery, vesselTypes: ['sail'] },
        ]),
      },
    });
    expect(json.status).toBe(201);
    const notAFile = await call<AdminProblem>('/api/Products/Import?storeCode=b2c', {
      method: 'POST',
      token: lmg(),
      body: { fileName: 'x.txt', content: 'colour|size\nred|big' },
    });
    expect(notAFile.status).toBe(422);
    expect(notAFile.body.errors?.file).toEqual([
      'The file must be JSON (a list of products), or CSV or pipe-separated text with a header line.',
    ]);
  });
});

/** `POST /api/Products/Import` with a file's text, as the import form sends it. */
const importFile = (content: string, options: WriteOptions & { fileName?: string } = {}) =>
  call<WriteAnswer & AdminProblem>(`/api/Products/Import?${writeQuery(options)}`, {
    method: 'POST',
    token: options.token ?? lmg(),
    ...(options.language ? { language: options.language } : {}),
    body: { fileName: options.fileName ?? 'products.csv', content },
  });

/** A product's prices as the Prices list shows them for it (Prices GetAll filtered by product, in cents). */
const pricesOf = async (productId: string) => {
  const answer = await call<ListAnswer>(`/api/Prices/GetAll?storeCode=b2c&productId=${productId}`, { token: lmg() });
  expect(answer.status).toBe(200);
  return answer.body.rows.map(({ rank, regularPriceCents, salePriceCents, saleStartsAt, saleEndsAt, status }) => ({
    rank,
    regularPriceCents,
    salePriceCents,
    saleStartsAt,
    saleEndsAt,
    status,
  }));
};

/** The ids of the store's products whose name or SKU holds `search`, by SKU. */
const productIds = async (search: string) =>
  new Map((await list(`&search=${search}`)).body.rows.map((row) => [String(row.sku), String(row.productId)]));

describe('import with prices (the migration’s price columns, drafted by the migration’s writers)', () => {
  it('takes the catalogue export’s CSV: each new product drafted with its price, readable through Prices', async () => {
    const exported = await fetch(`${admin.app.base}/api/Migration/Export?storeCode=b2c`, {
      headers: { Authorization: `Bearer ${lmg()}` },
    });
    const [header = [], ...rows] = parse(await exported.text()) as string[][];
    const cell = (row: readonly string[], column: string) => row[header.indexOf(column)] ?? '';
    const senior = rows.find((row) => cell(row, 'sku') === 'DP-SENIOR') ?? [];
    expect(cell(senior, 'regularPrice')).toBe('64.50');
    // The export's rows under new SKUs (the import takes new products only): one with a sale, one without a price.
    const renamed = (row: readonly string[], sku: string, prices: Record<string, string> = {}) =>
      header.map((column, index) => (column === 'sku' ? sku : (prices[column] ?? row[index] ?? '')));
    const file = stringify([
      header,
      renamed(senior, 'IMPP-1'),
      renamed(senior, 'IMPP-2', {
        regularPrice: '20',
        salePrice: '15.5',
        saleStartsAt: '2026-07-01T04:00:00Z',
        saleEndsAt: '2026-08-01T04:00:00Z',
      }),
      renamed(senior, 'IMPP-3', { regularPrice: '', salePrice: '', saleStartsAt: '', saleEndsAt: '' }),
    ]);
    const imported = await importFile(file);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body.message).toBe('3 products were imported, 2 of them with their price. Saved successfully.');
    const ids = await productIds('impp-');
    expect([...ids.keys()].sort()).toEqual(['IMPP-1', 'IMPP-2', 'IMPP-3']);
    expect(await pricesOf(ids.get('IMPP-1') ?? '')).toEqual([
      { rank: 0, regularPriceCents: 6450, salePriceCents: 0, saleStartsAt: null, saleEndsAt: null, status: 'Draft' },
    ]);
    expect(await pricesOf(ids.get('IMPP-2') ?? '')).toEqual([
      {
        rank: 0,
        regularPriceCents: 2000,
        salePriceCents: 1550,
        saleStartsAt: '2026-07-01T04:00:00.000Z',
        saleEndsAt: '2026-08-01T04:00:00.000Z',
        status: 'Draft',
      },
    ]);
    expect(await pricesOf(ids.get('IMPP-3') ?? '')).toEqual([]);
    // The list shows each product's first price, in cents.
    const listed = (await list('&search=impp-')).body.rows.map((row) => [row.sku, row.price]);
    expect(listed.sort()).toEqual([
      ['IMPP-1', 6450],
      ['IMPP-2', 2000],
      ['IMPP-3', null],
    ]);
  });

  it('moves each price by the button that moves its product, JSON and | text alike', async () => {
    const json = await importFile(
      JSON.stringify([{ sku: 'IMPP-J', name_EN: 'Json', name_FR: 'Json', categoryId: discovery, regularPrice: 12.25 }]),
      { button: 'publish', fileName: 'products.json', language: 'fr' },
    );
    expect(json.status, JSON.stringify(json.body)).toBe(201);
    expect(json.body.message).toMatch(/^1 produits ont été importés, dont 1 avec leur prix\. /);
    const text = await importFile(`sku|name_EN|name_FR|categoryId|regularPrice\nIMPP-T|Text|Texte|${discovery}|3`, {
      fileName: 'products.txt',
    });
    expect(text.status, JSON.stringify(text.body)).toBe(201);
    const ids = await productIds('impp-');
    expect(await pricesOf(ids.get('IMPP-J') ?? '')).toEqual([
      expect.objectContaining({ regularPriceCents: 1225, status: 'Published' }),
    ]);
    expect(await pricesOf(ids.get('IMPP-T') ?? '')).toEqual([
      expect.objectContaining({ regularPriceCents: 300, status: 'Draft' }),
    ]);
  });

  it('refuses the whole file for one bad price, with that row’s errors in the caller’s language, writing nothing', async () => {
    const header = 'sku,name_EN,name_FR,categoryId,regularPrice,salePrice,saleStartsAt,saleEndsAt';
    const good = `IMPB-1,Bad file one,Mauvais un,${discovery},12.50,,,`;
    const before = await head();
    const bad = await importFile(
      [header, good, `IMPB-2,Sale too high,Solde trop haut,${discovery},10,12,,`].join('\n'),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      'rows.2.salePrice': [
        'Row 2: The sale price must be an amount from 0 to 100000 dollars, to the cent, below the regular price.',
      ],
    });
    // A row wrong in both parts names each; in French.
    const both = await importFile([header, good, `IMPB-3,,Trois,${discovery},12.345,,,`].join('\n'), {
      language: 'fr',
    });
    expect(both.status).toBe(422);
    expect(both.body.errors).toEqual({
      'rows.2.name_EN': [expect.stringMatching(/^Ligne 2 : /)],
      'rows.2.regularPrice': ['Ligne 2 : Le prix régulier doit être un montant de 0 à 100 000 dollars, au cent près.'],
    });
    expect(await head()).toBe(before);
    expect((await list('&search=impb-')).body.rows).toEqual([]);
  });

  it('withdraws what it drafted, prices included, when a concurrent write refuses a row after the checks', async () => {
    // A second server on the same stores whose log lets a rival writer in just before the import's first price is
    // appended: the rival takes row 2's SKU once the import has checked every row.
    const events = admin.app.eventStore;
    let rivalFirst = true;
    const priceStreams = new Set<string>();
    const appendToStream: EventStore['appendToStream'] = async (stream, batch, options) => {
      if (rivalFirst && stream.startsWith('revision-Price-')) {
        rivalFirst = false;
        expect((await create(values('IMPC-2'))).status).toBe(201);
      }
      if (stream.startsWith('revision-Price-')) priceStreams.add(stream.slice('revision-Price-'.length));
      return events.appendToStream(stream, batch, options);
    };
    const racing = new Proxy(events, {
      get: (target, property) => {
        if (property === 'appendToStream') return appendToStream;
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const server = await admin.app.start({ eventStore: racing });
    const response = await fetch(`${server.url}/api/Products/Import?storeCode=b2c`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${lmg()}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        fileName: 'products.txt',
        content: [
          'sku|name_EN|name_FR|categoryId|regularPrice',
          `IMPC-1|Raced one|Course un|${discovery}|10`,
          `IMPC-2|Raced two|Course deux|${discovery}|20`,
        ].join('\n'),
      }),
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as AdminProblem).errors).toEqual({
      sku: ['Another product already has this SKU.'],
    });
    expect(rivalFirst).toBe(false);
    const listed = (await list('&search=impc-')).body.rows.map((row) => [row.sku, row.status]);
    // Row 1's product and its price were drafted, then withdrawn: only the rival's product is live.
    expect(listed.sort()).toEqual([
      ['IMPC-1', 'Inactive'],
      ['IMPC-2', 'Draft'],
    ]);
    expect(priceStreams.size).toBe(1);
    for (const priceId of priceStreams) {
      const revisions = await call<ListAnswer>(`/api/Revisions/GetAll?storeCode=b2c&search=${priceId}`, {
        token: lmg(),
      });
      expect(revisions.body.rows.map((row) => [row.entityId, row.status])).toEqual([[priceId, 'inactive']]);
    }
  });

  it('is the Prices area’s too: a SuperUser may import products, not prices', async () => {
    const before = await head();
    const priced = await importFile(`sku|name_EN|name_FR|categoryId|regularPrice\nIMPS-1|Su|Su|${discovery}|5`, {
      token: tokens.SuperUser ?? '',
    });
    expect(priced.status).toBe(403);
    expect(await head()).toBe(before);
    // An empty price cell says nothing of a price: the file is the products' alone.
    const unpriced = await importFile(`sku|name_EN|name_FR|categoryId|regularPrice\nIMPS-2|Su|Su|${discovery}|`, {
      token: tokens.SuperUser ?? '',
    });
    expect(unpriced.status, JSON.stringify(unpriced.body)).toBe(201);
    expect(unpriced.body.message).toBe('1 products were imported. Saved successfully.');
  });
});
