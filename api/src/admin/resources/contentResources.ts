/**
 * Banners, Contents, Notes, Notices and Product attributes (back-office.md §3): revision entities with one form
 * and one list each. A Content's payload is the store's content record (`StoreContentRecord`): the store's pages
 * follow its published revision; its html is sanitized here, before it is written. A Banner's payload is a
 * `BannerRecord`. Fields the forms do not show (a content's URL alias, image caption) are kept from the latest
 * revision. A product attribute describes one product of its store, or every product when it names none.
 */

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
import type { BannerRecord } from '@parks/schemas/catalog';
import { noticeLocations, noticeTypes } from '@parks/schemas/catalog';
import type { StoreCode } from '@parks/schemas/store';
import type { RouteDeps } from '../../deps.ts';
import type { AdminResource, UploadBinding } from '../registry.ts';
import { uploadSpecs } from '../uploads/multipart.ts';
import { sanitizeContentHtml } from './sanitizeHtml.ts';
import { localized, type Payload, simpleResource, stringOr } from './simpleResource.ts';

type Target = Readonly<{ entityId: string; storeCode: StoreCode; previous: unknown }>;
const previousOf = (target: Target): Payload =>
  typeof target.previous === 'object' && target.previous !== null ? (target.previous as Payload) : {};
const numberOr = (value: unknown, fallback: number): number => (typeof value === 'number' ? value : fallback);

// ---- Banners ----

const bannerLabels = {
  en: {
    list: 'Banners',
    create: 'New banner',
    clone: 'Clone banner',
    edit: 'Edit banner',
    delete: 'Delete banner',
    details: 'Banner details',
    add: 'Add banner',
    general: 'Banner',
    imageUrl: 'Image',
    location: 'Location',
    HomeTop: 'Home page, top',
    HomeBottom: 'Home page, bottom',
    linkUrl: 'Link',
    alt_EN: 'Alternative text (English)',
    alt_FR: 'Alternative text (French)',
    alt: 'Alternative text',
    order: 'Order',
  },
  fr: {
    list: 'Bannières',
    create: 'Nouvelle bannière',
    clone: 'Cloner la bannière',
    edit: 'Modifier la bannière',
    delete: 'Supprimer la bannière',
    details: 'Détails de la bannière',
    add: 'Ajouter une bannière',
    general: 'Bannière',
    imageUrl: 'Image',
    location: 'Emplacement',
    HomeTop: 'Page d’accueil, en haut',
    HomeBottom: 'Page d’accueil, en bas',
    linkUrl: 'Lien',
    alt_EN: 'Texte de remplacement (anglais)',
    alt_FR: 'Texte de remplacement (français)',
    alt: 'Texte de remplacement',
    order: 'Ordre',
  },
};

/** The one image of a banner or a content page: the `files` part's url becomes `imageUrl` (§7 `bannerDto`/`contentDto`). */
const imageUpload = (spec: UploadBinding['spec']): UploadBinding => ({
  spec,
  fields: [{ part: 'files', field: 'imageUrl', many: false }],
});

export const bannersResource = (deps: RouteDeps): AdminResource =>
  simpleResource<BannerValues>(deps, {
    family: 'Banners',
    upload: imageUpload(uploadSpecs.banner),
    area: 'banners',
    entityType: 'Banner',
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
      { name: 'order', kind: 'number' },
    ],
    initial: (payload) => ({
      imageUrl: stringOr(payload.imageUrl, null),
      location: stringOr(payload.location, null),
      linkUrl: stringOr(payload.linkUrl, ''),
      alt_EN: localized(payload, 'alt', 'en'),
      alt_FR: localized(payload, 'alt', 'fr'),
      order: numberOr(payload.displayOrder, 0),
    }),
    columns: [{ name: 'imageUrl', type: 'imageurl' }, { name: 'location' }, { name: 'alt' }, { name: 'order' }],
    row: (payload, language) => ({
      imageUrl: stringOr(payload.imageUrl, null),
      location: stringOr(payload.location, null) === null ? '' : bannerLabels[language][payload.location as 'HomeTop'],
      alt: localized(payload, 'alt', language),
      order: numberOr(payload.displayOrder, 0),
    }),
    toPayload: (values, target): BannerRecord => ({
      bannerId: target.entityId,
      storeCode: target.storeCode,
      imageUrl: values.imageUrl ?? '',
      location: values.location ?? null,
      linkUrl: values.linkUrl ?? null,
      alt: { en: values.alt_EN, fr: values.alt_FR },
      displayOrder: values.order,
    }),
    actions: ['create', 'edit', 'delete', 'details'],
    sortField: 'displayOrder',
  });

