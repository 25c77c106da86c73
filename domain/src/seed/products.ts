import { vesselTypeOptions } from '@parks/schemas/admin/products';
import type { Localized, PriceRecord, VesselTypeOption } from '@parks/schemas/catalog';
import type { Cents } from '@parks/schemas/money';
import { categoryIds, placeCategoryId } from './categories.ts';
import { places } from './places.ts';
import type { ProductPresentation, SeedProductRecord } from './records.ts';

/**
 * Products and their prices. Every product has one price (rank 0), in integer cents; a boating permit's price is
 * per foot of vessel length. 2025–2026 admission fees of the agency, rounded to the quarter.
 */
export type SeedProduct = Readonly<{ product: SeedProductRecord; price: PriceRecord }>;

const twelveMonths: Localized = {
  en: 'Valid for 12 months from the month of purchase',
  fr: 'Valide pendant 12 mois à compter du mois d’achat',
};

// The vessel types are the back office's options (one list for the seed and the product form).
const vesselTypes: readonly VesselTypeOption[] = vesselTypeOptions;

/** A product's one price (rank 0, no sale): `prod-…` sells at `price-…`. */
export const seedPrice = (productId: string, cents: Cents): PriceRecord => ({
  priceId: productId.replace(/^prod-/, 'price-'),
  productId,
  rank: 0,
  regularPriceCents: cents,
  salePriceCents: 0,
  saleStartsAt: null,
  saleEndsAt: null,
});

type ProductFields = Pick<SeedProductRecord, 'productId' | 'categoryId' | 'name' | 'validityPeriod'> &
  Pick<ProductPresentation, 'sku' | 'displayOrder' | 'shortDescription'> &
  Partial<SeedProductRecord>;

const seedProduct = (fields: ProductFields, cents: Cents): SeedProduct => {
  const product: SeedProductRecord = {
    storeCode: 'b2c',
    isBoatingPermit: false,
    vesselTypes: [],
    salePriceDescription: null,
    unavailableTagline: null,
    imageUrl: null,
    ...fields,
  };
  return { product, price: seedPrice(product.productId, cents) };
};

/** Whom a pass admits, in the words of its short description: the same on the Discovery Pass and a place's pass. */
const holders = {
  adult: { en: 'For one adult aged 18 to 64.', fr: 'Pour un adulte de 18 à 64 ans.' },
  senior: { en: 'For one person aged 65 or over.', fr: 'Pour une personne de 65 ans ou plus.' },
  youth: {
    en: 'Admission is free for youth 17 and under; order a card as a keepsake.',
    fr: 'L’entrée est gratuite pour les jeunes de 17 ans et moins; commandez une carte en souvenir.',
  },
  family: {
    en: 'Up to 7 people arriving together in a single vehicle.',
    fr: 'Jusqu’à 7 personnes arrivant ensemble dans un même véhicule.',
  },
} as const satisfies Record<string, Localized>;

type Holder = keyof typeof holders;

/** A pass row: whom it admits, its label after the line's name, its fee and any field of its own. */
type PassRow = readonly [holder: Holder, label: Localized, cents: Cents, more?: Partial<SeedProductRecord>];

/**
 * A line of passes valid 12 months from the month of purchase, in display order: `prod-<key>-<holder>`, SKU
 * `<code>-<HOLDER>`, named "<line> – <label>" and described by whom each admits.
 */
const passes = (
  line: Readonly<{ key: string; code: string; categoryId: string; name: Localized }>,
  rows: readonly PassRow[],
): SeedProduct[] =>
  rows.map(([holder, label, cents, more], index) =>
    seedProduct(
      {
        productId: `prod-${line.key}-${holder}`,
        categoryId: line.categoryId,
        sku: `${line.code}-${holder.toUpperCase()}`,
        displayOrder: index + 1,
        name: { en: `${line.name.en} – ${label.en}`, fr: `${line.name.fr} – ${label.fr}` },
        shortDescription: holders[holder],
        validityPeriod: twelveMonths,
        ...more,
      },
      cents,
    ),
  );

