import type { PortalProductDetailDto } from '@parks/schemas/portal';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/form/fields.tsx';
import { textOf, useLanguage } from '../../lib/text.ts';

/** What a portal product is ordered with (its page, a cart line's edit): a quantity and one of each option list. */
export type ProductOrderValues = Readonly<{
  quantity: string;
  yearOptionId: string;
  monthOptionId: string;
  languageOptionId: string;
  packSizeId: string;
}>;

type OptionLists = Pick<PortalProductDetailDto, 'yearOptions' | 'monthOptions' | 'languageOptions' | 'packSizeOptions'>;

/** A product's option lists, each with the value it fills and the key of its label. */
export const optionLists = (product: OptionLists) =>
  [
    ['yearOptionId', 'portal.options.year', product.yearOptions],
    ['monthOptionId', 'portal.options.month', product.monthOptions],
    ['languageOptionId', 'portal.options.language', product.languageOptions],
    ['packSizeId', 'portal.options.packSize', product.packSizeOptions],
  ] as const;

/** A select for each option list the product has; required ones start on their "Choose" placeholder. */
export function ProductOptionFields({ product, required }: Readonly<{ product: OptionLists; required: boolean }>) {
  const { t } = useTranslation();
  const lng = useLanguage();
  return optionLists(product)
    .filter(([, , list]) => list.length > 0)
    .map(([name, label, list]) => (
      <SelectField
        key={name}
        name={name}
        label={t(label)}
        required={required}
        placeholder={required ? t('portal.choose') : undefined}
        options={list.map((option) => ({ value: option.id, label: textOf(option.name, lng) }))}
      />
    ));
}

/** The quantity: digits only, five at most; the hint tells the limits. */
export function QuantityField({ hint }: Readonly<{ hint: string }>) {
  const { t } = useTranslation();
  return (
    <TextField
      name="quantity"
      size={5}
      label={t('portal.quantity')}
      required
      inputMode="numeric"
      hint={hint}
      format={(value) => value.replace(/\D/g, '').slice(0, 5)}
    />
  );
}

/** What is wrong with a typed quantity: a whole number from the minimum (1 at least) to the maximum. */
export const quantityError = (typed: string, minimum: number, maximum: number, t: TFunction): string | undefined => {
  const quantity = Number(typed);
  const min = Math.max(1, minimum);
  if (typed.trim() === '' || !Number.isInteger(quantity)) return t('portal.quantityRequired');
  if (quantity < min) return t('portal.quantityMin', { min });
  if (quantity > maximum) return t('portal.quantityMax', { max: maximum });
  return undefined;
};
