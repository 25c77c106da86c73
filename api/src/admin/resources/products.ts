/**
 * Products (back-office.md §3): the list (name, SKU, category, status, price, image) with keyword and advanced search,
 * and the create, import, clone, edit, delete and details screens, each product a revision entity of one store. The
 * payload is the store's product record (`StoreProductRecord`) plus what the form alone keeps (every image of each
 * language, the sample PDF, the notices, whether it can be ordered); fields the form does not show are kept from
 * the latest revision. Import (`POST /api/Products/Import`) drafts every row of a file, with its price when the file
 * has price columns, or none.
 */
import type Router from '@koa/router';
import type { AdminListDocument } from '@parks/projections/admin/revisions';
import { adminRevisions } from '@parks/projections/admin/revisions';
import { categoryRecordOf, priceEntryOf, productEntryOf } from '@parks/projections/store/records';
import type { WriteAnswer } from '@parks/schemas/admin/calls';
import type { Field, FieldOption, FormDefinition, Section } from '@parks/schemas/admin/definitions';
import {
  localizedOrNull,
  type ProductImportInput,
  type ProductValues,
  productImportSchema,
  productLimits,
  productListQuerySchema,
  productsOfQuerySchema,
  productValuesSchema,
  vesselTypeOptions,
} from '@parks/schemas/admin/products';
import { listQuerySchema, type WriteQuery, writeQuerySchema } from '@parks/schemas/admin/requests';
import type { Localized, Notice, PriceRecord } from '@parks/schemas/catalog';
import { translate } from '@parks/schemas/messages/index';
import type { RevisionStatus } from '@parks/schemas/revisions';
import type { StoreCode } from '@parks/schemas/store';
import type { RouteDeps } from '../../deps.ts';
import { ProblemError } from '../../http/problems.ts';
import { type ValidatedContext, validate } from '../../http/validate.ts';
import type { AppState } from '../../state.ts';
import { adminCallOf, adminFamilyRouter, filteredList } from '../calls.ts';
import { kit, type Texts } from '../forms.ts';
import type { AdminCall, AdminResource } from '../registry.ts';
import { type EntityDocs, noticeOfButton, revisionResource } from '../revisionResource.ts';
import { uploadSpecs } from '../uploads/multipart.ts';
import { draftImport, importFileRows, importRows } from './productImport.ts';

