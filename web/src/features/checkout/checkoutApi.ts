import type { CheckoutInput, CheckoutOrderForm, CheckoutResultDto } from '@parks/schemas/checkout';
import type { OrderDto } from '@parks/schemas/orders';
import type { CheckoutDataDto } from '@parks/schemas/store/dtos';
import { api } from '../../app/api.ts';

/** What the summary refresh sends: the form without its card fields (card data only ever goes with a purchase). */
export type CheckoutRefresh = Partial<CheckoutOrderForm>;

export type Purchase = Readonly<{ form: CheckoutInput | Record<string, unknown>; idempotencyKey: string }>;

const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCheckoutDto: build.query<CheckoutDataDto, void>({
      query: () => ({ auth: 'userOrGuest', url: '/checkout/getCheckoutDto' }),
      providesTags: [{ type: 'Checkout', id: 'CURRENT' }],
    }),
    updateCheckoutDto: build.mutation<CheckoutDataDto, CheckoutRefresh>({
      query: (form) => ({ auth: 'userOrGuest', url: '/checkout/updateCheckoutDto', method: 'PUT', body: form }),
      // The answer is the new summary: it replaces the cached one (no refetch that would drop the shipping quote).
      async onQueryStarted(_form, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(checkoutApi.util.upsertQueryData('getCheckoutDto', undefined, data));
        } catch {
          // the form shows the failure
        }
      },
    }),
    checkoutOrder: build.mutation<CheckoutResultDto, Purchase>({
      query: ({ form, idempotencyKey }) => ({
        auth: 'userOrGuest',
        url: '/checkout/checkoutOrder',
        method: 'PUT',
        body: form,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: (result) =>
        result
          ? [
              { type: 'Cart', id: 'LIST' },
              { type: 'Checkout', id: 'CURRENT' },
              { type: 'Order', id: 'LATEST' },
            ]
          : [],
    }),
    getConfirmation: build.query<OrderDto, void>({
      query: () => ({ auth: 'userOrGuest', url: '/checkout/GetConfirmation' }),
      providesTags: (order) => [
        { type: 'Order', id: 'LATEST' },
        ...(order ? [{ type: 'Order' as const, id: order.orderId }] : []),
      ],
    }),
    getOrderById: build.query<OrderDto, string>({
      query: (orderId) => ({ auth: 'userOrGuest', url: `/checkout/GetOrderById/${encodeURIComponent(orderId)}` }),
      providesTags: (_order, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
  }),
});

export const {
  useGetCheckoutDtoQuery,
  useUpdateCheckoutDtoMutation,
  useCheckoutOrderMutation,
  useGetConfirmationQuery,
  useGetOrderByIdQuery,
} = checkoutApi;