// ---- Contents ----

const contentLabels = {
  en: {
    list: 'Contents',
    create: 'New content',
    clone: 'Clone content',
    edit: 'Edit content',
    delete: 'Delete content',
    details: 'Content details',
    add: 'Add content',
    general: 'Content',
    name: 'Name',
    location: 'Block location',
    PanelTop: 'Panel, top',
    PanelRight: 'Panel, right',
    title_EN: 'Title (English)',
    title_FR: 'Title (French)',
    title: 'Title',
    html_EN: 'Text (English)',
    html_FR: 'Text (French)',
    imageUrl: 'Image',
    linkUrl: 'Link',
    linkTitle_EN: 'Link text (English)',
    linkTitle_FR: 'Link text (French)',
    order: 'Order',
  },
  fr: {
    list: 'Contenus',
    create: 'Nouveau contenu',
    clone: 'Cloner le contenu',
    edit: 'Modifier le contenu',
    delete: 'Supprimer le contenu',
    details: 'Détails du contenu',
    add: 'Ajouter un contenu',
    general: 'Contenu',
    name: 'Nom',
    location: 'Emplacement du bloc',
    PanelTop: 'Panneau, en haut',
    PanelRight: 'Panneau, à droite',
    title_EN: 'Titre (anglais)',
    title_FR: 'Titre (français)',
    title: 'Titre',
    html_EN: 'Texte (anglais)',
    html_FR: 'Texte (français)',
    imageUrl: 'Image',
    linkUrl: 'Lien',
    linkTitle_EN: 'Texte du lien (anglais)',
    linkTitle_FR: 'Texte du lien (français)',
    order: 'Ordre',
  },
};