const discovery = passes(
  {
    key: 'discovery',
    code: 'DP',
    categoryId: categoryIds.discovery,
    name: { en: 'Discovery Pass', fr: 'Carte d’entrée Découverte' },
  },
  [
    ['adult', { en: 'Adult (18–64)', fr: 'Adulte (18 à 64 ans)' }, 7_525],
    ['senior', { en: 'Senior (65+)', fr: 'Aîné (65 ans et plus)' }, 6_450],
    [
      'youth',
      { en: 'Youth (0–17)', fr: 'Jeune (0 à 17 ans)' },
      0,
      { salePriceDescription: { en: 'Free', fr: 'Gratuit' } },
    ],
    ['family', { en: 'Family/group', fr: 'Famille/groupe' }, 15_125],
  ],
);

/** Every place sells the same three annual passes, at its own fees. */
const placePassLabels = {
  adult: { en: 'Annual pass – Adult', fr: 'Laissez-passer annuel – Adulte' },
  senior: { en: 'Annual pass – Senior', fr: 'Laissez-passer annuel – Aîné' },
  family: { en: 'Annual pass – Family/group', fr: 'Laissez-passer annuel – Famille/groupe' },
} as const;

const placePasses = places.flatMap((place) =>
  passes(
    { key: `place-${place.key}`, code: `SL-${place.code}`, categoryId: placeCategoryId(place.key), name: place.name },
    [
      ['adult', placePassLabels.adult, place.adultCents],
      ['senior', placePassLabels.senior, place.seniorCents],
      ['family', placePassLabels.family, place.familyCents],
    ],
  ),
);

/** The permits of one kind: its category, its SKU prefix and its word in each language. */
const permitKinds = {
  lockage: { categoryId: categoryIds.lockage, code: 'LK', name: { en: 'lockage', fr: 'éclusage' } },
  mooring: { categoryId: categoryIds.mooring, code: 'MR', name: { en: 'mooring', fr: 'amarrage' } },
} as const;

/** How a permit's term reads in its name: "Seasonal lockage permit", "Permis d’éclusage saisonnier". */
const permitTerms = {
  seasonal: { en: 'Seasonal', fr: 'saisonnier' },
  'six-day': { en: 'Six-day', fr: 'de six jours' },
  'one-day': { en: 'One-day', fr: 'd’une journée' },
  'one-night': { en: 'One-night', fr: 'd’une nuit' },
} as const;

const permitValidity: Record<keyof typeof permitTerms, Localized> = {
  seasonal: { en: 'Valid for the current navigation season', fr: 'Valide pour la saison de navigation en cours' },
  'six-day': { en: 'Valid for 6 consecutive days', fr: 'Valide pendant 6 jours consécutifs' },
  'one-day': { en: 'Valid on the day of your choice', fr: 'Valide le jour de votre choix' },
  'one-night': { en: 'Valid for one night', fr: 'Valide pour une nuit' },
};

/**
 * A boating permit, priced per foot of vessel length: `prod-<kind>-<term>`, SKU `<code>-<TERM>`; `displayOrder` is
 * its place among its kind's permits.
 */
const boatingPermit = (
  kind: keyof typeof permitKinds,
  term: keyof typeof permitTerms,
  centsPerFoot: Cents,
  displayOrder: number,
): SeedProduct => {
  const { categoryId, code, name } = permitKinds[kind];
  return seedProduct(
    {
      productId: `prod-${kind}-${term}`,
      categoryId,
      sku: `${code}-${term.replace('-', '').toUpperCase()}`,
      displayOrder,
      name: { en: `${permitTerms[term].en} ${name.en} permit`, fr: `Permis d’${name.fr} ${permitTerms[term].fr}` },
      validityPeriod: permitValidity[term],
      isBoatingPermit: true,
      vesselTypes,
      shortDescription: {
        en: `$${(centsPerFoot / 100).toFixed(2)} per foot of vessel length (12 feet minimum).`,
        fr: `${(centsPerFoot / 100).toFixed(2).replace('.', ',')} $ par pied de longueur du bateau (minimum de 12 pieds).`,
      },
    },
    centsPerFoot,
  );
};

const boating: readonly SeedProduct[] = [
  boatingPermit('lockage', 'seasonal', 990, 1),
  boatingPermit('lockage', 'six-day', 560, 2),
  boatingPermit('lockage', 'one-day', 255, 3),
  boatingPermit('mooring', 'seasonal', 1_115, 1),
  boatingPermit('mooring', 'one-night', 120, 2),
];

export const seedProducts: readonly SeedProduct[] = [...discovery, ...placePasses, ...boating];
