import type { Localized } from '@parks/schemas/catalog';
import type { Cents } from '@parks/schemas/money';

/**
 * The 17 places a single-location annual pass can be bought for (store-and-portal.md section 9 counts them and
 * names Prince Edward Island; the others are our choice of national parks that sell such passes). Each place is a
 * child category of the single-location category, with an adult, a senior and a family/group pass.
 */
export type Place = Readonly<{
  /** Part of every id of the place: `cat-place-<key>`, `prod-place-<key>-adult`, … */
  key: string;
  /** Short code used in SKUs. */
  code: string;
  name: Localized;
  urlAlias: Localized;
  province: string;
  adultCents: Cents;
  seniorCents: Cents;
  familyCents: Cents;
}>;

const place = (
  key: string,
  code: string,
  name: Localized,
  urlAlias: Localized,
  province: string,
  [adultCents, seniorCents, familyCents]: readonly [Cents, Cents, Cents],
): Place => ({ key, code, name, urlAlias, province, adultCents, seniorCents, familyCents });

export const places: readonly Place[] = [
  place(
    'prince-edward-island',
    'PEI',
    { en: 'Prince Edward Island National Park', fr: 'Parc national de l’Île-du-Prince-Édouard' },
    { en: 'prince-edward-island', fr: 'ile-du-prince-edouard' },
    'PE',
    [4_125, 3_525, 8_250],
  ),
  place(
    'cape-breton-highlands',
    'CBH',
    { en: 'Cape Breton Highlands National Park', fr: 'Parc national des Hautes-Terres-du-Cap-Breton' },
    { en: 'cape-breton-highlands', fr: 'hautes-terres-du-cap-breton' },
    'NS',
    [4_325, 3_700, 8_650],
  ),
  place(
    'kejimkujik',
    'KEJ',
    { en: 'Kejimkujik National Park and National Historic Site', fr: 'Parc national et lieu historique Kejimkujik' },
    { en: 'kejimkujik', fr: 'kejimkujik' },
    'NS',
    [3_450, 2_950, 6_900],
  ),
  place(
    'fundy',
    'FUN',
    { en: 'Fundy National Park', fr: 'Parc national Fundy' },
    { en: 'fundy', fr: 'fundy' },
    'NB',
    [4_075, 3_500, 8_150],
  ),
  place(
    'kouchibouguac',
    'KOU',
    { en: 'Kouchibouguac National Park', fr: 'Parc national Kouchibouguac' },
    { en: 'kouchibouguac', fr: 'kouchibouguac' },
    'NB',
    [4_075, 3_500, 8_150],
  ),
  place(
    'forillon',
    'FOR',
    { en: 'Forillon National Park', fr: 'Parc national Forillon' },
    { en: 'forillon', fr: 'forillon' },
    'QC',
    [4_075, 3_500, 8_150],
  ),
  place(
    'la-mauricie',
    'MAU',
    { en: 'La Mauricie National Park', fr: 'Parc national de la Mauricie' },
    { en: 'la-mauricie', fr: 'la-mauricie' },
    'QC',
    [4_075, 3_500, 8_150],
  ),
  place(
    'gros-morne',
    'GMO',
    { en: 'Gros Morne National Park', fr: 'Parc national du Gros-Morne' },
    { en: 'gros-morne', fr: 'gros-morne' },
    'NL',
    [5_225, 4_475, 10_450],
  ),
  place(
    'terra-nova',
    'TNO',
    { en: 'Terra Nova National Park', fr: 'Parc national Terra-Nova' },
    { en: 'terra-nova', fr: 'terra-nova' },
    'NL',
    [3_450, 2_950, 6_900],
  ),
  place(
    'point-pelee',
    'PPE',
    { en: 'Point Pelee National Park', fr: 'Parc national de la Pointe-Pelée' },
    { en: 'point-pelee', fr: 'pointe-pelee' },
    'ON',
    [4_525, 3_875, 9_050],
  ),
  place(
    'bruce-peninsula',
    'BPE',
    { en: 'Bruce Peninsula National Park', fr: 'Parc national de la Péninsule-Bruce' },
    { en: 'bruce-peninsula', fr: 'peninsule-bruce' },
    'ON',
    [3_450, 2_950, 6_900],
  ),
  place(
    'riding-mountain',
    'RMO',
    { en: 'Riding Mountain National Park', fr: 'Parc national du Mont-Riding' },
    { en: 'riding-mountain', fr: 'mont-riding' },
    'MB',
    [4_525, 3_875, 9_050],
  ),
  place(
    'prince-albert',
    'PAL',
    { en: 'Prince Albert National Park', fr: 'Parc national de Prince Albert' },
    { en: 'prince-albert', fr: 'prince-albert' },
    'SK',
    [4_525, 3_875, 9_050],
  ),
  place(
    'elk-island',
    'EIS',
    { en: 'Elk Island National Park', fr: 'Parc national Elk Island' },
    { en: 'elk-island', fr: 'elk-island' },
    'AB',
    [4_525, 3_875, 9_050],
  ),
  place(
    'waterton-lakes',
    'WAT',
    { en: 'Waterton Lakes National Park', fr: 'Parc national des Lacs-Waterton' },
    { en: 'waterton-lakes', fr: 'lacs-waterton' },
    'AB',
    [5_225, 4_475, 10_450],
  ),
  place(
    'pacific-rim',
    'PRI',
    { en: 'Pacific Rim National Park Reserve', fr: 'Réserve de parc national Pacific Rim' },
    { en: 'pacific-rim', fr: 'pacific-rim' },
    'BC',
    [5_225, 4_475, 10_450],
  ),
  place(
    'mount-revelstoke-glacier',
    'MRG',
    {
      en: 'Mount Revelstoke and Glacier National Parks',
      fr: 'Parcs nationaux du Mont-Revelstoke et des Glaciers',
    },
    { en: 'mount-revelstoke-glacier', fr: 'mont-revelstoke-glaciers' },
    'BC',
    [4_525, 3_875, 9_050],
  ),
];
