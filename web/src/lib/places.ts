import type { Language } from '@parks/schemas/language';
import type { OptionDto } from '@parks/schemas/store/dtos';
import { textOf } from './text.ts';

/**
 * Countries, provinces and states in both languages: the checkout's options when its data carries none, and the
 * names an address shows instead of its codes. Codes are ISO 3166-1 alpha-2 and the provinces/states the postal
 * abbreviations (what the schemas and tax records use).
 */
const loc = (en: string, fr: string = en) => ({ en, fr });

export const countries: readonly OptionDto[] = [
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

export const provincesAndStates: readonly OptionDto[] = [
  ...canada.map(([value, en, fr]) => ({ value, name: loc(en, fr), parentId: 'CA' })),
  ...states.split(',').map((entry) => {
    const [value = '', ...name] = entry.split(' ');
    return { value, name: loc(name.join(' ')), parentId: 'US' };
  }),
];

/** A country's name in the page language (`CA` → Canada), from the given list, else ours, else the code itself. */
export const countryName = (code: string, lng: Language, given?: readonly OptionDto[]): string => {
  const option = given?.find((entry) => entry.value === code) ?? countries.find((entry) => entry.value === code);
  return option ? textOf(option.name, lng) : code;
};
