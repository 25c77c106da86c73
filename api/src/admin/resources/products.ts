/**
 * Products (back-office.md §3): the list (name, SKU, category, status, price, image) with keyword and advanced search,
 * and the create, import, clone, edit, delete and details screens, each product a revision entity of one store. The
 * payload is the store's product record (`StoreProductRecord`) plus what the form alone keeps (every image of each
 * language, the sample PDF, the notices, whether it can be ordered); fields the form does not show are kept from
 * the latest revision. Import (`POST /api/Products/Import`, products/routes.ts) drafts every row of a file, with its
 * price when the file has price columns, or none. Its parts are in `products/`: the product read from a revision,
 * the payload written from the form, the rules across records, the list, the forms, the screen texts.
 */

import { productsFamily } from '@parks/schemas/admin/families/products/family';
import { type ProductValues, productListQuerySchema, productValuesSchema } from '@parks/schemas/admin/products';
import type { AdminDeps } from '../deps.ts';
import { rejectProblems } from '../problems.ts';
import type { AdminResource } from '../registry.ts';
import { inDisplayOrder, revisionResource } from '../revisionResource.ts';
import { uploadBindingOf, uploadSpecs } from '../uploads/multipart.ts';
import { productForm } from './products/form.ts';
import { productList } from './products/list.ts';
import { productPayload } from './products/payload.ts';
import { productProblems } from './products/rules.ts';

/** The payloads of a product in the category: by its list, or by the one category of a payload before it. */
const inCategory = (categoryId: string): readonly Readonly<Record<string, string>>[] => [
  { categoryIds: categoryId },
  { categoryId },
];

export const productsResource = (deps: AdminDeps): AdminResource =>
  revisionResource<ProductValues>(deps, {
    descriptor: productsFamily,
    idKind: 'prod',
    values: productValuesSchema,
    upload: uploadBindingOf(productsFamily, uploadSpecs.product),
    search: {
      query: productListQuerySchema,
      conditions: (fields) => ({
        ...(typeof fields.status === 'string' ? { status: fields.status } : {}),
        // In the category: one of its `categoryIds`, or the one `categoryId` of a payload from before the list.
        ...(typeof fields.categoryId === 'string' && fields.categoryId !== ''
          ? { payloadAnyOf: inCategory(fields.categoryId) }
          : {}),
      }),
    },
    sort: inDisplayOrder,
    toPayload: productPayload,
    check: async (call, values, entityId, others) =>
      rejectProblems(await productProblems(deps, call, values, entityId, others)),
    list: (call, request, docs, showMore) => productList(deps, call, request, docs, showMore),
    actions: ['create', 'import', 'clone', 'edit', 'delete', 'details'],
    form: (call, action, doc) => productForm(deps, call, action, doc),
  });
