import type { OrderDetailsDto } from '@parks/schemas/admin/orderDetails';
import type { CreateRefundResultDto, RefundFormDto, RefundType } from '@parks/schemas/admin/refunds';
import type { Language } from '@parks/schemas/language';
import type { OrderUpdateAnswer, SingleOrderInput } from '@parks/schemas/orderStaff';
import type { StoreCode } from '@parks/schemas/store';
import { api, languageHeader } from '../../app/api.ts';

/**
 * The order modal's calls (back-office.md §7), injected from the admin chunk only: the order's details, the views'
 * `PUT /api/Orders/UpdateOrders {action, orderId, data}`, and the refund form and its create (with its preview).
 * A write makes the order's details, its refund form and the list stale, so the modal goes back to fresh details.
 */

type OrderCall = Readonly<{ orderId: string; storeCode: StoreCode; lng: Language }>;

export type UpdateOrderCall = Readonly<{ lng: Language; input: SingleOrderInput }>;

export type CreateRefundCall = OrderCall &
  Readonly<{
    type: RefundType;
    reason: string;
    comments: string | null;
    lines: readonly Readonly<{ id: string; amount: number }>[];
    preview: boolean;
  }>;

/** A GET of one order's resource (`{path}/{orderId}`) in the store's scope and the page language. */
const orderGet =
  (path: string) =>
  ({ orderId, storeCode, lng }: OrderCall) => ({
    url: `${path}/${encodeURIComponent(orderId)}`,
    params: { storeCode },
    headers: languageHeader(lng),
    auth: 'user' as const,
  });

const orderModalApi = api
  .enhanceEndpoints({ addTagTypes: ['AdminOrders', 'AdminOrder', 'AdminRefundForm'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getOrderDetails: build.query<OrderDetailsDto, OrderCall>({
        query: orderGet('/Orders/GetOrderDetails'),
        providesTags: (_answer, _error, { orderId }) => [{ type: 'AdminOrder', id: orderId }],
      }),
      updateOrder: build.mutation<OrderUpdateAnswer, UpdateOrderCall>({
        query: ({ lng, input }) => ({
          url: '/Orders/UpdateOrders',
          method: 'PUT',
          body: input,
          headers: languageHeader(lng),
          auth: 'user',
        }),
        invalidatesTags: (_answer, error, { input }) =>
          error
            ? []
            : [
                { type: 'AdminOrder', id: input.orderId },
                { type: 'AdminRefundForm', id: input.orderId },
                { type: 'AdminOrders', id: 'LIST' },
              ],
      }),
      getRefundForm: build.query<RefundFormDto, OrderCall>({
        query: orderGet('/Refunds/GetById'),
        providesTags: (_answer, _error, { orderId }) => [{ type: 'AdminRefundForm', id: orderId }],
      }),
      createRefund: build.mutation<CreateRefundResultDto, CreateRefundCall>({
        query: ({ orderId, storeCode, lng, type, reason, comments, lines, preview }) => ({
          url: '/Refunds/Create',
          method: 'POST',
          params: { storeCode },
          body: { orderId, type, reason, comments, lines, preview },
          headers: languageHeader(lng),
          auth: 'user',
        }),
        // A preview records nothing: the details and the form stay as they are.
        invalidatesTags: (answer, error, { orderId }) =>
          error || answer?.preview
            ? []
            : [
                { type: 'AdminOrder', id: orderId },
                { type: 'AdminRefundForm', id: orderId },
                { type: 'AdminOrders', id: 'LIST' },
              ],
      }),
    }),
  });

export const { useGetOrderDetailsQuery, useUpdateOrderMutation, useGetRefundFormQuery, useCreateRefundMutation } =
  orderModalApi;