const texts: Texts = {
  en: {
    'title.list': 'Products',
    'title.create': 'New product',
    'title.import': 'Import products',
    'title.clone': 'Clone product',
    'title.edit': 'Edit product',
    'title.delete': 'Delete product',
    'title.details': 'Product details',
    general: 'General',
    placement: 'Category and permits',
    media: 'Images and sample',
    availability: 'Availability',
    notices: 'Notices',
    search: 'Advanced search',
    name: 'Name',
    name_EN: 'Name (English)',
    name_FR: 'Name (French)',
    shortDescription_EN: 'Description (English)',
    shortDescription_FR: 'Description (French)',
    sku: 'SKU',
    categoryId: 'Category',
    category: 'Category',
    vesselTypes: 'Vessel types (boating permits)',
    validityPeriod_EN: 'Validity period (English)',
    validityPeriod_FR: 'Validity period (French)',
    displayOrder: 'Order',
    orderable: 'Can be ordered',
    unavailableTagline_EN: 'Shown when it cannot be ordered (English)',
    unavailableTagline_FR: 'Shown when it cannot be ordered (French)',
    images_EN: 'Images (English)',
    images_FR: 'Images (French)',
    samplePdf: 'Sample (PDF)',
    price: 'Price',
    image: 'Image',
    file: 'File of products (JSON, CSV, or text separated by |), with their prices if it has the price columns',
    import: 'Import',
  },
  fr: {
    'title.list': 'Produits',
    'title.create': 'Nouveau produit',
    'title.import': 'Importer des produits',
    'title.clone': 'Cloner le produit',
    'title.edit': 'Modifier le produit',
    'title.delete': 'Supprimer le produit',
    'title.details': 'Détails du produit',
    general: 'Général',
    placement: 'Catégorie et permis',
    media: 'Images et échantillon',
    availability: 'Disponibilité',
    notices: 'Avis',
    search: 'Recherche avancée',
    name: 'Nom',
    name_EN: 'Nom (anglais)',
    name_FR: 'Nom (français)',
    shortDescription_EN: 'Description (anglais)',
    shortDescription_FR: 'Description (français)',
    sku: 'SKU',
    categoryId: 'Catégorie',
    category: 'Catégorie',
    vesselTypes: 'Types d’embarcation (permis de navigation)',
    validityPeriod_EN: 'Période de validité (anglais)',
    validityPeriod_FR: 'Période de validité (français)',
    displayOrder: 'Ordre',
    orderable: 'Peut être commandé',
    unavailableTagline_EN: 'Affiché quand il ne peut être commandé (anglais)',
    unavailableTagline_FR: 'Affiché quand il ne peut être commandé (français)',
    images_EN: 'Images (anglais)',
    images_FR: 'Images (français)',
    samplePdf: 'Échantillon (PDF)',
    price: 'Prix',
    image: 'Image',
    file: 'Fichier de produits (JSON, CSV, ou texte séparé par des |), avec leurs prix s’il a les colonnes de prix',
    import: 'Importer',
  },
};

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** What the form edits of a product: the store's record and the fields only the back office keeps. */
type Product = Readonly<{
  entityId: string;
  categoryId: string;
  name: Localized;
  shortDescription: Localized;
  sku: string;
  vesselTypes: readonly string[];
  validityPeriod: Localized | null;
  displayOrder: number;
  orderable: boolean;
  unavailableTagline: Localized | null;
  images: Readonly<{ en: readonly string[]; fr: readonly string[] }>;
  samplePdf: string | null;
  notices: readonly Notice[];
  imageUrl: Localized | null;
}>;

const productOf = (doc: AdminListDocument): Product | null => {
  const record = productEntryOf(doc.latest.payload);
  const payload = doc.latest.payload;
  if (record === null || !isRecord(payload)) return null;
  const images = isRecord(payload.images) ? payload.images : {};
  const imageUrl = record.imageUrl;
  return {
    entityId: doc.entityId,
    categoryId: record.categoryId,
    name: record.name,
    shortDescription: record.shortDescription,
    sku: record.sku ?? '',
    vesselTypes: record.vesselTypes.map((type) => type.value),
    validityPeriod: record.validityPeriod,
    displayOrder: record.displayOrder,
    orderable: payload.orderable !== false,
    unavailableTagline: record.unavailableTagline,
    // A seeded product has only its one image per language (`imageUrl`).
    images: {
      en: Array.isArray(images.en) ? stringsOf(images.en) : imageUrl?.en ? [imageUrl.en] : [],
      fr: Array.isArray(images.fr) ? stringsOf(images.fr) : imageUrl?.fr ? [imageUrl.fr] : [],
    },
    samplePdf: typeof payload.samplePdf === 'string' ? payload.samplePdf : null,
    notices: Array.isArray(payload.notices) ? (payload.notices as Notice[]) : [],
    imageUrl,
  };
};

