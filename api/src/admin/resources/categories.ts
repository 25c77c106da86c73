/**
 * Categories (back-office.md §3): a list and a tree, and the create, clone, edit, delete and details screens, each
 * category a revision entity. The payload is the store's category record (`StoreCategoryRecord`) plus `active`: the
 * form edits names, URL aliases, parent, order, `active`, the boating-permit flag and the notices, and keeps every
 * other field of the latest revision (descriptions, images, panels) as it was. Its parts are in `categories/`: the
 * record read from a revision, the payload written from the form, the list and tree, the form, the screen texts.
 */
import { aliasHolderOf, categoryPlacementProblems } from '@parks/domain/catalog/categoryRules';
import { type CategoryValues, categoryListQuerySchema, categoryValuesSchema } from '@parks/schemas/admin/categories';
import { categoriesFamily } from '@parks/schemas/admin/families/categories/family';
import type { Language } from '@parks/schemas/language';
import { translate } from '@parks/schemas/messages/index';
import { ProblemError } from '../../http/problems.ts';
import type { AdminDeps } from '../deps.ts';
import { rejectProblems } from '../problems.ts';
import type { AdminResource } from '../registry.ts';
import { inDisplayOrder, revisionResource } from '../revisionResource.ts';
import { uploadBindingOf, uploadSpecs } from '../uploads/multipart.ts';
import { type Category, nodesOf } from './categories/category.ts';
import { categoryForm } from './categories/form.ts';
import { categoryList, categoryTree } from './categories/list.ts';
import { categoryPayload } from './categories/payload.ts';

/**
 * A URL alias another category holds is refused with a message naming that category (its name in the call's
 * language), so staff know which page to change; in both fields' errors when both languages clash.
 */
const rejectAliasClash = (
  language: Language,
  problems: Readonly<Record<string, readonly string[]>>,
  holderOf: (language: 'en' | 'fr') => Category | undefined,
): void => {
  const clashes = (['en', 'fr'] as const).flatMap((aliasLanguage) => {
    const field = `urlAlias_${aliasLanguage.toUpperCase()}`;
    const holder = problems[field]?.includes('admin.urlAlias.taken') ? holderOf(aliasLanguage) : undefined;
    if (holder === undefined) return [];
    const text = translate(language, 'admin.urlAlias.takenByCategory', { name: holder.record.name[language] });
    return [[field, text] as const];
  });
  const [first] = clashes;
  if (first === undefined) return;
  // The other fields' problems are kept; each clashing alias field gets the named text in place of the generic one.
  const errors = { ...problems, ...Object.fromEntries(clashes.map(([field, text]) => [field, [text]])) };
  throw new ProblemError(422, 'admin.urlAlias.takenByCategory', { detail: first[1], errors });
};

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
    check: async (call, values, entityId, others) => {
      const nodes = nodesOf(await others());
      const urlAlias = { en: values.urlAlias_EN, fr: values.urlAlias_FR };
      const problems = categoryPlacementProblems(nodes, { id: entityId, parentId: values.parentId ?? null, urlAlias });
      rejectAliasClash(call.language, problems, (language) => aliasHolderOf(nodes, entityId, urlAlias[language]));
      rejectProblems(problems);
    },
    list: categoryList,
    tree: categoryTree,
    actions: ['create', 'clone', 'edit', 'delete', 'details'],
    form: categoryForm,
  });
