/**
 * The back office's order list (back-office.md §2, §3, §7):
 *
 *   PUT /api/Orders/SearchOrders?storeCode=&page=&search=   body: the advanced search (searchOrdersBodySchema)
 *
 * answers one page of the store's orders (20, newest first; page 100000 is Show all) as a `ListDefinition`: the
 * columns with their types, a details link per row (`orders/details/{id}`), the keyword search and paging. On b2b
 * also the advanced search form, a checkbox column whose box exists only on rows in Pending Approval (`false`;
 * other rows hold null: nothing to select), and the Actions panel's approve and decline buttons, which the web
 * sends to the bulk `PUT /api/Orders/UpdateOrders` (routes.ts): no selection on b2c, as the spec says.
 *
 * Who may: the orders area of the store asked for (b2c: LMG, SuperUser, Administrator; b2b: LMG, SuperUser).
 * Refusals are AdminProblems, translated (problems.ts), the store's absence a 422.
 */
import { adminOrderColumnLabels, adminOrderColumns, adminOrderRow } from '@parks/projections/admin/orderRows';
import { type AdminOrderDocument, adminOrderQueries } from '@parks/projections/admin/orders';
import type {
  Button,
  ButtonName,
  Column,
  Field,
  FieldOption,
  ListDefinition,
  Row,
  Section,
} from '@parks/schemas/admin/definitions';
import {
  type OrderSearch,
  orderAddressTypes,
  orderSearchOf,
  type orderSearchTextFields,
  type searchOrdersBodySchema,
  type searchOrdersQuerySchema,
} from '@parks/schemas/admin/orders';
import type { Language } from '@parks/schemas/language';
import { translate } from '@parks/schemas/messages/index';
import { dollarsText } from '@parks/schemas/money';
import { isOrderStatus, orderStatuses, orderStatusLabel } from '@parks/schemas/orders';
import { adminAreaRoles, isStaffRole } from '@parks/schemas/roles';
import { orderSearchScreen } from '@parks/schemas/texts/screens/orderSearch';
import type { ParameterizedContext } from 'koa';
import { adminCallOf } from '../admin/calls.ts';
import { adminProblems } from '../admin/problems.ts';
import type { AdminCall } from '../admin/registry.ts';
import type { AppState } from '../state.ts';
import type { OrdersDeps } from './deps.ts';

type Labels = Readonly<Record<string, string>>;

/** The list's own words; its columns' (also the search form's) are the order rows' (`adminOrderColumnLabels`). */
const labels: Readonly<Record<Language, Labels>> = orderSearchScreen;

/** The orders area as `adminCallOf` checks it: both stores, each with its own row of the role table. */
const ordersArea = { area: 'orders', stores: ['b2c', 'b2b'] } as const;

const textField = (t: (key: string) => string, name: string, value: string): Field => ({
  name,
  component: 'input',
  type: 'text',
  caption: t(name),
  initialValue: value,
});
const exactField = (t: (key: string) => string, name: string, value: boolean): Field => ({
  name: `${name}Exact`,
  component: 'singleselect',
  type: 'checkbox',
  caption: `${t(name)}${t('colon')}${t('exact')}`,
  options: [{ id: 'true', name: t('exact'), value: 'true', isSelected: value }],
  initialValue: value,
});
const choice = (t: (key: string) => string, values: readonly string[], selected: string, label = t) =>
  values.map(
    (value): FieldOption => ({
      id: value === '' ? 0 : value,
      name: value === '' ? t('any') : label(value),
      value,
      isSelected: value === selected,
    }),
  );

