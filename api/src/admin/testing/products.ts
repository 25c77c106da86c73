/**
 * What the product tests share (products, uploads, import): a product's form values, the category page that lists
 * the discovery passes, a published price (the store lists a product once it has one), and a form's initial values.
 */
import type { FormAnswer, WriteAnswer } from '@parks/schemas/admin/calls';
import { expect } from 'vitest';
import type { AdminTestApi } from './adminTestApi.ts';

/** The discovery passes' category, and its page's URL alias. */
export const discovery = 'cat-discovery';
export const discoveryPage = 'decouverte-discovery';

/** A product's form values in the discovery category, named after its SKU. */
export const productValues = (sku: string, extra: Record<string, unknown> = {}) => ({
  name_EN: `Pass ${sku}`,
  name_FR: `Laissez-passer ${sku}`,
  shortDescription_EN: 'For one visitor.',
  shortDescription_FR: 'Pour un visiteur.',
  sku,
  categoryId: discovery,
  vesselTypes: null,
  validityPeriod_EN: '',
  validityPeriod_FR: '',
  displayOrder: 50,
  orderable: true,
  images_EN: null,
  images_FR: null,
  samplePdf_EN: null,
  samplePdf_FR: null,
  notices: null,
  ...extra,
});

/** The discovery category's page in the store, as its JSON text, for a visitor or the holder of `token`. */
export const discoveryPageText = async (admin: AdminTestApi, token?: string): Promise<string> => {
  const page = await admin.call(`/api/store/GetCategory/${discoveryPage}`, token === undefined ? {} : { token });
  expect(page.status).toBe(200);
  return JSON.stringify(page.body);
};

/** A published price for a product: the store lists a product once it has one (Prices is LMG's). */
export const publishPrice = async (admin: AdminTestApi, productId: string, regularPrice = 12.5): Promise<void> => {
  const priced = await admin.call<WriteAnswer>('/api/Prices/Create?storeCode=b2c&button=publish', {
    method: 'POST',
    token: admin.lmg(),
    body: { productId, regularPrice, salePrice: 0, saleStartsAt: null, saleEndsAt: null },
  });
  expect(priced.status, JSON.stringify(priced.body)).toBe(201);
};

/** Each field of a form and its initial value. */
export const initialValues = (form: FormAnswer) =>
  Object.fromEntries(form.sections.flatMap((section) => section.fields).map((f) => [f.name, f.initialValue]));
