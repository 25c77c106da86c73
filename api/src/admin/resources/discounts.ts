/**
 * Discounts (back-office.md §1, §3): promo codes, a percentage or a fixed amount, with a window, the products they
 * apply to (null: all) and a minimum subtotal; the store's promo codes follow the published revisions
 * (projections/src/store/promoCodes.ts). Create, clone, edit, delete, and `POST /api/Discounts/Generate`: N new
 * discounts sharing the same terms, each with its own unique code. Discounts name no store.
 */
import type Router from '@koa/router';
import { discountEntryOf, discountFormValues, discountPayloadOf } from '@parks/domain/catalog/discount';
import { discountCodeProblems, generateCodes } from '@parks/domain/catalog/discountRules';
import { discountUsage } from '@parks/projections/admin/discountUsage';
import { storeOrderConfirmations } from '@parks/projections/store/orderConfirmations';
import type { GenerateAnswer } from '@parks/schemas/admin/calls';
import type { Field } from '@parks/schemas/admin/definitions';
import {
  type DiscountValues,
  discountGenerateSchema,
  discountKinds,
  discountLimits,
  discountValuesSchema,
} from '@parks/schemas/admin/discounts';
import { discountsFamily } from '@parks/schemas/admin/families/discounts/family';
import { discountsScreen } from '@parks/schemas/admin/families/discounts/texts';
import { writeQuerySchema } from '@parks/schemas/admin/requests';
import { translate } from '@parks/schemas/messages/index';
import { fullRate, percentText } from '@parks/schemas/money';
import { forbidden } from '../../auth/guards.ts';
import { validate } from '../../http/validate.ts';
import { productNames, productText } from '../../shownNames.ts';
import type { AppState } from '../../state.ts';
import { adminCallOf, adminFamilyRouter, answerWith, writeAnswer } from '../calls.ts';
import { publishChangeset } from '../changesets.ts';
import type { AdminDeps } from '../deps.ts';
import { dollarRules, type FieldSpec, kit, option, percentRules, type Texts, wholeNumber } from '../forms.ts';
import { latestEntry } from '../payloads.ts';
import { rejectProblems } from '../problems.ts';
import type { AdminResource } from '../registry.ts';
import { liveRecords, revisionResource } from '../revisionResource.ts';
import { storeProducts } from './storeEntities.ts';

const texts: Texts = discountsScreen;

// Staff type a percentage and dollars: the rules' bounds are in those units (the schema gives the rate and cents).
const terms: readonly FieldSpec[] = [
  { name: 'kind', kind: 'radio', options: discountKinds, rules: [{ name: 'required', message: 'validation.invalid' }] },
  { name: 'rate', kind: 'number', rules: percentRules('admin.discount.rate.invalid', { min: 1, max: fullRate }) },
  {
    name: 'amount',
    kind: 'number',
    rules: dollarRules('admin.discount.amount.invalid', { min: 1, max: discountLimits.amountCents }),
  },
  { name: 'startsAt', kind: 'datetime' },
  { name: 'endsAt', kind: 'datetime' },
  {
    name: 'minimumSubtotal',
    kind: 'number',
    rules: dollarRules('admin.discount.minimumSubtotal.invalid', { min: 0, max: discountLimits.amountCents }),
  },
];
const discountFields: readonly FieldSpec[] = [
  { name: 'discountId', kind: 'hidden' },
  { name: 'code', kind: 'text', rules: [{ name: 'required', message: 'admin.discount.code.required' }] },
  ...terms,
];
const generateFields: readonly FieldSpec[] = [
  {
    name: 'count',
    kind: 'number',
    rules: wholeNumber('admin.discount.count.invalid', { min: 1, max: discountLimits.generate, required: true }),
  },
  { name: 'prefix', kind: 'text' },
  ...terms,
];

const recordOf = latestEntry(discountEntryOf);

