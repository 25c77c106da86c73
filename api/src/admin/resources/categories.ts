/**
 * Categories (back-office.md §3): a list and a tree, and the create, clone, edit, delete and details screens, each
 * category a revision entity. The payload is the store's category record (`StoreCategoryRecord`) plus `active`: the
 * form edits names, URL aliases, parent, order, `active`, the boating-permit flag and the notices, and keeps every
 * other field of the latest revision (descriptions, images, panels) as it was. Its parts are in `categories/`: the
 * record read from a revision, the payload written from the form, the list and tree, the form, the screen texts.
 */
import { categoryPlacementProblems } from '@parks/domain/catalog/categoryRules';
import { type CategoryValues, categoryListQuerySchema, categoryValuesSchema } from '@parks/schemas/admin/categories';
import { categoriesFamily } from '@parks/schemas/admin/families/categories/family';
import type { AdminDeps } from '../deps.ts';
import { rejectProblems } from '../problems.ts';
import type { AdminResource } from '../registry.ts';
import { inDisplayOrder, revisionResource } from '../revisionResource.ts';
import { uploadBindingOf, uploadSpecs } from '../uploads/multipart.ts';
import { nodesOf } from './categories/category.ts';
import { categoryForm } from './categories/form.ts';
import { categoryList, categoryTree } from './categories/list.ts';
import { categoryPayload } from './categories/payload.ts';

export const categoriesResource = (deps: AdminDeps): AdminResource =>
  revisionResource<CategoryValues>(deps, {
    descriptor: categoriesFamily,
    idKind: 'cat',
    values: categoryValuesSchema,
    upload: uploadBindingOf(categoriesFamily, uploadSpecs.category),
    search: {
      query: categoryListQuerySchema,
      conditions: (fields) => (typeof fields.status === 'string' ? { status: fields.status } : {}),
    },
    sort: inDisplayOrder,
    toPayload: categoryPayload,
    check: async (_call, values, entityId, others) =>
      rejectProblems(
        categoryPlacementProblems(nodesOf(await others()), {
          id: entityId,
          parentId: values.parentId ?? null,
          urlAlias: { en: values.urlAlias_EN, fr: values.urlAlias_FR },
        }),
      ),
    list: categoryList,
    tree: categoryTree,
    actions: ['create', 'clone', 'edit', 'delete', 'details'],
    form: categoryForm,
  });
