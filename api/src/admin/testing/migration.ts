/**
 * What the data migration tests share (migration, migrationExcel): a file migrated as the web sends it, the
 * catalogue export, and the products and prices the back office lists afterwards.
 */
import type { AdminProblem, ListAnswer } from '@parks/schemas/admin/calls';
import type { MigrationAnswer } from '@parks/schemas/admin/migration';
import type { AdminTestApi } from './adminTestApi.ts';

export type Migrated = Readonly<{ status: number; body: MigrationAnswer & AdminProblem }>;

type PriceRow = Readonly<{
  priceId: string;
  rank: number;
  regularPriceCents: number;
  salePriceCents: number;
  saleStartsAt: string | null;
  saleEndsAt: string | null;
  status: string;
}>;

/** Each row as its number, SKU, product's outcome and price's (null: the row has no price). */
export const outcomes = (answer: MigrationAnswer) =>
  answer.rows.map((row) => [row.row, row.sku, row.product.outcome, row.price?.outcome ?? null]);

export const migrationCalls = (admin: AdminTestApi) => ({
  /** The file as the body, sent as the web sends a chosen file: its bytes, with the type its name suggests. */
  migrate: async (
    bytes: Uint8Array | string,
    options: { token?: string; language?: string; fileName?: string } = {},
  ): Promise<Migrated> => {
    const fileName = options.fileName ?? 'products.csv';
    const response = await fetch(
      `${admin.app.base}/api/Migration/Migrate?storeCode=b2c&fileName=${encodeURIComponent(fileName)}`,
      {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${options.token ?? admin.lmg()}`,
          'Accept-Language': options.language ?? 'en',
          'Content-Type': fileName.endsWith('.xlsx')
            ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
            : 'text/csv',
        },
        body: typeof bytes === 'string' ? bytes : new Uint8Array(bytes),
      },
    );
    return { status: response.status, body: (await response.json()) as MigrationAnswer & AdminProblem };
  },

  exportCsv: async (token = admin.lmg()) => {
    const response = await fetch(`${admin.app.base}/api/Migration/Export?storeCode=b2c`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return { status: response.status, headers: response.headers, text: await response.text() };
  },

  productsNamed: async (search: string) =>
    (await admin.call<ListAnswer>(`/api/Products/GetAll?storeCode=b2c&search=${search}`, { token: admin.lmg() })).body
      .rows,

  /** One product's prices as the Prices list shows them (the latest revision of each, in cents). */
  pricesOf: async (productId: string) =>
    (
      await admin.call<ListAnswer>(`/api/Prices/GetAllById/${productId}?storeCode=b2c`, { token: admin.lmg() })
    ).body.rows.map((row) => {
      const { priceId, rank, regularPriceCents, salePriceCents, saleStartsAt, saleEndsAt, status } = row as PriceRow;
      return { priceId, rank, regularPriceCents, salePriceCents, saleStartsAt, saleEndsAt, status };
    }),
});