export const discountsResource = (deps: AdminDeps): AdminResource =>
  revisionResource<DiscountValues>(deps, {
    descriptor: discountsFamily,
    storeScoped: false,
    idKind: 'disc',
    values: discountValuesSchema,
    sort: { code: 1 },
    // No product ticked: the discount applies to every product (null), as before the form had the list.
    toPayload: (values, { entityId }) =>
      discountPayloadOf({ ...values, productIds: values.productIds?.length ? values.productIds : null }, entityId),
    // A code is taken by the discounts that can still be used (not withdrawn), within their windows.
    check: async (_call, values, entityId, others) =>
      rejectProblems(
        discountCodeProblems(await liveRecords(others, recordOf), {
          id: entityId,
          code: values.code,
          startsAt: values.startsAt ?? null,
          endsAt: values.endsAt ?? null,
        }),
      ),
    list: async (call, request, docs, showMore) => {
      const k = kit(call, 'discounts', texts);
      const uses = await discountUsage(
        deps.projections.read(storeOrderConfirmations),
        docs.map((doc) => doc.entityId),
      );
      // The products a discount applies to by SKU and name, not by their ids (issue 23).
      const products = await productNames(
        deps.projections,
        call.language,
        docs.flatMap((doc) => recordOf(doc)?.productIds ?? []),
      );
      const productOf = (productId: string): string => {
        const product = products.get(productId);
        return product === undefined ? productId : productText(product);
      };
      return k.list(request, docs, showMore, {
        id: 'discountId',
        columns: [
          'code',
          'kind',
          'rate',
          { name: 'amountCents', caption: 'amount', type: 'currency' },
          { name: 'startsAt', type: 'datetime' },
          { name: 'endsAt', type: 'datetime' },
          'products',
          'uses',
        ],
        recordOf,
        // The amount in cents, as every currency column carries it; the percentage as a percent.
        row: (record, doc) => {
          return {
            code: record.code,
            rate: record.kind === 'percentage' ? percentText(record.rate, call.language) : null,
            amountCents: record.kind === 'fixedAmount' ? record.amountCents : null,
            startsAt: record.startsAt,
            endsAt: record.endsAt,
            discountId: doc.entityId,
            kind: k.t(record.kind),
            products: record.productIds === null ? k.t('allProducts') : record.productIds.map(productOf).join(', '),
            uses: uses.get(doc.entityId) ?? 0,
          };
        },
        buttons: [k.button('add', false), k.button('generate', false)],
      });
    },
    actions: ['create', 'clone', 'edit', 'delete', 'details', 'generate'],
    form: async (call, action, doc) => {
      const k = kit(call, 'discounts', texts);
      if (action === 'generate') return k.form('generate', null, generateFields, { count: 10, prefix: '' });
      const record = recordOf(doc);
      const values = record === null ? { kind: 'percentage' } : discountFormValues(record, call.language);
      const fields = action === 'clone' ? { ...values, discountId: null, code: '' } : values;
      const form = k.form(action, doc?.entityId ?? null, discountFields, fields, { canClone: true, canDelete: true });
      // The products it applies to, each by its SKU and name (either store's: discounts name no store).
      const chosen = record?.productIds ?? [];
      const all = [...(await storeProducts(deps, 'b2c')), ...(await storeProducts(deps, 'b2b'))];
      const names = await productNames(
        deps.projections,
        call.language,
        all.map((product) => product.id),
      );
      const productIds: Field = {
        name: 'productIds',
        component: 'multiselect',
        type: 'checkboxlist',
        caption: k.t('productIds'),
        prompt: k.t('productIds.prompt'),
        options: all.map((product) =>
          option(
            product.id,
            productText(names.get(product.id) ?? { sku: null, name: product.name[call.language] }),
            chosen.includes(product.id),
          ),
        ),
        initialValue: [...chosen],
      };
      return {
        ...form,
        sections: form.sections.map((section) => ({ ...section, fields: [...section.fields, productIds] })),
      };
    },
  });

/**
 * `POST /api/Discounts/Generate?storeCode=`: N discounts of the same terms, each with a new unique code, usable in the
 * store as soon as the call answers. Each code is drafted in its own stream (its revision records who drafted it),
 * then all are published as ONE changeset (changesets.ts): the store's promo codes show them together, or none, and
 * each revision's stream records its publish by the same staff member. `button` is accepted and ignored: generated
 * codes are always published.
 */
export const discountsExtraRouter = (deps: AdminDeps, resource: AdminResource): Router<AppState> =>
  adminFamilyRouter(resource).post(
    '/Generate',
    validate({ query: writeQuerySchema, body: discountGenerateSchema }),
    async (ctx) => {
      const { query, body } = ctx.state.input;
      const call = adminCallOf(ctx, deps, resource, query.storeCode);
      const all = await resource.getAll(call, { page: 100_000, search: '', view: 'table', filters: {} });
      const taken = new Set('rows' in all ? all.rows.map((row) => String(row.code).toUpperCase()) : []);
      const codes = generateCodes(body.count, body.prefix, taken, deps.ids.codePart);
      const { count: _count, prefix: _prefix, ...shared } = body;
      const ids: string[] = [];
      const revisionIds: string[] = [];
      for (const code of codes) {
        const drafted = await resource.create(call, { ...shared, code }, 'save');
        ids.push(drafted.id);
        if (drafted.revisionId !== null) revisionIds.push(drafted.revisionId);
      }
      if (revisionIds.length > 0) {
        await publishChangeset(deps, call, revisionIds, (entityType) => {
          if (entityType !== discountsFamily.entityType) throw forbidden();
        });
      }
      const answer: GenerateAnswer = {
        ...writeAnswer(translate(call.language, 'admin.discount.generated'), ids[0] ?? '', null),
        codes,
      };
      answerWith(ctx, answer, 201);
    },
  );
