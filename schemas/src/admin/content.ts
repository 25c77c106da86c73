import { type InferType, object } from 'yup';
import { idField, list, optionalIdField, text } from '../fields.ts';
import { msg } from '../texts/messages/index.ts';
import { shippedImagePattern } from '../uploads.ts';
import { noticeShape } from './categories.ts';
import { listQueryShape } from './requests.ts';
import { oneOf } from './schemaParts.ts';
import { displayOrder, emptyIsNull, endsAfter, instantField, requiredName } from './valueFields.ts';

/**
 * The form values of the back office's content resources (back-office.md §3): Banners, Contents, Notes, Notices and
 * Product attributes. Images come as uploads (the multipart `files` part): the route puts the stored file's url in
 * `imageUrl` before these schemas run, so a JSON body may also carry an url the store already serves.
 */
export const contentLimits = {
  name: 100,
  title: 300,
  alt: 300,
  link: 2_000,
  html: 100_000,
  note: 10_000,
  attributeValues: 100,
  attributeValue: 200,
  order: 100_000,
} as const;

/** Where a banner shows; "none" (id 0) is sent as null and keeps the banner off every page. */
export const bannerLocations = ['HomeTop', 'HomeBottom'] as const;
export type BannerLocation = (typeof bannerLocations)[number];

/** The block locations of a content page: none is the page's body. */
export const contentLocations = ['PanelTop', 'PanelRight'] as const;

/**
 * A link the store may render: a path on the store (`/en/...`, never `//host`) or an http(s) address. Never
 * `javascript:` or `data:`: the store puts it in an href.
 */
export const isSafeLink = (value: string): boolean =>
  (value.startsWith('/') && !value.startsWith('//')) || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value);

/**
 * An image the store serves: one of its uploaded files, or a path of its own assets; never a `..` segment, which
 * a browser would resolve to another of the store's paths (an API call made by every shopper's page).
 */
export const isStoreImage = (value: string): boolean =>
  // The seed's records name the images the store ships as `images/content/splash.svg` (uploads.ts): a form sends
  // back the image it was given.
  shippedImagePattern.test(value) ||
  (/^\/(?:files|images|assets)\/[A-Za-z0-9._/-]+$/.test(value) && !value.split('/').includes('..'));

/** The "none" option of a selection (id 0, an empty string, or null) is null. */
const noneIsNull = (_value: unknown, original: unknown): unknown =>
  original === '' || original === 0 || original === '0' ? null : original;

const optionalText = (max: number, options: Readonly<{ plain?: boolean }> = {}) =>
  text(max, options).transform(emptyIsNull).nullable().default(null);

// A link's own rule (`isSafeLink`: a store path or an http(s) address) is stricter than plain text, and its
// message says what a link may be.
const link = () =>
  optionalText(contentLimits.link, { plain: false }).test(
    'link',
    msg('admin.link.invalid'),
    (value) => value === null || value === undefined || isSafeLink(value),
  );

const image = () =>
  optionalText(contentLimits.link).test(
    'image',
    msg('admin.image.invalid'),
    (value) => value === null || value === undefined || isStoreImage(value),
  );

const order = () => displayOrder(contentLimits.order);

export const bannerValuesSchema = object({
  imageUrl: image().test('required', msg('admin.banner.image.required'), (value) => typeof value === 'string'),
  location: oneOf(bannerLocations).transform(noneIsNull).nullable().default(null),
  linkUrl: link(),
  alt_EN: text(contentLimits.alt).required(msg('admin.alt.required')),
  alt_FR: text(contentLimits.alt).required(msg('admin.alt.required')),
  order: order(),
});
export type BannerValues = InferType<typeof bannerValuesSchema>;

const html = () => text(contentLimits.html, { trim: false, plain: false }).default('');

export const contentValuesSchema = object({
  name: text(contentLimits.name)
    .required(msg('admin.content.name.required'))
    .matches(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, { message: msg('admin.content.name.invalid'), excludeEmptyString: true }),
  location: oneOf(contentLocations).transform(noneIsNull).nullable().default(null),
  title_EN: text(contentLimits.title).default(''),
  title_FR: text(contentLimits.title).default(''),
  html_EN: html(),
  html_FR: html(),
  imageUrl: image(),
  linkUrl: link(),
  linkTitle_EN: optionalText(contentLimits.title),
  linkTitle_FR: optionalText(contentLimits.title),
  order: order(),
});
export type ContentValues = InferType<typeof contentValuesSchema>;

export const noteValuesSchema = object({
  title: text(contentLimits.title).required(msg('admin.title.required')),
  text_EN: text(contentLimits.note).required(msg('admin.note.text.required')),
  text_FR: text(contentLimits.note).required(msg('admin.note.text.required')),
});
export type NoteValues = InferType<typeof noteValuesSchema>;

const day = () => instantField('date', msg('admin.date.invalid'));

export const noticeEntityValuesSchema = object({
  ...noticeShape,
  startDate: day(),
  endDate: day().test('after', msg('admin.notice.dates.invalid'), endsAfter('startDate')),
});
export type NoticeEntityValues = InferType<typeof noticeEntityValuesSchema>;

/** The values of an attribute (the form's value-list widget sends them as a list), each once. */
const attributeValues = () =>
  list(text(contentLimits.attributeValue).required(msg('validation.invalid')), contentLimits.attributeValues)
    .test(
      'unique',
      msg('admin.attribute.values.duplicate'),
      (values) => values === undefined || new Set(values).size === values.length,
    )
    .default([]);

/**
 * A product attribute describes one product of its store (`productId`, which the API checks is one) or, with none
 * chosen (null), every product.
 */
export const productAttributeValuesSchema = object({
  productId: optionalIdField(msg('admin.product.unknown')),
  name_EN: requiredName(contentLimits.title),
  name_FR: requiredName(contentLimits.title),
  values: attributeValues(),
});
export type ProductAttributeValues = InferType<typeof productAttributeValuesSchema>;

/** The attribute list's query: the common list fields and the product filter (`GetAllById/{productId}`, §7). */
export const productAttributeListQuerySchema = object({ ...listQueryShape, productId: idField() });
