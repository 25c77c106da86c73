import type { Language } from '@parks/schemas/language';
import type { PortalCartDto, PortalProductDetailDto, PortalUpdateCartInput } from '@parks/schemas/portal';
import { api, languageHeader } from '../../app/api.ts';

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
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: [...changed],
    }),
    /** The edit modal: options and quantity. */
    editPortalCartItem: build.mutation<PortalCartDto, PortalUpdateCartInput>({
      query: (item) => ({ auth: 'user', url: '/portal/cart/editCart', method: 'POST', body: item }),
      invalidatesTags: [...changed],
    }),
    /** The edit modal's option lists: the line's product (the spec's edit-cart preview for options). */
    getPortalCartItemOptions: build.query<PortalProductDetailDto, Readonly<{ productId: string; lng: Language }>>({
      query: ({ productId, lng }) => ({
        auth: 'user',
        url: `/portal/product/${encodeURIComponent(productId)}`,
        headers: languageHeader(lng),
      }),
      providesTags: (_result, _error, { productId }) => [{ type: 'PortalCatalog', id: `product:${productId}` }],
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
  useGetPortalCartItemOptionsQuery,
  useRemovePortalCartItemMutation,
} = portalCartApi;
