/**
 * What the resources that name a product of the call's store share (Prices, Product attributes): the dropdown of the
 * store's products (storeEntities.ts), the check that a written product id is one of them, and `GET
 * /api/{Family}/GetAllById/{productId}?storeCode=&page=&search=` (back-office.md §7), the family's list of one
 * product.
 */
import type Router from '@koa/router';
import type { Field } from '@parks/schemas/admin/definitions';
import { listQuerySchema } from '@parks/schemas/admin/requests';
import type { Language } from '@parks/schemas/language';
import { translate } from '@parks/schemas/messages/index';
import { ProblemError } from '../../http/problems.ts';
import { validate } from '../../http/validate.ts';
import type { AppState } from '../../state.ts';
import { adminFamilyRouter, filteredList } from '../calls.ts';
import type { AdminDeps } from '../deps.ts';
import { option } from '../forms.ts';
import type { AdminResource } from '../registry.ts';
import type { StoreProduct } from './storeEntities.ts';

/** A 422 on `productId`, before anything is written, unless the id is one of `products`. */
export const assertStoreProduct = (products: readonly StoreProduct[], productId: string): void => {
  if (!products.some((product) => product.id === productId)) {
    throw new ProblemError(422, 'admin.product.unknown', { errors: { productId: ['admin.product.unknown'] } });
  }
};

/**
 * The form's `productId` dropdown over `products`. With a `none` caption it starts with "None" (id 0, sent as null,
 * §5) and may be left on it; without one a product is required.
 */
export const productField = (
  language: Language,
  products: readonly StoreProduct[],
  selected: string | null,
  caption: string,
  none: string | null = null,
): Field => {
  const options = products.map((product) => option(product.id, product.name[language], product.id === selected));
  return {
    name: 'productId',
    component: 'singleselect',
    type: 'dropdown',
    caption,
    ...(none === null
      ? { options, validation: [{ name: 'required', message: translate(language, 'admin.product.unknown') }] }
      : { options: [option(0, none, selected === null), ...options] }),
    ...(selected === null ? {} : { initialValue: selected }),
  };
};

/** `GET /{Family}/GetAllById/{productId}`: the family's list filtered by `productId`, with GetAll's roles and rows. */
export const perProductRouter = (deps: AdminDeps, resource: AdminResource): Router<AppState> =>
  adminFamilyRouter(resource).get(
    '/GetAllById/:productId',
    validate({ params: { productId: 'admin.product.unknown' }, query: listQuerySchema }),
    filteredList(deps, resource, (params) => ({ productId: params.productId })),
  );
