/**
 * Tracers (back-office.md §3, b2b, LMG only): "Tracer: tracerId, category (selectable list)". A tracer names the
 * portal categories whose orders staff follow up; it is a revision entity like the others (drafted, published,
 * withdrawn, never erased). The spec shows nothing more, so a tracer holds its id and its categories only.
 */
import { tracerFieldsOf, tracerPayloadOf } from '@parks/domain/catalog/tracer';
import type { AdminListDocument } from '@parks/projections/admin/revisions';
import type { Field, FormDefinition } from '@parks/schemas/admin/definitions';
import { tracersFamily } from '@parks/schemas/admin/families/tracers/family';
import { tracersScreen } from '@parks/schemas/admin/families/tracers/texts';
import { type TracerValues, tracerValuesSchema } from '@parks/schemas/admin/tracers';
import { translate } from '@parks/schemas/messages/index';
import { ProblemError } from '../../http/problems.ts';
import type { AdminDeps } from '../deps.ts';
import { kit, option, type Texts } from '../forms.ts';
import type { AdminResource } from '../registry.ts';
import { revisionResource } from '../revisionResource.ts';
import { storeCategories } from './storeEntities.ts';

const texts: Texts = tracersScreen;

const categoriesIn = (doc: AdminListDocument | null): readonly string[] =>
  doc === null ? [] : tracerFieldsOf(doc.latest.payload).categories;

export const tracersResource = (deps: AdminDeps): AdminResource =>
  revisionResource<TracerValues>(deps, {
    descriptor: tracersFamily,
    idKind: 'tracer',
    values: tracerValuesSchema,
    sort: {},
    toPayload: tracerPayloadOf,
    check: async (call, values) => {
      const known = new Set((await storeCategories(deps, call.storeCode)).map((category) => category.id));
      if (values.categories.some((id) => !known.has(id))) {
        throw new ProblemError(422, 'admin.product.category.unknown', {
          errors: { categories: ['admin.product.category.unknown'] },
        });
      }
    },
    list: async (call, request, docs, showMore) => {
      const k = kit(call, 'tracers', texts);
      const names = new Map(
        (await storeCategories(deps, call.storeCode)).map((category) => [category.id, category.name[call.language]]),
      );
      return k.list(request, docs, showMore, {
        id: 'tracerId',
        columns: ['categories'],
        recordOf: categoriesIn,
        row: (categories, doc) => ({
          tracerId: doc.entityId,
          categories: categories.map((id) => names.get(id) ?? id).join(', '),
        }),
        buttons: [k.button('add', false)],
      });
    },
    actions: ['create', 'edit', 'delete', 'details'],
    form: async (call, action, doc): Promise<FormDefinition> => {
      const k = kit(call, 'tracers', texts);
      const chosen = categoriesIn(doc);
      const categories: Field = {
        name: 'categories',
        component: 'multiselect',
        type: 'checkboxlist',
        caption: k.t('categories'),
        options: (await storeCategories(deps, call.storeCode)).map((category) =>
          option(category.id, category.name[call.language], chosen.includes(category.id)),
        ),
        initialValue: [...chosen],
        validation: [{ name: 'required', message: translate(call.language, 'admin.tracer.categories.required') }],
      };
      const form = k.form(
        action,
        doc?.entityId ?? null,
        [{ name: 'tracerId', kind: 'hidden' }],
        {
          tracerId: doc?.entityId ?? null,
        },
        { canDelete: true },
      );
      return {
        ...form,
        sections: form.sections.map((section) => ({ ...section, fields: [...section.fields, categories] })),
      };
    },
  });