/** A product's form values, as its latest revision holds them (what the data migration compares and keeps). */
export const productValuesOf = (doc: AdminListDocument): ProductValues | null => {
  const product = productOf(doc);
  if (product === null) return null;
  const orNull = <T>(list: readonly T[]): T[] | null => (list.length === 0 ? null : [...list]);
  return {
    name_EN: product.name.en,
    name_FR: product.name.fr,
    shortDescription_EN: product.shortDescription.en,
    shortDescription_FR: product.shortDescription.fr,
    sku: product.sku,
    categoryId: product.categoryId,
    vesselTypes: orNull(product.vesselTypes),
    validityPeriod_EN: product.validityPeriod?.en ?? '',
    validityPeriod_FR: product.validityPeriod?.fr ?? '',
    displayOrder: product.displayOrder,
    orderable: product.orderable,
    unavailableTagline_EN: product.unavailableTagline?.en ?? '',
    unavailableTagline_FR: product.unavailableTagline?.fr ?? '',
    images_EN: orNull(product.images.en),
    images_FR: orNull(product.images.fr),
    samplePdf: product.samplePdf,
    notices: orNull(
      product.notices.map((notice) => ({
        location: notice.location,
        type: notice.type,
        text_EN: notice.text.en,
        text_FR: notice.text.fr,
      })),
    ),
  };
};

/** The payload for the form's values, over the latest revision's (what the form does not show is kept). */
export const productPayload = (
  values: ProductValues,
  target: Readonly<{ entityId: string; storeCode: StoreCode; previous: unknown }>,
): Record<string, unknown> => {
  const previous = isRecord(target.previous) ? target.previous : {};
  const images = { en: values.images_EN ?? [], fr: values.images_FR ?? [] };
  const first = (list: readonly string[]) => list[0] ?? null;
  const en = first(images.en);
  const fr = first(images.fr);
  const vesselTypes = vesselTypeOptions.filter((option) => (values.vesselTypes ?? []).includes(option.value));
  return {
    ...previous,
    productId: target.entityId,
    storeCode: target.storeCode,
    categoryId: values.categoryId,
    name: { en: values.name_EN, fr: values.name_FR },
    shortDescription: { en: values.shortDescription_EN, fr: values.shortDescription_FR },
    sku: values.sku,
    // A product sold for vessel types is a boating permit: one per vessel, priced by its length.
    isBoatingPermit: vesselTypes.length > 0,
    vesselTypes,
    validityPeriod: localizedOrNull(values.validityPeriod_EN, values.validityPeriod_FR),
    displayOrder: values.displayOrder,
    orderable: values.orderable,
    unavailableTagline: values.orderable
      ? null
      : localizedOrNull(values.unavailableTagline_EN, values.unavailableTagline_FR),
    images,
    // The store shows one image per language: the first (one language's alone serves both).
    imageUrl: en === null && fr === null ? null : { en: en ?? fr ?? '', fr: fr ?? en ?? '' },
    samplePdf: values.samplePdf ?? null,
    notices: (values.notices ?? []).map(
      (notice): Notice => ({
        location: notice.location,
        type: notice.type,
        text: { en: notice.text_EN, fr: notice.text_FR },
      }),
    ),
  };
};

/** The categories of a store, by id: what a product may be placed in. */
export const categoriesOf = async (deps: RouteDeps, storeCode: StoreCode) => {
  const docs = await deps.projections
    .read(adminRevisions)
    .find({ entityType: 'Category', storeCode }, { sort: { 'latest.payload.displayOrder': 1, entityId: 1 } });
  return docs.flatMap((doc) => {
    const record = categoryRecordOf(doc.latest.payload);
    return record === null ? [] : [{ id: doc.entityId, parentId: record.parentId, name: record.name }];
  });
};

/** A product's first price: its Price entity and the latest revision's record. */
export type FirstPrice = Readonly<{ id: string; record: PriceRecord }>;

/**
 * The first price (rank 0, else the lowest rank; on a tie the lowest id) of each product that is not inactive,
 * from the latest revision of each Price entity: what the list shows and what a migrated row's price updates.
 */
export const firstPrices = async (deps: RouteDeps, productIds: readonly string[]): Promise<Map<string, FirstPrice>> => {
  const docs = await deps.projections
    .read(adminRevisions)
    .find({ entityType: 'Price', 'latest.payload.productId': { $in: [...productIds] } }, { sort: { entityId: 1 } });
  const prices = new Map<string, FirstPrice>();
  for (const doc of docs) {
    const price = priceEntryOf(doc.latest.payload);
    if (price === null || doc.status === 'inactive') continue;
    const known = prices.get(price.productId);
    if (known === undefined || price.rank < known.record.rank)
      prices.set(price.productId, { id: doc.entityId, record: price });
  }
  return prices;
};

