import type { Language } from '@parks/schemas/language';

type Choice = Readonly<{ value: string; label: string }>;

const countries: readonly [string, string, string][] = [
  ['CA', 'Canada', 'Canada'],
  ['US', 'United States', 'États-Unis'],
];

const provinces: readonly [string, string, string][] = [
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

const choices = (list: readonly [string, string, string][], lng: Language): Choice[] =>
  list.map(([value, en, fr]) => ({ value, label: lng === 'fr' ? fr : en }));

/** The address book ships within Canada and the United States (provinces listed; states typed). */
export const countryChoices = (lng: Language): Choice[] => choices(countries, lng);
export const provinceChoices = (lng: Language): Choice[] => choices(provinces, lng);
