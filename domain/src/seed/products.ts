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
  const price: PriceRecord = {
    priceId: product.productId.replace(/^prod-/, 'price-'),
    productId: product.productId,
    rank: 0,
    regularPriceCents: cents,
    salePriceCents: 0,
    saleStartsAt: null,
    saleEndsAt: null,
  };
  return { product, price };
};

const discovery: readonly SeedProduct[] = [
  seedProduct(
    {
      productId: 'prod-discovery-adult',
      categoryId: categoryIds.discovery,
      sku: 'DP-ADULT',
      displayOrder: 1,
      name: { en: 'Discovery Pass – Adult (18–64)', fr: 'Carte d’entrée Découverte – Adulte (18 à 64 ans)' },
      shortDescription: { en: 'For one adult aged 18 to 64.', fr: 'Pour un adulte de 18 à 64 ans.' },
      validityPeriod: twelveMonths,
    },
    7_525,
  ),
  seedProduct(
    {
      productId: 'prod-discovery-senior',
      categoryId: categoryIds.discovery,
      sku: 'DP-SENIOR',
      displayOrder: 2,
      name: { en: 'Discovery Pass – Senior (65+)', fr: 'Carte d’entrée Découverte – Aîné (65 ans et plus)' },
      shortDescription: { en: 'For one person aged 65 or over.', fr: 'Pour une personne de 65 ans ou plus.' },
      validityPeriod: twelveMonths,
    },
    6_450,
  ),
  seedProduct(
    {
      productId: 'prod-discovery-youth',
      categoryId: categoryIds.discovery,
      sku: 'DP-YOUTH',
      displayOrder: 3,
      name: { en: 'Discovery Pass – Youth (0–17)', fr: 'Carte d’entrée Découverte – Jeune (0 à 17 ans)' },
      shortDescription: {
        en: 'Admission is free for youth 17 and under; order a card as a keepsake.',
        fr: 'L’entrée est gratuite pour les jeunes de 17 ans et moins; commandez une carte en souvenir.',
      },
      salePriceDescription: { en: 'Free', fr: 'Gratuit' },
      validityPeriod: twelveMonths,
    },
    0,
  ),
  seedProduct(
    {
      productId: 'prod-discovery-family',
      categoryId: categoryIds.discovery,
      sku: 'DP-FAMILY',
      displayOrder: 4,
      name: { en: 'Discovery Pass – Family/group', fr: 'Carte d’entrée Découverte – Famille/groupe' },
      shortDescription: {
        en: 'Up to 7 people arriving together in a single vehicle.',
        fr: 'Jusqu’à 7 personnes arrivant ensemble dans un même véhicule.',
      },
      validityPeriod: twelveMonths,
    },
    15_125,
  ),
];

const placePasses: readonly SeedProduct[] = places.flatMap((place) => {
  const kinds = [
    {
      kind: 'adult',
      cents: place.adultCents,
      name: { en: 'Annual pass – Adult', fr: 'Laissez-passer annuel – Adulte' },
      short: { en: 'For one adult aged 18 to 64.', fr: 'Pour un adulte de 18 à 64 ans.' },
    },
    {
      kind: 'senior',
      cents: place.seniorCents,
      name: { en: 'Annual pass – Senior', fr: 'Laissez-passer annuel – Aîné' },
      short: { en: 'For one person aged 65 or over.', fr: 'Pour une personne de 65 ans ou plus.' },
    },
    {
      kind: 'family',
      cents: place.familyCents,
      name: { en: 'Annual pass – Family/group', fr: 'Laissez-passer annuel – Famille/groupe' },
      short: {
        en: 'Up to 7 people arriving together in a single vehicle.',
        fr: 'Jusqu’à 7 personnes arrivant ensemble dans un même véhicule.',
      },
    },
  ] as const;
  return kinds.map((entry, index) =>
    seedProduct(
      {
        productId: `prod-place-${place.key}-${entry.kind}`,
        categoryId: placeCategoryId(place.key),
        sku: `SL-${place.code}-${entry.kind.toUpperCase()}`,
        displayOrder: index + 1,
        name: { en: `${place.name.en} – ${entry.name.en}`, fr: `${place.name.fr} – ${entry.name.fr}` },
        shortDescription: entry.short,
        validityPeriod: twelveMonths,
      },
      entry.cents,
    ),
  );
});

const boatingPermit = (
  productId: string,
  categoryId: string,
  sku: string,
  displayOrder: number,
  name: Localized,
  validityPeriod: Localized,
  centsPerFoot: Cents,
): SeedProduct =>
  seedProduct(
    {
      productId,
      categoryId,
      sku,
      displayOrder,
      name,
      validityPeriod,
      isBoatingPermit: true,
      vesselTypes,
      shortDescription: {
        en: `$${(centsPerFoot / 100).toFixed(2)} per foot of vessel length (12 feet minimum).`,
        fr: `${(centsPerFoot / 100).toFixed(2).replace('.', ',')} $ par pied de longueur du bateau (minimum de 12 pieds).`,
      },
    },
    centsPerFoot,
  );

const boating: readonly SeedProduct[] = [
  boatingPermit(
    'prod-lockage-seasonal',
    categoryIds.lockage,
    'LK-SEASONAL',
    1,
    { en: 'Seasonal lockage permit', fr: 'Permis d’éclusage saisonnier' },
    { en: 'Valid for the current navigation season', fr: 'Valide pour la saison de navigation en cours' },
    990,
  ),
  boatingPermit(
    'prod-lockage-six-day',
    categoryIds.lockage,
    'LK-SIXDAY',
    2,
    { en: 'Six-day lockage permit', fr: 'Permis d’éclusage de six jours' },
    { en: 'Valid for 6 consecutive days', fr: 'Valide pendant 6 jours consécutifs' },
    560,
  ),
  boatingPermit(
    'prod-lockage-one-day',
    categoryIds.lockage,
    'LK-ONEDAY',
    3,
    { en: 'One-day lockage permit', fr: 'Permis d’éclusage d’une journée' },
    { en: 'Valid on the day of your choice', fr: 'Valide le jour de votre choix' },
    255,
  ),
  boatingPermit(
    'prod-mooring-seasonal',
    categoryIds.mooring,
    'MR-SEASONAL',
    1,
    { en: 'Seasonal mooring permit', fr: 'Permis d’amarrage saisonnier' },
    { en: 'Valid for the current navigation season', fr: 'Valide pour la saison de navigation en cours' },
    1_115,
  ),
  boatingPermit(
    'prod-mooring-one-night',
    categoryIds.mooring,
    'MR-ONENIGHT',
    2,
    { en: 'One-night mooring permit', fr: 'Permis d’amarrage d’une nuit' },
    { en: 'Valid for one night', fr: 'Valide pour une nuit' },
    120,
  ),
];

export const seedProducts: readonly SeedProduct[] = [...discovery, ...placePasses, ...boating];
