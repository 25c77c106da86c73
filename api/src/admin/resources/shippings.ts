/**
 * Shippings (back-office.md §1, §3): the express and standard fees and transit times to Canada, the US and the rest
 * of the world, which the public checkout prices with (projections/src/store/checkoutRates.ts follows the published
 * revisions). One rate per method and region; rates name no store.
 */
import { shippingRateProblems } from '@parks/domain/catalog/checkoutRateRules';
import { shippingEntryOf, shippingPayloadOf } from '@parks/domain/catalog/shipping';
import { checkoutRateLimits, type ShippingValues, shippingValuesSchema } from '@parks/schemas/admin/checkoutRates';
import type { InitialValue } from '@parks/schemas/admin/definitions';
import { shippingsFamily } from '@parks/schemas/admin/families/shippings/family';
import { shippingsScreen } from '@parks/schemas/admin/families/shippings/texts';
import { shippingMethods, shippingRegions } from '@parks/schemas/catalog';
import { dollarsText } from '@parks/schemas/money';
import type { AdminDeps } from '../deps.ts';
import { dollarRules, type FieldSpec, kit, type Texts, wholeNumber } from '../forms.ts';
import { latestEntry, previousOf } from '../payloads.ts';
import { rejectProblems } from '../problems.ts';
import type { AdminResource } from '../registry.ts';
import { liveRecords, revisionResource } from '../revisionResource.ts';

const texts: Texts = shippingsScreen;

const fields: readonly FieldSpec[] = [
  { name: 'shippingId', kind: 'hidden' },
  {
    name: 'method',
    kind: 'dropdown',
    options: shippingMethods,
    rules: [{ name: 'required', message: 'validation.invalid' }],
  },
  {
    name: 'region',
    kind: 'dropdown',
    options: shippingRegions,
    rules: [{ name: 'required', message: 'validation.invalid' }],
  },
  // Typed in dollars: the rules' bounds are dollars; the payload keeps cents (`shippingPayloadOf`).
  {
    name: 'fee',
    kind: 'number',
    rules: dollarRules('admin.fee.invalid', { min: 0, max: checkoutRateLimits.feeCents, required: true }),
  },
  {
    name: 'transitDays',
    kind: 'number',
    rules: wholeNumber('admin.transitDays.invalid', { min: 0, max: checkoutRateLimits.transitDays }),
  },
];

const rateOf = latestEntry(shippingEntryOf);

export const shippingsResource = (deps: AdminDeps): AdminResource =>
  revisionResource<ShippingValues>(deps, {
    descriptor: shippingsFamily,
    storeScoped: false,
    idKind: 'ship',
    values: shippingValuesSchema,
    sort: { method: -1, region: 1 },
    toPayload: (values, { entityId, previous }) => shippingPayloadOf(values, entityId, previousOf(previous)),
    check: async (_call, values, entityId, others) =>
      rejectProblems(
        shippingRateProblems(await liveRecords(others, rateOf), {
          id: entityId,
          method: values.method,
          region: values.region,
        }),
      ),
    list: (call, request, docs, showMore) => {
      const k = kit(call, 'shippings', texts);
      return k.list(request, docs, showMore, {
        id: 'shippingId',
        columns: ['method', 'region', { name: 'feeCents', caption: 'fee', type: 'currency' }, 'transitDays'],
        recordOf: rateOf,
        row: (rate, doc) => ({
          shippingId: doc.entityId,
          method: k.t(rate.method),
          region: k.t(rate.region),
          feeCents: rate.feeCents,
          transitDays: rate.transitDays,
        }),
        buttons: [k.button('add', false)],
      });
    },
    actions: ['create', 'clone', 'edit', 'delete', 'details'],
    form: async (call, action, doc) => {
      const rate = rateOf(doc);
      const values: Readonly<Record<string, InitialValue>> =
        rate === null
          ? {}
          : {
              shippingId: action === 'clone' ? null : rate.shippingId,
              method: rate.method,
              region: rate.region,
              fee: dollarsText(rate.feeCents, call.language),
              transitDays: rate.transitDays,
            };
      return kit(call, 'shippings', texts).form(action, doc?.entityId ?? null, fields, values, {
        canClone: true,
        canDelete: true,
      });
    },
  });
