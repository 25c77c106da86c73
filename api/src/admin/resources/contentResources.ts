/**
 * Banners, Contents, Notes, Notices and Product attributes (back-office.md §3): revision entities with one form
 * and one list each. A Content's payload is the store's content record (`StoreContentRecord`): the store's pages
 * follow its published revision; its html is sanitized here, before it is written. A Banner's payload is a
 * `BannerRecord`. Fields the forms do not show (a content's URL alias, image caption) are kept from the latest
 * revision. A product attribute describes one product of its store, or every product when it names none. Their
 * screen texts are in the catalogue (`schemas/src/texts/screens/contentResources.ts`).
 */
import { bannerFieldsOf, bannerPayloadOf } from '@parks/domain/catalog/banner';
import { contentFieldsOf } from '@parks/domain/catalog/content';
import { noteFieldsOf, notePayloadOf } from '@parks/domain/catalog/note';
import { noticeFieldsOf, noticePayloadOf } from '@parks/domain/catalog/notice';
import { productAttributeFieldsOf, productAttributePayloadOf } from '@parks/domain/catalog/productAttribute';
import {
  type BannerValues,
  bannerLocations,
  bannerValuesSchema,
  type ContentValues,
  contentLocations,
  contentValuesSchema,
  type NoteValues,
  type NoticeEntityValues,
  noteValuesSchema,
  noticeEntityValuesSchema,
  type ProductAttributeValues,
  productAttributeListQuerySchema,
  productAttributeValuesSchema,
} from '@parks/schemas/admin/content';
import { bannersFamily } from '@parks/schemas/admin/families/banners/family';
import { bannerLabels } from '@parks/schemas/admin/families/banners/texts';
import { contentsFamily } from '@parks/schemas/admin/families/contents/family';
import { contentLabels } from '@parks/schemas/admin/families/contents/texts';
import { notesFamily } from '@parks/schemas/admin/families/notes/family';
import { noteLabels } from '@parks/schemas/admin/families/notes/texts';
import { noticesFamily } from '@parks/schemas/admin/families/notices/family';
import { noticeLabels } from '@parks/schemas/admin/families/notices/texts';
import { productAttributesFamily } from '@parks/schemas/admin/families/productAttributes/family';
import { attributeLabels } from '@parks/schemas/admin/families/productAttributes/texts';
import { noticeLocations, noticeTypes } from '@parks/schemas/catalog';
import type { AdminDeps } from '../deps.ts';
import { previousOf } from '../payloads.ts';
import type { AdminResource } from '../registry.ts';
import { uploadBindingOf, uploadSpecs } from '../uploads/multipart.ts';
import { sanitizeContentHtml } from './sanitizeHtml.ts';
import { simpleResource } from './simpleResource.ts';

export const bannersResource = (deps: AdminDeps): AdminResource =>
  simpleResource<BannerValues>(deps, {
    descriptor: bannersFamily,
    upload: uploadBindingOf(bannersFamily, uploadSpecs.banner),
    idKind: 'ban',
    idField: 'bannerId',
    values: bannerValuesSchema,
    labels: bannerLabels,
    fields: [
      { name: 'imageUrl', kind: 'image', canvas: 'banner' },
      { name: 'location', kind: 'select', choices: bannerLocations, none: true },
      { name: 'linkUrl', kind: 'text' },
      { name: 'alt_EN', kind: 'text', required: 'admin.alt.required' },
      { name: 'alt_FR', kind: 'text', required: 'admin.alt.required' },
      { name: 'order', kind: 'number', from: 'displayOrder' },
    ],
    // The alternative text names a banner: its column is the row's link (a location may be none).
    columns: [{ name: 'imageUrl', type: 'imageurl' }, { name: 'alt' }, { name: 'location' }, { name: 'order' }],
    row: (payload, language) => {
      const banner = bannerFieldsOf(payload);
      return {
        imageUrl: banner.imageUrl,
        location: banner.location === null ? '' : bannerLabels[language][banner.location],
        alt: banner.alt[language],
        order: banner.displayOrder,
      };
    },
    toPayload: bannerPayloadOf,
    actions: ['create', 'edit', 'delete', 'details'],
    sortField: 'displayOrder',
  });

