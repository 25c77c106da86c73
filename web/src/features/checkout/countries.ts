import type { Language } from '@parks/schemas/language';
import type { OptionDto } from '../../lib/storeDtos.ts';
import { textOf } from '../../lib/text.ts';

/**
 * Country and province options when the checkout data carries none. Codes are ISO 3166-1 alpha-2 and the
 * provinces/states the postal abbreviations (what the schemas and tax records use).
 */
const loc = (en: string, fr: string = en) => ({ en, fr });

const fallbackCountries: readonly OptionDto[] = [
  { value: 'CA', name: loc('Canada') },
  { value: 'US', name: loc('United States', 'États-Unis') },
  { value: 'AU', name: loc('Australia', 'Australie') },
  { value: 'BE', name: loc('Belgium', 'Belgique') },
  { value: 'CN', name: loc('China', 'Chine') },
  { value: 'FR', name: loc('France') },
  { value: 'DE', name: loc('Germany', 'Allemagne') },
  { value: 'JP', name: loc('Japan', 'Japon') },
  { value: 'MX', name: loc('Mexico', 'Mexique') },
  { value: 'NL', name: loc('Netherlands', 'Pays-Bas') },
  { value: 'CH', name: loc('Switzerland', 'Suisse') },
  { value: 'TW', name: loc('Taiwan', 'Taïwan') },
  { value: 'GB', name: loc('United Kingdom', 'Royaume-Uni') },
];

const canada: readonly [string, string, string][] = [
  ['AB', 'Alberta', 'Alberta'],
  ['BC', 'British Columbia', 'Colombie-Britannique'],
  ['MB', 'Manitoba', 'Manitoba'],
  ['NB', 'New Brunswick', 'Nouveau-Brunswick'],
  ['NL', 'Newfoundland and Labrador', 'Terre-Neuve-et-Labrador'],
  ['NS', 'Nova Scotia', 'Nouvelle-Écosse'],
  ['NT', 'Northwest Territories', 'Territoires du Nord-Ouest'],
  ['NU', 'Nunavut', 'Nunavut'],
  ['ON', 'Ontario', 'Ontario'],
  ['PE', 'Prince Edward Island', 'Île-du-Prince-Édouard'],
  ['QC', 'Quebec', 'Québec'],
  ['SK', 'Saskatchewan', 'Saskatchewan'],
  ['YT', 'Yukon', 'Yukon'],
];

const states =
  'AL Alabama,AK Alaska,AZ Arizona,AR Arkansas,CA California,CO Colorado,CT Connecticut,DE Delaware,DC District of Columbia,FL Florida,GA Georgia,HI Hawaii,ID Idaho,IL Illinois,IN Indiana,IA Iowa,KS Kansas,KY Kentucky,LA Louisiana,ME Maine,MD Maryland,MA Massachusetts,MI Michigan,MN Minnesota,MS Mississippi,MO Missouri,MT Montana,NE Nebraska,NV Nevada,NH New Hampshire,NJ New Jersey,NM New Mexico,NY New York,NC North Carolina,ND North Dakota,OH Ohio,OK Oklahoma,OR Oregon,PA Pennsylvania,RI Rhode Island,SC South Carolina,SD South Dakota,TN Tennessee,TX Texas,UT Utah,VT Vermont,VA Virginia,WA Washington,WV West Virginia,WI Wisconsin,WY Wyoming';

const fallbackProvinces: readonly OptionDto[] = [
  ...canada.map(([value, en, fr]) => ({ value, name: loc(en, fr), parentId: 'CA' })),
  ...states.split(',').map((entry) => {
    const [value = '', ...name] = entry.split(' ');
    return { value, name: loc(name.join(' ')), parentId: 'US' };
  }),
];

export type SelectOption = Readonly<{ value: string; label: string }>;

export const countryOptions = (given: readonly OptionDto[] | undefined, lng: Language): SelectOption[] =>
  (given && given.length > 0 ? given : fallbackCountries).map((option) => ({
    value: option.value,
    label: textOf(option.name, lng),
  }));

/** The provinces or states of a country: the checkout data's when it has some for it (the taxable ones), else ours. */
export const provinceOptions = (
  given: readonly OptionDto[] | undefined,
  country: string,
  lng: Language,
): SelectOption[] => {
  const fromData = (given ?? []).filter((option) => option.parentId === country);
  return (fromData.length > 0 ? fromData : fallbackProvinces.filter((option) => option.parentId === country)).map(
    (option) => ({ value: option.value, label: textOf(option.name, lng) }),
  );
};
