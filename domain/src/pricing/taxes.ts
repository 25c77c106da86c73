import type { Localized, TaxRecord } from '@parks/schemas/catalog';
import { applyRate, type Cents, sumCents } from '@parks/schemas/money';
import type { TaxKind, TaxLine } from '@parks/schemas/orders';
import { bothLanguages } from '@parks/schemas/texts/bilingual';
import { codeNames } from '@parks/schemas/texts/screens/names';
import { domainError } from '../shared/errors.ts';

export type TaxQuote = Readonly<{ taxes: readonly TaxLine[]; taxCents: Cents; taxName: Localized | null }>;

const labels: Readonly<Record<TaxKind, Localized>> = {
  GST: bothLanguages(codeNames, 'tax.GST'),
  HST: bothLanguages(codeNames, 'tax.HST'),
  PST: bothLanguages(codeNames, 'tax.PST'),
  QST: bothLanguages(codeNames, 'tax.QST'),
};

const noTax: TaxQuote = { taxes: [], taxCents: 0, taxName: null };

/**
 * Canadian sales taxes by shipping province: each of GST, HST, PST and QST of the province's record applies
 * to the taxable amount and is rounded to the cent on its own. Orders shipped outside Canada carry no tax.
 * A Canadian province with no record cannot be taxed, so the checkout is refused rather than under-taxed.
 */
export const quoteTaxes = (
  destination: Readonly<{ country: string; provinceState: string | null }>,
  taxableCents: Cents,
  records: readonly TaxRecord[],
): TaxQuote => {
  if (destination.country !== 'CA') return noTax;
  const record = records.find((candidate) => candidate.code === destination.provinceState);
  if (!record) throw domainError('checkout.taxUnavailable', 422);
  const rates: readonly [TaxKind, number][] = [
    ['GST', record.gst],
    ['HST', record.hst],
    ['PST', record.pst],
    ['QST', record.qst],
  ];
  const taxes = rates
    .filter(([, rate]) => rate > 0)
    .map(([kind, rate]) => ({ kind, rate, amountCents: applyRate(Math.max(taxableCents, 0), rate) }));
  if (taxes.length === 0) return noTax;
  const taxName = record.taxName ?? {
    en: taxes.map((tax) => labels[tax.kind].en).join('/'),
    fr: taxes.map((tax) => labels[tax.kind].fr).join('/'),
  };
  return { taxes, taxCents: sumCents(taxes.map((tax) => tax.amountCents)), taxName };
};
