/**
 * The agency's places (back-office.md §2 parksCanada: list, create, edit, delete; LMG and SuperUser, b2c): the
 * national parks a single-location pass is sold for. A place is what the public store already shows for one: a
 * child category of the single-location category, with its destination page and its tile. So a place is a
 * Category revision entity seen through this area: the store follows its published revisions as it follows every
 * category's (a draft shows nowhere, a deleted place's page is gone), and Revisions edits it like any category.
 */

import { categoryRecordOf } from '@parks/domain/catalog/category';
import { categoryPlacementProblems } from '@parks/domain/catalog/categoryRules';
import { isPlace, placeFormValues, placeParentId, placePayloadOf } from '@parks/domain/catalog/place';
import { type PlaceValues, placeValuesSchema } from '@parks/schemas/admin/categories';
import { parksCanadaFamily } from '@parks/schemas/admin/families/parksCanada/family';
import { parksCanadaScreen } from '@parks/schemas/admin/families/parksCanada/texts';
import type { AdminDeps } from '../deps.ts';
import { type FieldSpec, kit, type Texts, wholeNumber } from '../forms.ts';
import { latestEntry, previousOf } from '../payloads.ts';
import { rejectProblems } from '../problems.ts';
import type { AdminResource } from '../registry.ts';
import { inDisplayOrder, revisionResource } from '../revisionResource.ts';
import { nodesOf } from './categories/category.ts';

const texts: Texts = parksCanadaScreen;

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

export const parksCanadaResource = (deps: AdminDeps): AdminResource =>
  revisionResource<PlaceValues>(deps, {
    descriptor: parksCanadaFamily,
    scope: {
      conditions: { payload: { parentId: placeParentId } },
      holds: isPlace,
    },
    idKind: 'cat-place',
    values: placeValuesSchema,
    sort: inDisplayOrder,
    toPayload: (values, target) => placePayloadOf(values, target, previousOf(target.previous)),
    check: async (_call, values, entityId, others) =>
      rejectProblems(
        categoryPlacementProblems(nodesOf(await others()), {
          id: entityId,
          parentId: placeParentId,
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
      const values = record === null ? {} : placeFormValues(record, doc?.entityId ?? null);
      return kit(call, 'parksCanada', texts).form(action, doc?.entityId ?? null, fields, values, { canDelete: true });
    },
  });
