/**
 * Categories (back-office.md §3): a list and a tree, and the create, clone, edit, delete and details screens, each
 * category a revision entity. The payload is the store's category record (`StoreCategoryRecord`) plus `active`: the
 * form edits names, URL aliases, parent, order, `active`, the boating-permit flag and the notices, and keeps every
 * other field of the latest revision (descriptions, images, panels) as it was.
 */
import { type CategoryNode, categoryPlacementProblems, descendantsOf } from '@parks/domain/catalog/categoryRules';
import type { AdminListDocument } from '@parks/projections/admin/revisions';
import { type CategoryEntry, categoryRecordOf, isLocalized } from '@parks/projections/store/records';
import {
  type CategoryValues,
  categoryLimits,
  categoryListQuerySchema,
  categoryValuesSchema,
} from '@parks/schemas/admin/categories';
import type { Field, FieldOption, FormDefinition, Row, Section, TreeItem } from '@parks/schemas/admin/definitions';
import type { Localized, Notice } from '@parks/schemas/catalog';
import type { Language } from '@parks/schemas/language';
import { translate } from '@parks/schemas/messages/index';
import { revisionStatuses, revisionStatusLabel } from '@parks/schemas/revisions';
import type { StoreCode } from '@parks/schemas/store';
import type { RouteDeps } from '../../deps.ts';
import { ProblemError } from '../../http/problems.ts';
import { formTitleKeys, revisionFormButtons, staffButton } from '../forms.ts';
import type { AdminCall, AdminResource } from '../registry.ts';
import { revisionResource } from '../revisionResource.ts';
import { uploadSpecs } from '../uploads/multipart.ts';

type Labels = Readonly<Record<string, string>>;

/** The screen texts of this resource; messages of rules are in the catalogue (schemas/src/messages). */
const labels: Readonly<Record<Language, Labels>> = {
  en: {
    list: 'Categories',
    tree: 'Category tree',
    create: 'New category',
    clone: 'Clone category',
    edit: 'Edit category',
    delete: 'Delete category',
    details: 'Category details',
    general: 'General',
    placement: 'Placement',
    images: 'Images',
    notices: 'Notices',
    search: 'Advanced search',
    name_EN: 'Name (English)',
    name_FR: 'Name (French)',
    urlAlias_EN: 'URL alias (English)',
    urlAlias_FR: 'URL alias (French)',
    parentId: 'Parent category',
    none: 'None',
    order: 'Order',
    active: 'Active',
    productsAreBoatingPermits: 'Products are boating permits',
    image_EN: 'Image (English)',
    image_FR: 'Image (French)',
    name: 'Name',
    urlAlias: 'URL alias',
    parent: 'Parent',
    status: 'Status',
    updatedAt: 'Updated',
    save: 'Save',
    uat: 'Send to UAT',
    publish: 'Publish',
    cancel: 'Cancel',
    add: 'Add category',
    cloneButton: 'Clone',
    editButton: 'Edit',
    remove: 'Delete',
  },
  fr: {
    list: 'Catégories',
    tree: 'Arborescence des catégories',
    create: 'Nouvelle catégorie',
    clone: 'Cloner la catégorie',
    edit: 'Modifier la catégorie',
    delete: 'Supprimer la catégorie',
    details: 'Détails de la catégorie',
    general: 'Général',
    placement: 'Emplacement',
    images: 'Images',
    notices: 'Avis',
    search: 'Recherche avancée',
    name_EN: 'Nom (anglais)',
    name_FR: 'Nom (français)',
    urlAlias_EN: 'Alias d’URL (anglais)',
    urlAlias_FR: 'Alias d’URL (français)',
    parentId: 'Catégorie parente',
    none: 'Aucune',
    order: 'Ordre',
    active: 'Active',
    productsAreBoatingPermits: 'Les produits sont des permis de navigation',
    image_EN: 'Image (anglais)',
    image_FR: 'Image (français)',
    name: 'Nom',
    urlAlias: 'Alias d’URL',
    parent: 'Parent',
    status: 'Statut',
    updatedAt: 'Mis à jour',
    save: 'Enregistrer',
    uat: 'Envoyer en UAT',
    publish: 'Publier',
    cancel: 'Annuler',
    add: 'Ajouter une catégorie',
    cloneButton: 'Cloner',
    editButton: 'Modifier',
    remove: 'Supprimer',
  },
};
const text = (language: Language, key: string): string => labels[language][key] ?? key;