export const contentsResource = (deps: RouteDeps): AdminResource =>
  simpleResource<ContentValues>(deps, {
    family: 'Contents',
    upload: imageUpload(uploadSpecs.content),
    area: 'contents',
    entityType: 'Content',
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
      { name: 'order', kind: 'number' },
    ],
    initial: (payload) => ({
      name: stringOr(payload.name, ''),
      location: stringOr(payload.location, null),
      title_EN: localized(payload, 'title', 'en'),
      title_FR: localized(payload, 'title', 'fr'),
      html_EN: localized(payload, 'html', 'en'),
      html_FR: localized(payload, 'html', 'fr'),
      imageUrl: stringOr(payload.imageUrl, null),
      linkUrl: stringOr(payload.linkUrl, ''),
      linkTitle_EN: localized(payload, 'linkTitle', 'en'),
      linkTitle_FR: localized(payload, 'linkTitle', 'fr'),
      order: numberOr(payload.displayOrder, 0),
    }),
    columns: [{ name: 'name' }, { name: 'location' }, { name: 'title' }, { name: 'order' }],
    row: (payload, language) => ({
      name: stringOr(payload.name, ''),
      location:
        stringOr(payload.location, null) === null ? '' : contentLabels[language][payload.location as 'PanelTop'],
      title: localized(payload, 'title', language),
      order: numberOr(payload.displayOrder, 0),
    }),
    toPayload: (values, target) => {
      const linkTitle =
        values.linkTitle_EN === null && values.linkTitle_FR === null
          ? null
          : { en: values.linkTitle_EN ?? '', fr: values.linkTitle_FR ?? '' };
      return {
        ...previousOf(target),
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

// ---- Notes ----

const noteLabels = {
  en: {
    list: 'Notes',
    create: 'New note',
    clone: 'Clone note',
    edit: 'Edit note',
    delete: 'Delete note',
    details: 'Note details',
    add: 'Add note',
    general: 'Note',
    title: 'Title',
    text_EN: 'Text (English)',
    text_FR: 'Text (French)',
  },
  fr: {
    list: 'Notes',
    create: 'Nouvelle note',
    clone: 'Cloner la note',
    edit: 'Modifier la note',
    delete: 'Supprimer la note',
    details: 'Détails de la note',
    add: 'Ajouter une note',
    general: 'Note',
    title: 'Titre',
    text_EN: 'Texte (anglais)',
    text_FR: 'Texte (français)',
  },
};

export const notesResource = (deps: RouteDeps): AdminResource =>
  simpleResource<NoteValues>(deps, {
    family: 'Notes',
    area: 'notes',
    entityType: 'Note',
    idKind: 'note',
    idField: 'noteId',
    values: noteValuesSchema,
    labels: noteLabels,
    fields: [
      { name: 'title', kind: 'text', required: 'admin.title.required' },
      { name: 'text_EN', kind: 'textarea', required: 'admin.note.text.required' },
      { name: 'text_FR', kind: 'textarea', required: 'admin.note.text.required' },
    ],
    initial: (payload) => ({
      title: stringOr(payload.title, ''),
      text_EN: localized(payload, 'text', 'en'),
      text_FR: localized(payload, 'text', 'fr'),
    }),
    columns: [{ name: 'title' }],
    row: (payload) => ({ title: stringOr(payload.title, '') }),
    toPayload: (values, target) => ({
      noteId: target.entityId,
      storeCode: target.storeCode,
      title: values.title,
      text: { en: values.text_EN, fr: values.text_FR },
    }),
    actions: ['create', 'clone', 'edit', 'delete', 'details'],
    sortField: 'title',
  });

// ---- Notices ----

const noticeLabels = {
  en: {
    list: 'Notices',
    create: 'New notice',
    clone: 'Clone notice',
    edit: 'Edit notice',
    delete: 'Delete notice',
    details: 'Notice details',
    add: 'Add notice',
    general: 'Notice',
    location: 'Location',
    type: 'Type',
    text_EN: 'Text (English)',
    text_FR: 'Text (French)',
    text: 'Text',
    startDate: 'Start date',
    endDate: 'End date',
    'Panel Top': 'Panel top',
    'Panel Middle': 'Panel middle',
    'Panel Bottom': 'Panel bottom',
    Footer: 'Footer',
    'icon-info': 'Information',
    'sale-alert-info': 'Sale',
    'alert-warning': 'Warning',
    'alert-danger': 'Danger',
  },
  fr: {
    list: 'Avis',
    create: 'Nouvel avis',
    clone: 'Cloner l’avis',
    edit: 'Modifier l’avis',
    delete: 'Supprimer l’avis',
    details: 'Détails de l’avis',
    add: 'Ajouter un avis',
    general: 'Avis',
    location: 'Emplacement',
    type: 'Type',
    text_EN: 'Texte (anglais)',
    text_FR: 'Texte (français)',
    text: 'Texte',
    startDate: 'Date de début',
    endDate: 'Date de fin',
    'Panel Top': 'Panneau du haut',
    'Panel Middle': 'Panneau du milieu',
    'Panel Bottom': 'Panneau du bas',
    Footer: 'Pied de page',
    'icon-info': 'Information',
    'sale-alert-info': 'Solde',
    'alert-warning': 'Avertissement',
    'alert-danger': 'Danger',
  },
};

export const noticesResource = (deps: RouteDeps): AdminResource =>
  simpleResource<NoticeEntityValues>(deps, {
    family: 'Notices',
    // §6 names no notices area: category and product notices go with products, as the app's guard has them
    // (auth/adminAreas.ts).
    area: 'products',
    entityType: 'Notice',
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
    initial: (payload) => ({
      location: stringOr(payload.location, null),
      type: stringOr(payload.type, null),
      text_EN: localized(payload, 'text', 'en'),
      text_FR: localized(payload, 'text', 'fr'),
      startDate: stringOr(payload.startDate, null),
      endDate: stringOr(payload.endDate, null),
    }),
    columns: [
      { name: 'text' },
      { name: 'location' },
      { name: 'startDate', type: 'date' },
      { name: 'endDate', type: 'date' },
    ],
    row: (payload, language) => ({
      text: localized(payload, 'text', language),
      location: stringOr(payload.location, ''),
      startDate: stringOr(payload.startDate, null),
      endDate: stringOr(payload.endDate, null),
    }),
    toPayload: (values, target) => ({
      noticeId: target.entityId,
      storeCode: target.storeCode,
      location: values.location,
      type: values.type,
      text: { en: values.text_EN, fr: values.text_FR },
      startDate: values.startDate ?? null,
      endDate: values.endDate ?? null,
    }),
    actions: ['create', 'edit', 'delete', 'details'],
    sortField: 'location',
  });

// ---- Product attributes ----

const attributeLabels = {
  en: {
    list: 'Product attributes',
    create: 'New product attribute',
    clone: 'Clone product attribute',
    edit: 'Edit product attribute',
    delete: 'Delete product attribute',
    details: 'Product attribute details',
    add: 'Add product attribute',
    general: 'Product attribute',
    productId: 'Product',
    product: 'Product',
    everyProduct: 'Every product',
    name_EN: 'Name (English)',
    name_FR: 'Name (French)',
    name: 'Name',
    values: 'Values',
  },
  fr: {
    list: 'Attributs de produit',
    create: 'Nouvel attribut de produit',
    clone: 'Cloner l’attribut de produit',
    edit: 'Modifier l’attribut de produit',
    delete: 'Supprimer l’attribut de produit',
    details: 'Détails de l’attribut de produit',
    add: 'Ajouter un attribut de produit',
    general: 'Attribut de produit',
    productId: 'Produit',
    product: 'Produit',
    everyProduct: 'Tous les produits',
    name_EN: 'Nom (anglais)',
    name_FR: 'Nom (français)',
    name: 'Nom',
    values: 'Valeurs',
  },
};

const valuesOf = (payload: Payload): string[] =>
  Array.isArray(payload.values) ? payload.values.filter((value): value is string => typeof value === 'string') : [];

export const productAttributesResource = (deps: RouteDeps): AdminResource =>
  simpleResource<ProductAttributeValues>(deps, {
    family: 'ProductAttributes',
    // §6 names no attributes area: they describe products, so the products row applies (auth/adminAreas.ts).
    area: 'products',
    entityType: 'ProductAttribute',
    idKind: 'attr',
    idField: 'productAttributeId',
    values: productAttributeValuesSchema,
    labels: attributeLabels,
    fields: [
      { name: 'name_EN', kind: 'text', required: 'admin.name.required' },
      { name: 'name_FR', kind: 'text', required: 'admin.name.required' },
      { name: 'values', kind: 'widget', widget: 'valueListWidget' },
    ],
    initial: (payload) => ({
      name_EN: localized(payload, 'name', 'en'),
      name_FR: localized(payload, 'name', 'fr'),
      values: JSON.stringify(valuesOf(payload)),
    }),
    columns: [{ name: 'name' }, { name: 'values' }],
    row: (payload, language) => ({ name: localized(payload, 'name', language), values: valuesOf(payload).join(', ') }),
    toPayload: (values, target) => ({
      productAttributeId: target.entityId,
      storeCode: target.storeCode,
      productId: values.productId ?? null,
      name: { en: values.name_EN, fr: values.name_FR },
      values: values.values,
    }),
    actions: ['create', 'edit', 'delete', 'details'],
    sortField: 'name.en',
    perProduct: { query: productAttributeListQuerySchema },
  });
