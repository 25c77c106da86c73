/**
 * What a province or territory's sales taxes are as a revision payload (ProvinceState), and how the back office's
 * form maps to and from it. Rates in thousandths of a percent; a rate a payload lacks is a tax that does not apply.
 */
import type { ProvinceStateValues } from '@parks/schemas/admin/checkoutRates';
import type { InitialValue } from '@parks/schemas/admin/definitions';
import type { TaxRecord } from '@parks/schemas/catalog';
import type { Language } from '@parks/schemas/language';
import { percentText, rateOfPercent } from '@parks/schemas/money';
import { number, object, oneOf, type Shape, string } from '../shared/shape.ts';
import { emptyText, localized, orElse, parserOf } from './payloadShapes.ts';

/** Declared in the order the seed writes it, which the read models and the checkout's answers keep. */
export const provinceStateShape: Shape<TaxRecord> = object({
  provinceStateId: string,
  country: oneOf(['CA']),
  code: string,
  name: orElse(localized, emptyText),
  gst: orElse(number, 0),
  hst: orElse(number, 0),
  pst: orElse(number, 0),
  qst: orElse(number, 0),
  taxName: orElse(localized, null),
});

export const taxEntryOf = parserOf(provinceStateShape);

/** The form's values of a record: each rate as the percentage staff type (`9.975`, `9,975` in French). */
export const provinceStateFormValues = (
  tax: TaxRecord,
  language: Language,
): Readonly<Record<string, InitialValue>> => ({
  provinceStateId: tax.provinceStateId,
  name_EN: tax.name.en,
  name_FR: tax.name.fr,
  gst: percentText(tax.gst, language),
  hst: percentText(tax.hst, language),
  pst: percentText(tax.pst, language),
  qst: percentText(tax.qst, language),
  taxName_EN: tax.taxName?.en ?? '',
  taxName_FR: tax.taxName?.fr ?? '',
});

/**
 * The payload of a form's values over the previous revision's (the form edits neither the code nor the country,
 * which come with the seed).
 */
export const provinceStatePayloadOf = (
  values: ProvinceStateValues,
  previous: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> => ({
  ...previous,
  name: { en: values.name_EN, fr: values.name_FR },
  gst: rateOfPercent(values.gst),
  hst: rateOfPercent(values.hst),
  pst: rateOfPercent(values.pst),
  qst: rateOfPercent(values.qst),
  // A label in one language only would print nothing in the other: both or none.
  taxName:
    values.taxName_EN !== '' && values.taxName_FR !== '' ? { en: values.taxName_EN, fr: values.taxName_FR } : null,
});
