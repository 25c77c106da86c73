/**
 * The agency's places (back-office.md §2 parksCanada: list, create, edit, delete; LMG and SuperUser, b2c): the
 * national parks a single-location pass is sold for. A place is what the public store already shows for one: a
 * child category of the single-location category, with its destination page and its tile. So a place is a
 * Category revision entity seen through this area: the store follows its published revisions as it follows every
 * category's (a draft shows nowhere, a deleted place's page is gone), and Revisions edits it like any category.
 */

import { categoryRecordOf } from '@parks/domain/catalog/category';
import { categoryPlacementProblems } from '@parks/domain/catalog/categoryRules';
import { categoryIds } from '@parks/domain/seed/categories';
import { type PlaceValues, placeValuesSchema } from '@parks/schemas/admin/categories';
import type { InitialValue } from '@parks/schemas/admin/definitions';
import { parksCanadaFamily } from '@parks/schemas/admin/families/parksCanada';
import { parksCanadaScreen } from '@parks/schemas/texts/screens/parksCanada';
import type { RouteDeps } from '../../deps.ts';
import { type FieldSpec, kit, type Texts, wholeNumber } from '../forms.ts';
import { latestEntry, previousOf } from '../payloads.ts';
import { rejectProblems } from '../problems.ts';
import type { AdminResource } from '../registry.ts';
import { inDisplayOrder, revisionResource } from '../revisionResource.ts';
import { nodesOf } from './categories/category.ts';

const texts: Texts = parksCanadaScreen;

const parentId = categoryIds.singleLocation;

const required = (name: string): FieldSpec => ({
  name,
  kind: 'text',
  rules: [{ name: 'required', message: name.startsWith('name') ? 'admin.name.required' : 'admin.urlAlias.required' }],
});
const fields: readonly FieldSpec[] = [
  { name: 'placeId', kind: 'hidden' },
  required('name_EN'),
  required('name_FR'),
  required('urlAlias_EN'),
  required('urlAlias_FR'),
  { name: 'shortDescription_EN', kind: 'text' },
  { name: 'shortDescription_FR', kind: 'text' },
  { name: 'order', kind: 'number', rules: wholeNumber('admin.order.invalid', { min: 0 }) },
];

const recordOf = latestEntry(categoryRecordOf);

export const parksCanadaResource = (deps: RouteDeps): AdminResource =>
  revisionResource<PlaceValues>(deps, {
    descriptor: parksCanadaFamily,
    scope: {
      filter: { 'latest.payload.parentId': parentId },
      holds: (payload) => categoryRecordOf(payload)?.parentId === parentId,
    },
    idKind: 'cat-place',
    values: placeValuesSchema,
    sort: inDisplayOrder,
    toPayload: (values, { entityId, storeCode, previous }) => ({
      // A new place starts as a shown child of single-location; what this form does not show is kept.
      active: true,
      productsAreBoatingPermits: false,
      notices: [],
      imageUrl: null,
      ...previousOf(previous),
      categoryId: entityId,
      storeCode,
      parentId,
      name: { en: values.name_EN, fr: values.name_FR },
      urlAlias: { en: values.urlAlias_EN, fr: values.urlAlias_FR },
      shortDescription: { en: values.shortDescription_EN, fr: values.shortDescription_FR },
      displayOrder: values.order,
    }),
    check: async (_call, values, entityId, others) =>
      rejectProblems(
        categoryPlacementProblems(nodesOf(await others()), {
          id: entityId,
          parentId,
          urlAlias: { en: values.urlAlias_EN, fr: values.urlAlias_FR },
        }),
      ),
    list: (call, request, docs, showMore) => {
      const k = kit(call, 'parksCanada', texts);
      return k.list(request, docs, showMore, {
        id: 'placeId',
        columns: ['name', 'urlAlias', 'order'],
        recordOf,
        row: (record, doc) => ({
          placeId: doc.entityId,
          name: record.name[call.language],
          urlAlias: record.urlAlias[call.language],
          order: record.displayOrder,
        }),
        buttons: [k.button('add', false)],
      });
    },
    actions: ['create', 'edit', 'delete', 'details'],
    form: async (call, action, doc) => {
      const record = recordOf(doc);
      const values: Readonly<Record<string, InitialValue>> =
        record === null
          ? {}
          : {
              placeId: doc?.entityId ?? null,
              name_EN: record.name.en,
              name_FR: record.name.fr,
              urlAlias_EN: record.urlAlias.en,
              urlAlias_FR: record.urlAlias.fr,
              shortDescription_EN: record.shortDescription.en,
              shortDescription_FR: record.shortDescription.fr,
              order: record.displayOrder,
            };
      return kit(call, 'parksCanada', texts).form(action, doc?.entityId ?? null, fields, values, { canDelete: true });
    },
  });