/** The b2b advanced search form (§2), filled with the search just run. */
const searchForm = (language: Language, t: (key: string) => string, search: OrderSearch) => {
  const texts = (fields: readonly (typeof orderSearchTextFields)[number][]) =>
    fields.flatMap((name) => [textField(t, name, search[name]), exactField(t, name, search[`${name}Exact`])]);
  const day = (name: 'dateOrderedFrom' | 'dateOrderedTo' | 'dateShippedFrom' | 'dateShippedTo'): Field => ({
    name,
    component: 'datetimepicker',
    type: 'date',
    caption: t(name),
    initialValue: search[name],
  });
  // Typed in dollars in the page's writing; the search keeps cents (`orderSearchOf`).
  const amount = (name: 'totalFrom' | 'totalTo'): Field => {
    const cents = search[`${name}Cents`];
    return {
      name,
      component: 'input',
      type: 'number',
      caption: t(name),
      initialValue: cents === null ? null : dollarsText(cents, language),
    };
  };
  const sections: Section[] = [
    {
      name: 'order',
      title: t('order'),
      width: 6,
      fields: [
        ...texts(['budgetCode', 'orderId', 'poNumber', 'sku', 'username']),
        {
          name: 'status',
          component: 'singleselect',
          type: 'dropdown',
          caption: t('status'),
          options: choice(t, ['', ...orderStatuses], search.status, (status) =>
            isOrderStatus(status) ? translate(language, orderStatusLabel(status)) : status,
          ),
          initialValue: search.status === '' ? 0 : search.status,
        },
      ],
    },
    {
      name: 'customer',
      title: t('customerSection'),
      width: 6,
      fields: [
        {
          name: 'addressType',
          component: 'singleselect',
          type: 'dropdown',
          caption: t('addressType'),
          options: choice(t, ['', ...orderAddressTypes], search.addressType),
          initialValue: search.addressType === '' ? 0 : search.addressType,
        },
        ...texts(['firstName', 'lastName', 'phoneNumber', 'emailAddress', 'city', 'postalCode']),
      ],
    },
    {
      name: 'dates',
      title: t('dates'),
      width: 12,
      fields: [
        day('dateOrderedFrom'),
        day('dateOrderedTo'),
        day('dateShippedFrom'),
        day('dateShippedTo'),
        amount('totalFrom'),
        amount('totalTo'),
      ],
    },
  ];
  return { sections, conditions: [] };
};

const rowOf = (doc: AdminOrderDocument, language: Language, selectable: boolean): Row => ({
  id: doc.orderId,
  ...(selectable ? { selected: doc.status === 'pendingApproval' ? false : null } : {}),
  ...adminOrderRow(doc, language, { storeCode: false, portal: doc.storeCode === 'b2b' }),
});

/** The list definition of one page of orders. */
export const ordersListDefinition = (
  call: AdminCall,
  request: Readonly<{ page: number; search: string; advanced: OrderSearch }>,
  orders: readonly AdminOrderDocument[],
  more: boolean,
): ListDefinition => {
  const { language, storeCode } = call;
  const columnLabels: Labels = adminOrderColumnLabels[language];
  const t = (key: string): string => labels[language][key] ?? columnLabels[key] ?? key;
  const portal = storeCode === 'b2b';
  const roles = adminAreaRoles('orders', storeCode).filter(isStaffRole);
  const button = (name: ButtonName): Button => ({ name, value: t(name), type: 'button', roles });
  const columns: Column[] = [
    { name: 'id', caption: 'Id', type: 'hidden' },
    ...(portal ? [{ name: 'selected', caption: t('selected'), type: 'checkbox' as const }] : []),
    ...adminOrderColumns(language, { storeCode: false, portal }),
  ];
  return {
    mode: 'table',
    title: t('title'),
    columns,
    rows: orders.map((doc) => rowOf(doc, language, portal)),
    components: { search: true, paging: true },
    searchDto: portal ? searchForm(language, t, request.advanced) : null,
    showMore: more,
    args: { page: request.page, search: request.search, data: null },
    buttons: [button('details'), ...(portal ? [button('approve'), button('decline')] : [])],
  };
};

export type SearchOrdersQuery = ReturnType<typeof searchOrdersQuerySchema.validateSync>;
export type SearchOrdersBody = ReturnType<typeof searchOrdersBodySchema.validateSync>;

/** The families whose refusals are AdminProblems: SearchOrders answers the list screens' kind. */
export const ordersListProblems = adminProblems(new Set(['orders']));

/** `PUT /Orders/SearchOrders` once its query and body are valid: the store's page of orders. */
export const searchOrders =
  (deps: Pick<OrdersDeps, 'clock' | 'projections'>) =>
  async (ctx: ParameterizedContext<AppState>, query: SearchOrdersQuery, body: SearchOrdersBody): Promise<void> => {
    const call = adminCallOf(ctx, deps, ordersArea, query.storeCode);
    const request = { page: query.page, search: query.search, advanced: orderSearchOf(body) };
    const { orders, more } = await adminOrderQueries(deps.projections).search({
      storeCode: call.storeCode,
      ...request,
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = ordersListDefinition(call, request, orders, more);
  };
