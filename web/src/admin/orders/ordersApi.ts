import type { ListAnswer } from '@parks/schemas/admin/calls';
import type { Language } from '@parks/schemas/language';
import type { OrderAction, UpdateOrdersResultDto } from '@parks/schemas/portal';
import type { StoreCode } from '@parks/schemas/store';
import { api, languageHeader } from '../../app/api.ts';

/**
 * The back office's order list (back-office.md §7), injected from the admin chunk only: `PUT
 * /api/Orders/SearchOrders` (the keyword and page in the query string, the advanced search as the body) and the
 * bulk `PUT /api/Orders/UpdateOrders` of the b2b Actions panel, which answers a result per order and makes every
 * cached page of the list stale.
 */

export type SearchOrdersCall = Readonly<{
  storeCode: StoreCode;
  lng: Language;
  page: number;
  search: string;
  advanced: Readonly<Record<string, unknown>>;
}>;

export type UpdateOrdersCall = Readonly<{
  lng: Language;
  action: Extract<OrderAction, 'approve' | 'decline'>;
  orderIds: readonly string[];
  reason: string;
}>;

const ordersList = { type: 'AdminOrders', id: 'LIST' } as const;

const ordersApi = api.enhanceEndpoints({ addTagTypes: ['AdminOrders'] }).injectEndpoints({
  endpoints: (build) => ({
    searchOrders: build.query<ListAnswer, SearchOrdersCall>({
      query: ({ storeCode, lng, page, search, advanced }) => ({
        url: '/Orders/SearchOrders',
        method: 'PUT',
        params: { storeCode, page, ...(search === '' ? {} : { search }) },
        body: advanced,
        headers: languageHeader(lng),
        auth: 'user',
      }),
      providesTags: [ordersList],
    }),
    updateOrders: build.mutation<UpdateOrdersResultDto, UpdateOrdersCall>({
      query: ({ lng, action, orderIds, reason }) => ({
        url: '/Orders/UpdateOrders',
        method: 'PUT',
        body: { action, orderIds, reason, storeCode: 'b2b' },
        headers: languageHeader(lng),
        auth: 'user',
      }),
      invalidatesTags: (_answer, error) => (error ? [] : [ordersList]),
    }),
  }),
});

export const { useSearchOrdersQuery, useUpdateOrdersMutation } = ordersApi;
