import type { Language } from '@parks/schemas/language';
import type { OptionDto } from '@parks/schemas/store/dtos';
import { countries, provincesAndStates } from '../../lib/places.ts';
import { textOf } from '../../lib/text.ts';

type Choice = Readonly<{ value: string; label: string }>;

const choices = (list: readonly OptionDto[], lng: Language): Choice[] =>
  list.map((option) => ({ value: option.value, label: textOf(option.name, lng) }));

/** The address book ships within Canada and the United States (provinces listed; states typed). */
export const countryChoices = (lng: Language): Choice[] =>
  choices(
    countries.filter((option) => option.value === 'CA' || option.value === 'US'),
    lng,
  );
export const provinceChoices = (lng: Language): Choice[] =>
  choices(
    provincesAndStates.filter((option) => option.parentId === 'CA'),
    lng,
  );
