import type { Language } from '@parks/schemas/language';
import type { OptionDto } from '@parks/schemas/store/dtos';
import { countries, provincesAndStates } from '../../lib/places.ts';
import { textOf } from '../../lib/text.ts';

export type SelectOption = Readonly<{ value: string; label: string }>;

/** The checkout's country select: the checkout data's countries when it has some, else lib/places'. */
export const countryOptions = (given: readonly OptionDto[] | undefined, lng: Language): SelectOption[] =>
  (given && given.length > 0 ? given : countries).map((option) => ({
    value: option.value,
    label: textOf(option.name, lng),
  }));

/** The provinces or states of a country: the checkout data's when it has some for it (the taxable ones), else lib/places'. */
export const provinceOptions = (
  given: readonly OptionDto[] | undefined,
  country: string,
  lng: Language,
): SelectOption[] => {
  const fromData = (given ?? []).filter((option) => option.parentId === country);
  return (fromData.length > 0 ? fromData : provincesAndStates.filter((option) => option.parentId === country)).map(
    (option) => ({ value: option.value, label: textOf(option.name, lng) }),
  );
};
