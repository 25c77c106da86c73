import type { PortalCartDto, PortalUpdateCartInput } from '@parks/schemas/portal';
import { api, undoOnFailure } from '../../app/api.ts';

const changed = [{ type: 'PortalCart', id: 'LIST' }, 'PortalCheckout'] as const;

/** The portal cart (/api/portal/cart): lines with options; quantity up to 10000, 0 removes (confirmed first). */
const portalCartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPortalCart: build.query<PortalCartDto, void>({
      query: () => ({ auth: 'user', url: '/portal/cart/getCart' }),
      providesTags: [{ type: 'PortalCart', id: 'LIST' }],
    }),
    /** A quantity typed in the cart table: shown at once, the refetch brings the server's totals. */
    updatePortalCartQuantity: build.mutation<PortalCartDto, Readonly<{ cartItemId: string; quantity: number }>>({
      query: (item) => ({ auth: 'user', url: '/portal/cart/updateCart', method: 'PUT', body: item }),
      async onQueryStarted({ cartItemId, quantity }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          portalCartApi.util.updateQueryData('getPortalCart', undefined, (cart) => {
            const item = cart.cartItems.find((line) => line.cartItemId === cartItemId);
            if (item) Object.assign(item, { quantity });
          }),
        );
        await undoOnFailure(patch, queryFulfilled);
      },
      invalidatesTags: [...changed],
    }),
    /** The edit modal: options and quantity. */
    editPortalCartItem: build.mutation<PortalCartDto, PortalUpdateCartInput>({
      query: (item) => ({ auth: 'user', url: '/portal/cart/editCart', method: 'POST', body: item }),
      invalidatesTags: [...changed],
    }),
    removePortalCartItem: build.mutation<PortalCartDto, Readonly<{ cartItemId: string }>>({
      query: ({ cartItemId }) => ({
        auth: 'user',
        url: `/portal/cart/remove/${encodeURIComponent(cartItemId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: [...changed],
    }),
  }),
});

export const {
  useGetPortalCartQuery,
  useUpdatePortalCartQuantityMutation,
  useEditPortalCartItemMutation,
  useRemovePortalCartItemMutation,
} = portalCartApi;
