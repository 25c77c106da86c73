/**
 * Prices (back-office.md §3; LMG only, both stores): a product's regular price, sale price and sale window, each
 * price a revision entity whose payload is the store's `PriceRecord` (integer cents). The form shows dollars; the
 * one conversion is in schemas (`priceRecordFields`, `dollarsText`). The list takes a product filter, and
 * `GET /api/Prices/GetAllById/{productId}` (§7, storeProducts.ts) lists one product's prices. A price names no
 * store: it belongs to its product's, and a write must name a product of the call's store.
 */
import { priceEntryOf } from '@parks/domain/catalog/price';
import type { InitialValue } from '@parks/schemas/admin/definitions';
import { pricesFamily } from '@parks/schemas/admin/families/prices/family';
import { pricesScreen } from '@parks/schemas/admin/families/prices/texts';
import {
  type PriceValues,
  priceListQuerySchema,
  priceRecordFields,
  priceValuesSchema,
} from '@parks/schemas/admin/prices';
import type { PriceRecord } from '@parks/schemas/catalog';
import type { Language } from '@parks/schemas/language';
import { dollarsText } from '@parks/schemas/money';
import type { AdminDeps } from '../deps.ts';
import { type FieldSpec, filtersData, kit, type Texts, textFilter, wholeNumber } from '../forms.ts';
import { latestEntry } from '../payloads.ts';
import type { AdminResource } from '../registry.ts';
import { revisionResource } from '../revisionResource.ts';
import { storeProducts } from './storeEntities.ts';
import { assertStoreProduct, productField } from './storeProducts.ts';

const texts: Texts = pricesScreen;

const amountRules = (message: 'admin.price.regular.invalid' | 'admin.price.sale.invalid') =>
  [
    { name: 'min', value: 0, message },
    { name: 'max', value: 100_000, message },
  ] as const;

const priceFields: readonly FieldSpec[] = [
  { name: 'priceId', kind: 'hidden' },
  { name: 'rank', kind: 'number', rules: wholeNumber('admin.price.rank.invalid', { min: 0 }) },
  {
    name: 'regularPrice',
    kind: 'number',
    rules: [
      { name: 'required', message: 'admin.price.regular.invalid' },
      ...amountRules('admin.price.regular.invalid'),
    ],
  },
  { name: 'salePrice', kind: 'number', rules: amountRules('admin.price.sale.invalid') },
  { name: 'saleStartsAt', kind: 'datetime' },
  { name: 'saleEndsAt', kind: 'datetime' },
];

const recordOf = latestEntry(priceEntryOf);

/** The form's values of a price: the amounts in dollars as staff type them (`12.50`; `12,50` in French). */
const valuesOf = (record: PriceRecord, language: Language): Readonly<Record<string, InitialValue>> => ({
  priceId: record.priceId,
  productId: record.productId,
  rank: record.rank,
  regularPrice: dollarsText(record.regularPriceCents, language),
  salePrice: dollarsText(record.salePriceCents, language),
  saleStartsAt: record.saleStartsAt,
  saleEndsAt: record.saleEndsAt,
});

export const pricesResource = (deps: AdminDeps): AdminResource =>
  revisionResource<PriceValues>(deps, {
    descriptor: pricesFamily,
    // A price names no store (the seed's do not): its product does, and the check below holds a write to it.
    storeScoped: false,
    idKind: 'price',
    values: priceValuesSchema,
    search: {
      query: priceListQuerySchema,
      // The prices of the call's store: those of its products (a price names no store of its own).
      conditions: async (fields, call) => {
        const ids = (await storeProducts(deps, call.storeCode)).map((product) => product.id);
        const wanted = typeof fields.productId === 'string' && fields.productId !== '' ? fields.productId : null;
        return {
          // One of the store's products: a list, even of one, is `one of`.
          payload: { productId: wanted === null ? ids : ids.filter((id) => id === wanted) },
          ...(typeof fields.status === 'string' ? { status: fields.status } : {}),
        };
      },
    },
    sort: { productId: 1, rank: 1 },
    toPayload: (values, { entityId }) => ({
      priceId: entityId,
      productId: values.productId,
      ...priceRecordFields(values),
    }),
    check: async (call, values) => {
      assertStoreProduct(await storeProducts(deps, call.storeCode), values.productId);
    },
    list: async (call, request, docs, showMore) => {
      const k = kit(call, 'prices', texts);
      const names = new Map(
        (await storeProducts(deps, call.storeCode)).map((product) => [product.id, product.name[call.language]]),
      );
      const answer = k.list(request, docs, showMore, {
        id: 'priceId',
        columns: [
          'product',
          'rank',
          { name: 'regularPriceCents', caption: 'regularPrice', type: 'currency' },
          { name: 'salePriceCents', caption: 'salePrice', type: 'currency' },
          { name: 'saleStartsAt', type: 'datetime' },
          { name: 'saleEndsAt', type: 'datetime' },
        ],
        recordOf,
        // The list carries cents, as every currency column does; the form shows dollars.
        row: (record, doc) => ({
          rank: record.rank,
          regularPriceCents: record.regularPriceCents,
          salePriceCents: record.salePriceCents,
          saleStartsAt: record.saleStartsAt,
          saleEndsAt: record.saleEndsAt,
          priceId: doc.entityId,
          product: names.get(record.productId) ?? record.productId,
        }),
        buttons: [k.button('add', false)],
      });
      return {
        ...answer,
        args: { ...answer.args, data: filtersData({ productId: textFilter(request, 'productId') }) },
      };
    },
    actions: ['create', 'clone', 'edit', 'delete', 'details'],
    form: async (call, action, doc) => {
      const k = kit(call, 'prices', texts);
      const record = recordOf(doc);
      const values = record === null ? { rank: 0, salePrice: 0 } : valuesOf(record, call.language);
      const form = k.form(
        action,
        doc?.entityId ?? null,
        priceFields,
        action === 'clone' ? { ...values, priceId: null } : values,
        {
          canClone: true,
          canDelete: true,
        },
      );
      const products = await storeProducts(deps, call.storeCode);
      const [general, ...rest] = form.sections;
      if (general === undefined) return form;
      const product = productField(call.language, products, record?.productId ?? null, k.t('productId'));
      return {
        ...form,
        sections: [{ ...general, fields: [product, ...general.fields] }, ...rest],
      };
    },
  });
