import type {
  AddCartItemInput,
  CartDto,
  EditCartItemInput,
  PromoCodeInput,
  UpdateCartItemInput,
} from '@parks/schemas/cart';
import { api, storeCode, undoOnFailure } from '../../app/api.ts';

/** A change to the cart also changes the checkout summary (lines, totals, shipping). */
const changed = [
  { type: 'Cart', id: 'LIST' },
  { type: 'Checkout', id: 'CURRENT' },
] as const;

const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<CartDto, void>({
      query: () => ({ auth: 'userOrGuest', url: '/cart/getCart', params: { storeCode } }),
      providesTags: (cart) => [
        { type: 'Cart', id: 'LIST' },
        ...(cart?.items ?? []).map((item) => ({ type: 'Cart' as const, id: item.lineId })),
      ],
    }),
    addToCart: build.mutation<CartDto, AddCartItemInput>({
      query: (item) => ({ auth: 'userOrGuest', url: '/cart/addToCart', method: 'POST', body: { ...item, storeCode } }),
      invalidatesTags: [...changed],
    }),
    editCart: build.mutation<CartDto, EditCartItemInput>({
      query: (item) => ({ auth: 'userOrGuest', url: '/cart/editCart', method: 'POST', body: { ...item, storeCode } }),
      invalidatesTags: (_result, _error, { lineId }) => [{ type: 'Cart', id: lineId }, ...changed],
    }),
    updateCart: build.mutation<CartDto, UpdateCartItemInput>({
      query: (item) => ({ auth: 'userOrGuest', url: '/cart/updateCart', method: 'PUT', body: { ...item, storeCode } }),
      // The quantity shows at once; the refetch that follows brings the server's totals (or undoes it on failure).
      async onQueryStarted({ lineId, quantity }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          cartApi.util.updateQueryData('getCart', undefined, (cart) => {
            const item = cart.items.find((line) => line.lineId === lineId);
            if (item) Object.assign(item, { quantity });
          }),
        );
        await undoOnFailure(patch, queryFulfilled);
      },
      invalidatesTags: (_result, _error, { lineId }) => [{ type: 'Cart', id: lineId }, ...changed],
    }),
    addDiscount: build.mutation<CartDto, PromoCodeInput>({
      query: ({ code }) => ({
        auth: 'userOrGuest',
        url: '/cart/addDiscount',
        method: 'PUT',
        body: { code, storeCode },
      }),
      invalidatesTags: [...changed],
    }),
    removeFromCart: build.mutation<CartDto, Readonly<{ lineId: string }>>({
      query: ({ lineId }) => ({
        auth: 'userOrGuest',
        url: `/cart/remove/${encodeURIComponent(lineId)}`,
        method: 'DELETE',
        params: { storeCode },
      }),
      invalidatesTags: (_result, _error, { lineId }) => [{ type: 'Cart', id: lineId }, ...changed],
    }),
  }),
});

export const {
  useGetCartQuery,
  useAddToCartMutation,
  useEditCartMutation,
  useUpdateCartMutation,
  useAddDiscountMutation,
  useRemoveFromCartMutation,
} = cartApi;