/** The rules across records: a category of the store, and a SKU no other live product of the store has. */
export const productProblems = async (
  deps: RouteDeps,
  call: AdminCall,
  values: Pick<ProductValues, 'categoryId' | 'sku'>,
  entityId: string | null,
  others: EntityDocs,
): Promise<Record<string, string[]>> => {
  const problems: Record<string, string[]> = {};
  const categories = await categoriesOf(deps, call.storeCode);
  if (!categories.some((category) => category.id === values.categoryId)) {
    problems.categoryId = ['admin.product.category.unknown'];
  }
  const taken = (await others()).some((doc) => {
    if (doc.entityId === entityId || doc.status === 'inactive') return false;
    return productEntryOf(doc.latest.payload)?.sku === values.sku;
  });
  if (taken) problems.sku = ['admin.product.sku.taken'];
  return problems;
};

const throwProblems = (problems: Record<string, string[]>): void => {
  const first = Object.values(problems)[0]?.[0];
  if (first !== undefined) throw new ProblemError(422, first, { errors: problems });
};

const option = (id: string, name: string, isSelected: boolean, parentId?: string | null): FieldOption => ({
  id,
  name,
  value: id,
  isSelected,
  ...(parentId === undefined ? {} : { parentId }),
});

const formSections = (
  call: AdminCall,
  product: Product | null,
  categoryOptions: readonly FieldOption[],
  copyOf: boolean,
): Section[] => {
  const { language } = call;
  const k = kit(call, 'products', texts);
  const t = k.t;
  const rule = (message: Parameters<typeof translate>[1]) => translate(language, message);
  const input = (name: string, initialValue: string | number | null | undefined, required?: string): Field => ({
    name,
    component: 'input',
    type: typeof initialValue === 'number' ? 'number' : 'text',
    caption: t(name),
    ...(required === undefined ? {} : { validation: [{ name: 'required', message: rule(required) }] }),
    ...(initialValue === undefined || initialValue === null ? {} : { initialValue }),
  });
  const multiline = (name: string, initialValue: string | undefined): Field => ({
    name,
    component: 'multilineinput',
    type: 'textarea',
    caption: t(name),
    validation: [{ name: 'maxLength', value: productLimits.description, message: rule('validation.invalid') }],
    ...(initialValue === undefined ? {} : { initialValue }),
  });
  const images = (name: 'images_EN' | 'images_FR', urls: readonly string[]): Field => ({
    name,
    component: 'upload',
    type: 'image',
    caption: t(name),
    limit: productLimits.imagesPerLanguage,
    canvas: 'default',
    ...(urls.length === 0 || copyOf ? {} : { initialValue: [...urls] }),
  });
  return [
    {
      name: 'general',
      title: t('general'),
      width: 6,
      fields: [
        {
          name: 'productId',
          component: 'input',
          type: 'hidden',
          initialValue: copyOf ? null : (product?.entityId ?? null),
        },
        input('name_EN', product?.name.en, 'admin.name.required'),
        input('name_FR', product?.name.fr, 'admin.name.required'),
        // A clone is a new product: its SKU must differ, so the form starts it empty.
        input('sku', copyOf ? undefined : product?.sku, 'admin.product.sku.required'),
        multiline('shortDescription_EN', product?.shortDescription.en),
        multiline('shortDescription_FR', product?.shortDescription.fr),
      ],
    },
    {
      name: 'placement',
      title: t('placement'),
      width: 6,
      fields: [
        {
          name: 'categoryId',
          component: 'singleselect',
          type: 'treelist',
          caption: t('categoryId'),
          options: categoryOptions,
          validation: [{ name: 'required', message: rule('admin.product.category.required') }],
          ...(product === null ? {} : { initialValue: product.categoryId }),
        },
        {
          name: 'vesselTypes',
          component: 'multiselect',
          type: 'checkboxlist',
          caption: t('vesselTypes'),
          options: vesselTypeOptions.map((type) =>
            option(type.value, type.name[language], product?.vesselTypes.includes(type.value) ?? false),
          ),
          initialValue: [...(product?.vesselTypes ?? [])],
        },
        input('validityPeriod_EN', product?.validityPeriod?.en),
        input('validityPeriod_FR', product?.validityPeriod?.fr),
        input('displayOrder', product?.displayOrder ?? 0),
      ],
    },
    {
      name: 'media',
      title: t('media'),
      width: 6,
      fields: [
        images('images_EN', product?.images.en ?? []),
        images('images_FR', product?.images.fr ?? []),
        {
          name: 'samplePdf',
          component: 'upload',
          type: 'file',
          caption: t('samplePdf'),
          limit: 1,
          ...(product?.samplePdf && !copyOf ? { initialValue: product.samplePdf } : {}),
        },
      ],
    },
    {
      name: 'availability',
      title: t('availability'),
      width: 6,
      fields: [
        {
          name: 'orderable',
          component: 'singleselect',
          type: 'checkbox',
          caption: t('orderable'),
          options: [{ id: 1, name: t('orderable'), value: '1', isSelected: product?.orderable ?? true }],
          initialValue: product?.orderable ?? true,
        },
        input('unavailableTagline_EN', product?.unavailableTagline?.en),
        input('unavailableTagline_FR', product?.unavailableTagline?.fr),
      ],
    },
    {
      name: 'notices',
      title: t('notices'),
      width: 12,
      fields: [
        {
          name: 'notices',
          component: 'widget',
          type: 'noticeWidget',
          caption: t('notices'),
          // A widget's value is its own: the notices as the JSON text of the form's `notices` list.
          initialValue: JSON.stringify(
            (product?.notices ?? []).map((notice) => ({
              location: notice.location,
              type: notice.type,
              text_EN: notice.text.en,
              text_FR: notice.text.fr,
            })),
          ),
        },
      ],
    },
  ];
};