/** The category record of a document's latest revision, and whether it is ticked active. */
type Category = Readonly<{ record: CategoryEntry; active: boolean }>;
const categoryOf = (doc: AdminListDocument): Category | null => {
  const record = categoryRecordOf(doc.latest.payload);
  if (record === null) return null;
  const payload = doc.latest.payload;
  const active = !(typeof payload === 'object' && payload !== null && Reflect.get(payload, 'active') === false);
  return { record, active };
};

export const nodesOf = (docs: readonly AdminListDocument[]): (CategoryNode & Category)[] =>
  docs.flatMap((doc) => {
    const category = categoryOf(doc);
    return category === null
      ? []
      : [{ id: doc.entityId, parentId: category.record.parentId, urlAlias: category.record.urlAlias, ...category }];
  });

/** Shown in the store: ticked active and a published revision (an inactive entity has none). */
const isShown = (doc: AdminListDocument, category: Category): boolean =>
  category.active && doc.publishedRevisionId !== null;

const button = staffButton('categories', text);

const option = (id: string | number, name: string, isSelected: boolean, parentId?: string | number | null) => ({
  id,
  name,
  value: String(id),
  isSelected,
  ...(parentId === undefined ? {} : { parentId }),
});

const toPayload = (
  values: CategoryValues,
  target: Readonly<{ entityId: string; storeCode: StoreCode; previous: unknown }>,
): Record<string, unknown> => {
  const previous = typeof target.previous === 'object' && target.previous !== null ? target.previous : {};
  const notices: Notice[] = (values.notices ?? []).map((notice) => ({
    location: notice.location,
    type: notice.type,
    text: { en: notice.text_EN, fr: notice.text_FR },
  }));
  return {
    ...previous,
    categoryId: target.entityId,
    storeCode: target.storeCode,
    parentId: values.parentId ?? null,
    name: { en: values.name_EN, fr: values.name_FR },
    urlAlias: { en: values.urlAlias_EN, fr: values.urlAlias_FR },
    displayOrder: values.order,
    active: values.active,
    productsAreBoatingPermits: values.productsAreBoatingPermits,
    notices,
    imageUrl: imageUrlOf(values, Reflect.get(previous, 'imageUrl')),
  };
};

/** The images of both languages: a field absent keeps its image, null removes it; one alone serves both. */
const imageUrlOf = (values: CategoryValues, previous: unknown): Localized | null => {
  const before = isLocalized(previous) ? previous : null;
  const en = values.image_EN === undefined ? (before?.en ?? null) : values.image_EN || null;
  const fr = values.image_FR === undefined ? (before?.fr ?? null) : values.image_FR || null;
  return en === null && fr === null ? null : { en: en ?? fr ?? '', fr: fr ?? en ?? '' };
};

const imageInitial = (url: string | undefined) => (url === undefined || url === '' ? {} : { initialValue: url });

