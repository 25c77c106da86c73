import type { Language } from '@parks/schemas/language';
import type { CategoryDto, MenuItemDto } from '@parks/schemas/store/dtos';
import { api, languageHeader, storeCode } from '../../app/api.ts';

/** A category page: `type` is the top-level alias (the category key), `id` the alias of one of its children. */
export type CategoryArg = Readonly<{ type: string; id?: string | undefined; lng: Language }>;

const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategory: build.query<CategoryDto, CategoryArg>({
      query: ({ type, id, lng }) => ({
        auth: 'user',
        url: `/store/GetCategory/${encodeURIComponent(type)}${id ? `/${encodeURIComponent(id)}` : ''}`,
        params: { storeCode },
        headers: languageHeader(lng),
      }),
      providesTags: (category, _error, { type, id }) => [
        { type: 'Category', id: 'LIST' },
        { type: 'Category', id: category?.categoryId ?? `${type}/${id ?? ''}` },
      ],
    }),
    /** The store's menu: the top-level categories placed in it, in display order. */
    getMenu: build.query<readonly MenuItemDto[], void>({
      query: () => ({ auth: 'user', url: '/store/GetMenu', params: { storeCode } }),
      providesTags: [{ type: 'Category', id: 'LIST' }],
    }),
    getCategories: build.query<readonly CategoryDto[], Readonly<{ lng: Language }>>({
      query: ({ lng }) => ({
        auth: 'user',
        url: '/store/GetCategories',
        params: { storeCode },
        headers: languageHeader(lng),
      }),
      providesTags: (categories = []) => [
        { type: 'Category', id: 'LIST' },
        ...categories.map((category) => ({ type: 'Category' as const, id: category.categoryId })),
      ],
    }),
  }),
});

export const { useGetCategoryQuery, useGetCategoriesQuery, useGetMenuQuery } = catalogApi;