const buttonsOf = (call: AdminCall, action: string) => {
  const k = kit(call, 'products', texts);
  if (action === 'import') return [k.button('save', true, 'import'), k.button('cancel', false)];
  if (action === 'create' || action === 'clone' || action === 'edit') {
    return [k.button('save', true), k.button('uat', true), k.button('publish', true), k.button('cancel', false)];
  }
  if (action === 'delete') return [k.button('remove', false), k.button('cancel', false)];
  return [k.button('edit', false), k.button('clone', false), k.button('remove', false), k.button('cancel', false)];
};

export const productsResource = (deps: RouteDeps): AdminResource =>
  revisionResource<ProductValues>(deps, {
    family: 'Products',
    entity: 'Products',
    area: 'products',
    stores: ['b2c', 'b2b'],
    entityType: 'Product',
    idKind: 'prod',
    values: productValuesSchema,
    upload: {
      spec: uploadSpecs.product,
      fields: [
        { part: 'files_en', field: 'images_EN', many: true },
        { part: 'files_fr', field: 'images_FR', many: true },
        { part: 'pdfs', field: 'samplePdf', many: false },
      ],
    },
    search: {
      query: productListQuerySchema,
      filter: (fields) => ({
        ...(typeof fields.status === 'string' ? { status: fields.status } : {}),
        ...(typeof fields.categoryId === 'string' && fields.categoryId !== ''
          ? { 'latest.payload.categoryId': fields.categoryId }
          : {}),
      }),
    },
    sort: { 'latest.payload.displayOrder': 1, entityId: 1 },
    toPayload: productPayload,
    check: async (call, values, entityId, others) =>
      throwProblems(await productProblems(deps, call, values, entityId, others)),

    list: async (call, request, docs, showMore) => {
      const { language } = call;
      const k = kit(call, 'products', texts);
      const categories = await categoriesOf(deps, call.storeCode);
      const names = new Map(categories.map((category) => [category.id, category.name[language]]));
      const prices = await firstPrices(
        deps,
        docs.map((doc) => doc.entityId),
      );
      const status = typeof request.filters.status === 'string' ? request.filters.status : null;
      const categoryId = typeof request.filters.categoryId === 'string' ? request.filters.categoryId : null;
      const answer = k.list(
        request,
        [
          { name: 'productId', caption: 'productId', type: 'hidden' },
          { name: 'image', caption: 'image', type: 'imageurl' },
          { name: 'name', caption: 'name' },
          { name: 'sku', caption: 'sku' },
          { name: 'category', caption: 'category' },
          { name: 'price', caption: 'price', type: 'currency' },
        ],
        docs,
        (doc) => {
          const product = productOf(doc);
          if (product === null) return null;
          const price = prices.get(doc.entityId);
          return {
            productId: doc.entityId,
            image: product.imageUrl?.[language] ?? null,
            name: product.name[language],
            sku: product.sku,
            category: names.get(product.categoryId) ?? product.categoryId,
            // Integer cents, as every currency column carries them; null until the product has a price.
            price: price === undefined ? null : price.record.regularPriceCents,
          };
        },
        showMore,
        [k.button('add', false), k.button('import', false, 'import')],
      );
      const data = { ...(status === null ? {} : { status }), ...(categoryId === null ? {} : { categoryId }) };
      return {
        ...answer,
        searchDto: {
          sections: [
            {
              name: 'search',
              title: k.t('search'),
              fields: [
                {
                  name: 'status',
                  component: 'singleselect',
                  type: 'dropdown',
                  caption: k.t('status'),
                  options: (['draft', 'uat', 'published', 'inactive'] as const).map((value) =>
                    option(value, k.statusText(value), value === status),
                  ),
                  initialValue: status,
                },
                {
                  name: 'categoryId',
                  component: 'singleselect',
                  type: 'treelist',
                  caption: k.t('category'),
                  options: categories.map((category) =>
                    option(category.id, category.name[language], category.id === categoryId, category.parentId),
                  ),
                  initialValue: categoryId,
                },
              ],
            },
          ],
          conditions: [],
        },
        args: { page: request.page, search: request.search, data: Object.keys(data).length === 0 ? null : data },
      };
    },

    actions: ['create', 'import', 'clone', 'edit', 'delete', 'details'],
    form: async (call, action, doc): Promise<FormDefinition> => {
      const { language } = call;
      const t = kit(call, 'products', texts).t;
      if (action === 'import') {
        return {
          mode: 'edit',
          entityId: null,
          title: t('title.import'),
          sections: [
            {
              name: 'general',
              title: t('general'),
              width: 12,
              fields: [
                {
                  name: 'file',
                  component: 'upload',
                  type: 'file',
                  caption: t('file'),
                  limit: 1,
                  validation: [
                    { name: 'required', message: translate(language, 'admin.product.import.file.required') },
                  ],
                },
              ],
            },
          ],
          conditions: [],
          buttons: buttonsOf(call, action),
        };
      }
      const product = doc === null ? null : productOf(doc);
      const categories = await categoriesOf(deps, call.storeCode);
      const known = new Set(categories.map((category) => category.id));
      const categoryOptions = categories.map((category) =>
        option(
          category.id,
          category.name[language],
          category.id === product?.categoryId,
          category.parentId !== null && known.has(category.parentId) ? category.parentId : null,
        ),
      );
      const editing = action === 'create' || action === 'clone' || action === 'edit';
      return {
        mode: editing ? 'edit' : 'view',
        entityId: doc === null || action === 'clone' ? null : doc.entityId,
        title: t(`title.${action}`),
        sections: formSections(call, product, categoryOptions, action === 'clone'),
        conditions: [],
        buttons: buttonsOf(call, action),
      };
    },
  });

