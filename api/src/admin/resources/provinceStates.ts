/**
 * ProvinceStates (back-office.md §3, §6, §7): the sales taxes of each province and territory, which the public
 * checkout charges (projections/src/store/checkoutRates.ts follows the published revisions). Edit only, and in the
 * public store only (b2c): the thirteen records come with the seed; Create and Delete answer 405.
 */
import { provinceStateFormValues, provinceStatePayloadOf, taxEntryOf } from '@parks/domain/catalog/provinceState';
import { type ProvinceStateValues, provinceStateValuesSchema } from '@parks/schemas/admin/checkoutRates';
import { provinceStatesFamily } from '@parks/schemas/admin/families/provinceStates/family';
import { provinceStatesScreen } from '@parks/schemas/admin/families/provinceStates/texts';
import { fullRate, percentText } from '@parks/schemas/money';
import type { AdminDeps } from '../deps.ts';
import { type FieldSpec, kit, percentRules, type RuleSpec, type Texts } from '../forms.ts';
import { latestEntry, previousOf } from '../payloads.ts';
import type { AdminResource } from '../registry.ts';
import { revisionResource } from '../revisionResource.ts';

const texts: Texts = provinceStatesScreen;

const rateRules = percentRules('admin.taxRate.invalid', { min: 0, max: fullRate });
const nameRules: readonly RuleSpec[] = [{ name: 'required', message: 'admin.name.required' }];
const fields: readonly FieldSpec[] = [
  { name: 'provinceStateId', kind: 'hidden' },
  { name: 'name_EN', kind: 'text', rules: nameRules },
  { name: 'name_FR', kind: 'text', rules: nameRules },
  ...(['gst', 'hst', 'pst', 'qst'] as const).map((name): FieldSpec => ({ name, kind: 'number', rules: rateRules })),
  { name: 'taxName_EN', kind: 'text' },
  { name: 'taxName_FR', kind: 'text' },
];

const taxOf = latestEntry(taxEntryOf);

export const provinceStatesResource = (deps: AdminDeps): AdminResource =>
  revisionResource<ProvinceStateValues>(deps, {
    descriptor: provinceStatesFamily,
    storeScoped: false,
    idKind: 'prov',
    values: provinceStateValuesSchema,
    sort: { code: 1 },
    toPayload: (values, { previous }) => provinceStatePayloadOf(values, previousOf(previous)),
    list: (call, request, docs, showMore) => {
      const k = kit(call, 'provinceStates', texts);
      return k.list(request, docs, showMore, {
        id: 'provinceStateId',
        columns: ['code', 'name', 'gst', 'hst', 'pst', 'qst'],
        recordOf: taxOf,
        row: (tax, doc) => ({
          provinceStateId: doc.entityId,
          code: tax.code,
          name: tax.name[call.language],
          gst: percentText(tax.gst, call.language),
          hst: percentText(tax.hst, call.language),
          pst: percentText(tax.pst, call.language),
          qst: percentText(tax.qst, call.language),
        }),
        buttons: [],
      });
    },
    actions: ['edit', 'details'],
    form: async (call, action, doc) => {
      const tax = taxOf(doc);
      const values = tax === null ? {} : provinceStateFormValues(tax, call.language);
      return kit(call, 'provinceStates', texts).form(action, doc?.entityId ?? null, fields, values);
    },
  });