export const contentsResource = (deps: AdminDeps): AdminResource =>
  simpleResource<ContentValues>(deps, {
    descriptor: contentsFamily,
    upload: uploadBindingOf(contentsFamily, uploadSpecs.content),
    idKind: 'cnt',
    idField: 'contentId',
    values: contentValuesSchema,
    labels: contentLabels,
    fields: [
      { name: 'name', kind: 'text', required: 'admin.content.name.required' },
      { name: 'location', kind: 'select', choices: contentLocations, none: true },
      { name: 'title_EN', kind: 'text' },
      { name: 'title_FR', kind: 'text' },
      { name: 'html_EN', kind: 'richtext' },
      { name: 'html_FR', kind: 'richtext' },
      { name: 'imageUrl', kind: 'image', canvas: 'default' },
      { name: 'linkUrl', kind: 'text' },
      { name: 'linkTitle_EN', kind: 'text' },
      { name: 'linkTitle_FR', kind: 'text' },
      { name: 'order', kind: 'number', from: 'displayOrder' },
    ],
    columns: [{ name: 'name' }, { name: 'location' }, { name: 'title' }, { name: 'order' }],
    row: (payload, language) => {
      const content = contentFieldsOf(payload);
      return {
        name: content.name,
        location: content.location === null ? '' : contentLabels[language][content.location],
        title: content.title[language],
        order: content.displayOrder,
      };
    },
    toPayload: (values, target) => {
      const linkTitle =
        values.linkTitle_EN === null && values.linkTitle_FR === null
          ? null
          : { en: values.linkTitle_EN ?? '', fr: values.linkTitle_FR ?? '' };
      return {
        ...previousOf(target.previous),
        contentId: target.entityId,
        name: values.name,
        storeCode: target.storeCode,
        location: values.location ?? null,
        title: { en: values.title_EN, fr: values.title_FR },
        html: { en: sanitizeContentHtml(values.html_EN), fr: sanitizeContentHtml(values.html_FR) },
        imageUrl: values.imageUrl ?? null,
        linkUrl: values.linkUrl ?? null,
        linkTitle,
        displayOrder: values.order,
      };
    },
    actions: ['create', 'edit', 'delete', 'details'],
    sortField: 'name',
  });

export const notesResource = (deps: AdminDeps): AdminResource =>
  simpleResource<NoteValues>(deps, {
    descriptor: notesFamily,
    idKind: 'note',
    idField: 'noteId',
    values: noteValuesSchema,
    labels: noteLabels,
    fields: [
      { name: 'title', kind: 'text', required: 'admin.title.required' },
      { name: 'text_EN', kind: 'textarea', required: 'admin.note.text.required' },
      { name: 'text_FR', kind: 'textarea', required: 'admin.note.text.required' },
    ],
    columns: [{ name: 'title' }],
    row: (payload) => ({ title: noteFieldsOf(payload).title }),
    toPayload: notePayloadOf,
    actions: ['create', 'clone', 'edit', 'delete', 'details'],
    sortField: 'title',
  });

export const noticesResource = (deps: AdminDeps): AdminResource =>
  simpleResource<NoticeEntityValues>(deps, {
    descriptor: noticesFamily,
    idKind: 'ntc',
    idField: 'noticeId',
    values: noticeEntityValuesSchema,
    labels: noticeLabels,
    fields: [
      { name: 'location', kind: 'select', choices: noticeLocations, none: false, required: 'validation.invalid' },
      { name: 'type', kind: 'select', choices: noticeTypes, none: false, required: 'validation.invalid' },
      { name: 'text_EN', kind: 'textarea', required: 'admin.notice.text.required' },
      { name: 'text_FR', kind: 'textarea', required: 'admin.notice.text.required' },
      { name: 'startDate', kind: 'date' },
      { name: 'endDate', kind: 'date' },
    ],
    columns: [
      { name: 'text' },
      { name: 'location' },
      { name: 'startDate', type: 'date' },
      { name: 'endDate', type: 'date' },
    ],
    row: (payload, language) => {
      const notice = noticeFieldsOf(payload);
      return {
        text: notice.text[language],
        location: notice.location,
        startDate: notice.startDate,
        endDate: notice.endDate,
      };
    },
    toPayload: noticePayloadOf,
    actions: ['create', 'edit', 'delete', 'details'],
    sortField: 'location',
  });

export const productAttributesResource = (deps: AdminDeps): AdminResource =>
  simpleResource<ProductAttributeValues>(deps, {
    descriptor: productAttributesFamily,
    idKind: 'attr',
    idField: 'productAttributeId',
    values: productAttributeValuesSchema,
    labels: attributeLabels,
    fields: [
      { name: 'name_EN', kind: 'text', required: 'admin.name.required' },
      { name: 'name_FR', kind: 'text', required: 'admin.name.required' },
      {
        name: 'values',
        kind: 'widget',
        widget: 'valueListWidget',
        initial: (payload) => JSON.stringify(productAttributeFieldsOf(payload).values),
      },
    ],
    columns: [{ name: 'name' }, { name: 'values' }],
    row: (payload, language) => {
      const attribute = productAttributeFieldsOf(payload);
      return { name: attribute.name[language], values: attribute.values.join(', ') };
    },
    toPayload: productAttributePayloadOf,
    actions: ['create', 'edit', 'delete', 'details'],
    sortField: 'name.en',
    perProduct: { query: productAttributeListQuerySchema },
  });
