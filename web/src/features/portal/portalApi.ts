import type { Language } from '@parks/schemas/language';
import {
  type PortalAddToCartInput,
  type PortalCartDto,
  type PortalCategoryDto,
  type PortalCategoryPageDto,
  type PortalProductDetailDto,
  type PortalSearchPageDto,
  portalLimits,
} from '@parks/schemas/portal';
import { api, languageHeader } from '../../app/api.ts';

/** The portal search pages by 5 (section 2 and 9). */
export const portalSearchPageSize = portalLimits.searchPageSize;

const seg = encodeURIComponent;

/**
 * The portal catalogue: B2B categories, a category (or product list) by alias, a product's detail, the search,
 * and adding a product to the portal cart from its page.
 */
const portalApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPortalCategories: build.query<readonly PortalCategoryDto[], Language>({
      query: (lng) => ({
        auth: 'user',
        url: '/portal/categories',
        headers: languageHeader(lng),
      }),
      providesTags: [{ type: 'PortalCatalog', id: 'LIST' }],
    }),
    getPortalCategory: build.query<PortalCategoryPageDto, Readonly<{ alias: string; lng: Language }>>({
      query: ({ alias, lng }) => ({
        auth: 'user',
        url: `/portal/category/${seg(alias)}`,
        headers: languageHeader(lng),
      }),
      providesTags: (_result, _error, { alias }) => [{ type: 'PortalCatalog', id: `category:${alias}` }],
    }),
    getPortalProduct: build.query<PortalProductDetailDto, Readonly<{ productId: string; lng: Language }>>({
      query: ({ productId, lng }) => ({
        auth: 'user',
        url: `/portal/product/${seg(productId)}`,
        headers: languageHeader(lng),
      }),
      providesTags: (_result, _error, { productId }) => [{ type: 'PortalCatalog', id: `product:${productId}` }],
    }),
    portalSearch: build.query<PortalSearchPageDto, Readonly<{ search: string; page: number; lng: Language }>>({
      query: ({ search, page, lng }) => ({
        auth: 'user',
        url: '/portal/search',
        params: { search, page, pageSize: portalSearchPageSize },
        headers: languageHeader(lng),
      }),
      providesTags: [{ type: 'Search', id: 'PORTAL' }],
    }),
    addPortalProductToCart: build.mutation<PortalCartDto, PortalAddToCartInput>({
      query: (item) => ({ auth: 'user', url: '/portal/cart/addToCart', method: 'POST', body: item }),
      invalidatesTags: [{ type: 'PortalCart', id: 'LIST' }, 'PortalCheckout'],
    }),
  }),
});

export const {
  useGetPortalCategoriesQuery,
  useGetPortalCategoryQuery,
  useGetPortalProductQuery,
  usePortalSearchQuery,
  useAddPortalProductToCartMutation,
} = portalApi;
