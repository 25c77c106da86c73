/**
 * What the content tests share (content, contentUploads): a banner's and a content page's form values, a banner's
 * multipart body, the store's home content and content pages as a visitor or the holder of a token sees them, and
 * the settings' UAT mode.
 */
import type { ContentPageDto, HomeContentDto } from '@parks/schemas/store/dtos';
import sharp from 'sharp';
import type { AdminTestApi } from './adminTestApi.ts';

export const bannerValues = (extra: Record<string, unknown> = {}) => ({
  imageUrl: '/images/banner-trails.jpg',
  location: 'HomeTop',
  linkUrl: '/en/trails',
  alt_EN: 'Hikers on a trail',
  alt_FR: 'Randonneurs sur un sentier',
  order: 1,
  ...extra,
});

export const contentValues = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  location: null,
  title_EN: 'Trail guide',
  title_FR: 'Guide des sentiers',
  html_EN: '<p>Walk the <strong>trails</strong>.</p>',
  html_FR: '<p>Parcourez les <strong>sentiers</strong>.</p>',
  imageUrl: null,
  linkUrl: null,
  linkTitle_EN: null,
  linkTitle_FR: null,
  order: 0,
  ...extra,
});

/** An image of a banner's size. */
export const png = () =>
  sharp({ create: { width: 40, height: 14, channels: 3, background: { r: 20, g: 120, b: 60 } } })
    .png()
    .toBuffer();

/** A banner's multipart body: its values as the JSON text of `bannerDto`, and one file. */
export const bannerForm = (dto: string, bytes: Uint8Array, name: string): FormData => {
  const data = new FormData();
  data.append('bannerDto', dto);
  data.append('files', new Blob([new Uint8Array(bytes)]), name);
  return data;
};

const as = (token: string | undefined) => (token === undefined ? {} : { token });

/** The store's view of the content: its home page's, a content page by name, and the UAT mode that shows drafts. */
export const storeContent = (admin: AdminTestApi) => ({
  home: async (token?: string) => (await admin.call<HomeContentDto>('/api/store/GetHomeContent', as(token))).body,
  contentPage: (name: string, token?: string) =>
    admin.call<ContentPageDto>(`/api/store/GetContentByName/${name}`, as(token)),
  setUat: (enableUAT: boolean) =>
    admin.call('/api/Settings/Update/store?storeCode=b2c', {
      method: 'PUT',
      token: admin.lmg(),
      body: { admin: { enableUAT } },
    }),
});