/** The widget's id that lists the products of every category (the add action before a category is chosen). */
export const everyCategory = 'all';

/** The query of the product lists by category, as validated. */
type ProductsOfQuery = Readonly<{
  storeCode?: string | undefined;
  page: number;
  search: string;
  type?: RevisionStatus;
}>;

/**
 * `POST /api/Products/Import?storeCode=&button=` with `{fileName, content}` (the chosen file's text: JSON, CSV or
 * `|`-separated text, `productImport.ts`): every row checked (its fields, its category, a SKU unique in the store and
 * in the file; its price cells, when it has any, by the price form's schema), then every product drafted with its
 * price as the migration drafts them (and moved by the button), or none with the errors of each row. A file with a
 * price is the Prices area's too, so only whoever may write prices in the store (LMG) may import one.
 */
const importRouteOf =
  (deps: RouteDeps, resources: Readonly<{ products: AdminResource; prices: AdminResource }>) =>
  async (ctx: ValidatedContext<ProductImportInput, WriteQuery>): Promise<void> => {
    const { query, body } = ctx.state.input;
    const call = adminCallOf(ctx, deps, resources.products, query.storeCode);
    const raws = importFileRows(body.content);
    const withPrices = raws.some((raw) => raw.price !== null);
    if (withPrices) adminCallOf(ctx, deps, resources.prices, query.storeCode);
    const others: EntityDocs = () =>
      deps.projections.read(adminRevisions).find({ entityType: 'Product', storeCode: call.storeCode });
    const rows = await importRows(raws, call.language, (values, _row, seen) =>
      productProblems(deps, call, values, null, others).then((problems) =>
        seen.has(values.sku) ? { ...problems, sku: ['admin.product.sku.taken'] } : problems,
      ),
    );
    const { productIds, priceIds } = await draftImport(resources, call, rows, query.button);
    const imported = withPrices
      ? translate(call.language, 'admin.product.importedWithPrices', {
          count: productIds.length,
          prices: priceIds.length,
        })
      : translate(call.language, 'admin.product.imported', { count: productIds.length });
    const answer: WriteAnswer = {
      message: `${imported} ${translate(call.language, noticeOfButton(query.button))}`,
      id: productIds[0] ?? '',
      mode: 'table',
      args: { page: 1, search: '', data: null },
      revisionId: null,
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = answer;
  };

/**
 * Besides the registry's calls (§7): `POST /Import`; `GET /GetAllById/{categoryId}?storeCode=&page=&search=&type=`,
 * the products of one category; `GET /GetAllForWidget/{id}?…`, the product picker of an add action: the published
 * products of category `id`, or of every category for `all`. Both are the family's list, filtered.
 */
export const productsExtraRouter = (
  deps: RouteDeps,
  resource: AdminResource,
  prices: AdminResource,
): Router<AppState> =>
  adminFamilyRouter(resource)
    .get(
      '/GetAllById/:categoryId',
      validate({ params: { categoryId: 'admin.record.notFound' }, query: productsOfQuerySchema }),
      filteredList<ProductsOfQuery, 'categoryId'>(deps, resource, (params, query) => ({
        categoryId: params.categoryId,
        ...(query.type === undefined ? {} : { status: query.type }),
      })),
    )
    .get(
      '/GetAllForWidget/:id',
      validate({ params: { id: 'admin.record.notFound' }, query: listQuerySchema }),
      filteredList(deps, resource, (params) => ({
        status: 'published',
        ...(params.id === everyCategory ? {} : { categoryId: params.id }),
      })),
    )
    .post(
      '/Import',
      validate({ query: writeQuerySchema, body: productImportSchema }),
      importRouteOf(deps, { products: resource, prices }),
    );