const formFields = (
  call: AdminCall,
  category: Category | null,
  parentOptions: readonly FieldOption[],
  copyOf: boolean,
): Section[] => {
  const { language } = call;
  const record = category?.record;
  const required = { name: 'required' as const, message: translate(language, 'admin.name.required') };
  const maxLength = (value: number) => ({
    name: 'maxLength' as const,
    value,
    message: translate(language, 'validation.invalid'),
  });
  const textField = (name: string, initialValue: string | undefined, rules = [required]): Field => ({
    name,
    component: 'input',
    type: 'text',
    caption: text(language, name),
    validation: [...rules, maxLength(categoryLimits.name)],
    ...(initialValue === undefined ? {} : { initialValue }),
  });
  const aliasRequired = { name: 'required' as const, message: translate(language, 'admin.urlAlias.required') };
  const checkbox = (name: string, initialValue: boolean): Field => ({
    name,
    component: 'singleselect',
    type: 'checkbox',
    caption: text(language, name),
    options: [option(1, text(language, name), initialValue)],
    initialValue,
  });
  // A clone is a new category: its URL aliases must differ, so the form starts them empty.
  const alias = (value: string | undefined) => (copyOf ? undefined : value);
  return [
    {
      name: 'general',
      title: text(language, 'general'),
      width: 6,
      fields: [
        {
          name: 'categoryId',
          component: 'input',
          type: 'hidden',
          initialValue: copyOf ? null : (record?.categoryId ?? null),
        },
        textField('name_EN', record?.name.en),
        textField('name_FR', record?.name.fr),
        textField('urlAlias_EN', alias(record?.urlAlias.en), [aliasRequired]),
        textField('urlAlias_FR', alias(record?.urlAlias.fr), [aliasRequired]),
      ],
    },
    {
      name: 'placement',
      title: text(language, 'placement'),
      width: 6,
      fields: [
        {
          name: 'parentId',
          component: 'singleselect',
          type: 'treelist',
          caption: text(language, 'parentId'),
          options: parentOptions,
          initialValue: record?.parentId ?? 0,
        },
        {
          name: 'order',
          component: 'input',
          type: 'number',
          caption: text(language, 'order'),
          initialValue: record?.displayOrder ?? 0,
          validation: [
            { name: 'integer', message: translate(language, 'admin.order.invalid') },
            { name: 'min', value: 0, message: translate(language, 'admin.order.invalid') },
            { name: 'max', value: categoryLimits.order, message: translate(language, 'admin.order.invalid') },
          ],
        },
        checkbox('active', category?.active ?? true),
        checkbox('productsAreBoatingPermits', record?.productsAreBoatingPermits ?? false),
      ],
    },
    {
      name: 'images',
      title: text(language, 'images'),
      width: 6,
      fields: (['image_EN', 'image_FR'] as const).map(
        (name): Field => ({
          name,
          component: 'upload',
          type: 'image',
          caption: text(language, name),
          limit: 1,
          canvas: 'default',
          ...imageInitial(record?.imageUrl?.[name === 'image_EN' ? 'en' : 'fr']),
        }),
      ),
    },
    {
      name: 'notices',
      title: text(language, 'notices'),
      width: 6,
      fields: [
        {
          name: 'notices',
          component: 'widget',
          type: 'noticeWidget',
          caption: text(language, 'notices'),
          // A widget's value is its own: the notices as the JSON text of the form's `notices` list.
          initialValue: JSON.stringify(
            (record?.notices ?? []).map((notice) => ({
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

export const categoriesResource = (deps: RouteDeps): AdminResource =>
  revisionResource<CategoryValues>(deps, {
    family: 'Categories',
    entity: 'Categories',
    area: 'categories',
    stores: ['b2c', 'b2b'],
    entityType: 'Category',
    idKind: 'cat',
    values: categoryValuesSchema,
    upload: {
      spec: uploadSpecs.category,
      fields: [
        { part: 'files_en', field: 'image_EN', many: false },
        { part: 'files_fr', field: 'image_FR', many: false },
      ],
    },
    search: {
      query: categoryListQuerySchema,
      filter: (fields) => (typeof fields.status === 'string' ? { status: fields.status } : {}),
    },
    sort: { 'latest.payload.displayOrder': 1, entityId: 1 },

    toPayload,

    check: async (_call, values, entityId, others) => {
      const problems = categoryPlacementProblems(nodesOf(await others()), {
        id: entityId,
        parentId: values.parentId ?? null,
        urlAlias: { en: values.urlAlias_EN, fr: values.urlAlias_FR },
      });
      const first = Object.values(problems)[0]?.[0];
      if (first !== undefined) throw new ProblemError(422, first, { errors: problems });
    },

    list: (call, request, docs, showMore) => {
      const { language } = call;
      const names = new Map(nodesOf(docs).map((node) => [node.id, node.record.name[language]]));
      const rows: Row[] = docs.flatMap((doc) => {
        const category = categoryOf(doc);
        if (category === null) return [];
        const { record } = category;
        return [
          {
            categoryId: doc.entityId,
            name: record.name[language],
            urlAlias: record.urlAlias[language],
            parent: record.parentId === null ? '' : (names.get(record.parentId) ?? record.parentId),
            order: record.displayOrder,
            status: revisionStatusLabel(language, doc.status),
            active: isShown(doc, category),
            updatedAt: doc.updatedAt,
          },
        ];
      });
      const status = typeof request.filters.status === 'string' ? request.filters.status : null;
      return {
        mode: 'table',
        title: text(language, 'list'),
        columns: [
          { name: 'categoryId', caption: 'Id', type: 'hidden' },
          { name: 'name', caption: text(language, 'name') },
          { name: 'urlAlias', caption: text(language, 'urlAlias') },
          { name: 'parent', caption: text(language, 'parent') },
          { name: 'order', caption: text(language, 'order') },
          { name: 'status', caption: text(language, 'status') },
          { name: 'active', caption: text(language, 'active'), type: 'checkbox' },
          { name: 'updatedAt', caption: text(language, 'updatedAt'), type: 'datetime' },
        ],
        rows,
        components: { search: true, paging: true },
        searchDto: {
          sections: [
            {
              name: 'search',
              title: text(language, 'search'),
              fields: [
                {
                  name: 'status',
                  component: 'singleselect',
                  type: 'dropdown',
                  caption: text(language, 'status'),
                  options: revisionStatuses.map((value) =>
                    option(value, revisionStatusLabel(language, value), value === status),
                  ),
                  initialValue: status,
                },
              ],
            },
          ],
          conditions: [],
        },
        showMore,
        args: { page: request.page, search: request.search, data: status === null ? null : { status } },
        buttons: [button(call, 'add', 'add', false)],
      };
    },

    tree: (call, docs) => {
      const { language } = call;
      const nodes = nodesOf(docs);
      const known = new Set(nodes.map((node) => node.id));
      const byOrder = (a: (typeof nodes)[number], b: (typeof nodes)[number]) =>
        a.record.displayOrder - b.record.displayOrder || a.record.name[language].localeCompare(b.record.name[language]);
      const itemsUnder = (parentId: string | null, seen: ReadonlySet<string>): TreeItem[] =>
        nodes
          .filter((node) => (node.parentId !== null && known.has(node.parentId) ? node.parentId : null) === parentId)
          .filter((node) => !seen.has(node.id))
          .sort(byOrder)
          .map((node) => {
            const doc = docs.find((candidate) => candidate.entityId === node.id);
            return {
              id: node.id,
              name: node.record.name[language],
              parentId,
              active: doc !== undefined && isShown(doc, node),
              order_EN: Math.max(0, node.record.displayOrder),
              order_FR: Math.max(0, node.record.displayOrder),
              isSelected: false,
              children: itemsUnder(node.id, new Set([...seen, node.id])),
            };
          });
      return {
        mode: 'treeview',
        title: text(language, 'tree'),
        items: itemsUnder(null, new Set()),
        buttons: [button(call, 'add', 'add', false)],
      };
    },

    actions: ['create', 'clone', 'edit', 'delete', 'details'],
    form: async (call, action, doc, others): Promise<FormDefinition> => {
      const { language } = call;
      const category = doc === null ? null : categoryOf(doc);
      const all = nodesOf(await others());
      // A category cannot go under itself or its subcategories: they are not offered.
      const excluded = doc === null || action === 'clone' ? new Set<string>() : descendantsOf(all, doc.entityId);
      if (doc !== null && action !== 'clone') excluded.add(doc.entityId);
      const parentId = category?.record.parentId ?? null;
      const parentOptions: FieldOption[] = [
        option(0, text(language, 'none'), parentId === null, null),
        ...all
          .filter((node) => !excluded.has(node.id))
          .map((node) =>
            option(
              node.id,
              node.record.name[language],
              node.id === parentId,
              node.parentId !== null && all.some((other) => other.id === node.parentId) ? node.parentId : null,
            ),
          ),
      ];
      const editing = action === 'create' || action === 'clone' || action === 'edit';
      const buttons = revisionFormButtons(button, call, action, true);
      return {
        mode: editing ? 'edit' : 'view',
        entityId: doc === null || action === 'clone' ? null : doc.entityId,
        title: text(language, formTitleKeys[action]),
        sections: formFields(call, category, parentOptions, action === 'clone'),
        conditions: [],
        buttons,
      };
    },
  });
