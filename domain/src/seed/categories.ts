import type { Localized } from '@parks/schemas/catalog';
import { places } from './places.ts';
import { type CategoryPresentation, noCategoryTexts, type SeedCategoryRecord } from './records.ts';

/** Ids of the seeded categories other code may need (home panels, cart buttons, tests). */
export const categoryIds = {
  discovery: 'cat-discovery',
  singleLocation: 'cat-single-location',
  boating: 'cat-lockage-mooring',
  lockage: 'cat-lockage',
  mooring: 'cat-mooring',
} as const;

export const placeCategoryId = (placeKey: string): string => `cat-place-${placeKey}`;

type Required = Pick<SeedCategoryRecord, 'categoryId' | 'parentId' | 'urlAlias' | 'name'> &
  Pick<CategoryPresentation, 'displayOrder' | 'shortDescription' | 'description'>;

const category = (fields: Required & Partial<SeedCategoryRecord>): SeedCategoryRecord => ({
  storeCode: 'b2c',
  productsAreBoatingPermits: false,
  homePanel: null,
  // The store's menu links its top-level categories.
  inMenu: fields.parentId === null,
  imageUrl: null,
  ...noCategoryTexts,
  ...fields,
});

const images = (name: string): Localized => ({
  en: `images/categories/${name}-en.svg`,
  fr: `images/categories/${name}-fr.svg`,
});

const shippingNote: Localized = {
  en: '<p>Passes are mailed by Canada Post. Standard shipping is free and takes 10 to 14 business days within Canada. Your order confirmation serves as a temporary pass until your card arrives.</p>',
  fr: '<p>Les cartes sont postées par Postes Canada. La livraison standard est gratuite et prend de 10 à 14 jours ouvrables au Canada. Votre confirmation de commande tient lieu de carte temporaire jusqu’à la réception de votre carte.</p>',
};

/** Boating permits travel like passes, but the note speaks of permits (a lockage page said "Passes are mailed"). */
const permitShippingNote: Localized = {
  en: '<p>Permits are mailed by Canada Post. Standard shipping is free and takes 10 to 14 business days within Canada. Keep your order confirmation on board as proof of your permit until it arrives.</p>',
  fr: '<p>Les permis sont postés par Postes Canada. La livraison standard est gratuite et prend de 10 à 14 jours ouvrables au Canada. Gardez votre confirmation de commande à bord comme preuve de votre permis jusqu’à sa réception.</p>',
};

const youthAdmission: Localized = {
  en: 'Admission is free for youth 17 and under.',
  fr: 'L’entrée est gratuite pour les jeunes de 17 ans et moins.',
};

const discovery = category({
  categoryId: categoryIds.discovery,
  parentId: null,
  urlAlias: { en: 'decouverte-discovery', fr: 'decouverte-discovery' },
  name: { en: 'Parks Canada Discovery Pass', fr: 'Carte d’entrée Découverte de Parcs Canada' },
  displayOrder: 1,
  homePanel: 'discoveryPass',
  imageUrl: images('discovery-pass'),
  shortDescription: {
    en: 'Unlimited admission for 12 months to over 80 places across Canada.',
    fr: 'Entrée illimitée pendant 12 mois dans plus de 80 lieux partout au Canada.',
  },
  description: {
    en: '<p>The Discovery Pass gives unlimited opportunities to enjoy over 80 Parks Canada places that charge daily admission fees, for a full year from the month of purchase.</p>',
    fr: '<p>La carte d’entrée Découverte offre des possibilités illimitées de profiter de plus de 80 lieux de Parcs Canada qui exigent des droits d’entrée quotidiens, pendant une année complète à compter du mois d’achat.</p>',
  },
  listTitle: { en: 'Choose your pass', fr: 'Choisissez votre carte' },
  listDescription: {
    en: 'Prices include admission for the pass holder only, except the family/group pass.',
    fr: 'Les prix comprennent l’entrée du titulaire seulement, sauf pour la carte famille/groupe.',
  },
  admissionMessage: youthAdmission,
  postListMessage: {
    en: 'The family/group pass admits up to 7 people arriving together in a single vehicle.',
    fr: 'La carte famille/groupe permet l’entrée de 7 personnes au maximum arrivant ensemble dans un même véhicule.',
  },
  notices: [
    {
      location: 'Panel Top',
      type: 'icon-info',
      text: {
        en: 'The Discovery Pass does not cover camping, guided tours or lockage and mooring fees.',
        fr: 'La carte d’entrée Découverte ne couvre pas le camping, les visites guidées ni les droits d’éclusage et d’amarrage.',
      },
    },
  ],
  footerLinks: [
    {
      title: { en: 'Places covered by the pass', fr: 'Lieux couverts par la carte' },
      url: { en: 'passes-and-orders#places', fr: 'cartes-et-commandes#lieux' },
    },
    {
      title: { en: 'Refund policy', fr: 'Politique de remboursement' },
      url: { en: 'terms#refunds', fr: 'modalites#remboursements' },
    },
  ],
  shippingNote,
  termsOfUse: {
    en: '<p>The pass is valid for 12 months from the month of purchase and is not transferable. It must hang from the rear-view mirror of the vehicle.</p>',
    fr: '<p>La carte est valide pendant 12 mois à compter du mois d’achat et n’est pas transférable. Elle doit être suspendue au rétroviseur du véhicule.</p>',
  },
  pageFooterMessage: {
    en: 'Questions? Call 1-800-203-7982.',
    fr: 'Des questions? Composez le 1-800-203-7982.',
  },
  homeDescription: {
    en: 'One pass, over 80 destinations, 12 months of discovery.',
    fr: 'Une carte, plus de 80 destinations, 12 mois de découvertes.',
  },
  saleHomeDescription: null,
  overlayText: { en: 'Discovery Pass', fr: 'Carte Découverte' },
  buttonText: { en: 'Buy the Discovery Pass', fr: 'Acheter la carte Découverte' },
});

const singleLocation = category({
  categoryId: categoryIds.singleLocation,
  parentId: null,
  urlAlias: { en: 'lieu-unique-single-location', fr: 'lieu-unique-single-location' },
  name: { en: 'Single-location passes', fr: 'Laissez-passer pour un seul lieu' },
  displayOrder: 2,
  homePanel: 'singleLocationPass',
  imageUrl: images('single-location'),
  shortDescription: {
    en: 'Annual passes for one national park, for those who return to a favourite place.',
    fr: 'Laissez-passer annuels pour un parc national, pour ceux qui reviennent à leur endroit préféré.',
  },
  description: {
    en: '<p>Choose a national park below to see its annual passes. A single-location pass gives unlimited admission to that park for 12 months.</p>',
    fr: '<p>Choisissez un parc national ci-dessous pour voir ses laissez-passer annuels. Un laissez-passer pour un seul lieu donne un accès illimité à ce parc pendant 12 mois.</p>',
  },
  listTitle: { en: 'Choose a destination', fr: 'Choisissez une destination' },
  notices: [
    {
      location: 'Panel Middle',
      type: 'icon-info',
      text: {
        en: 'Visiting several places this year? The Discovery Pass may cost less.',
        fr: 'Vous visitez plusieurs lieux cette année? La carte d’entrée Découverte pourrait coûter moins cher.',
      },
    },
  ],
  shippingNote,
  homeDescription: {
    en: 'Annual passes for 17 national parks.',
    fr: 'Laissez-passer annuels pour 17 parcs nationaux.',
  },
  overlayText: { en: 'Single-location passes', fr: 'Laissez-passer pour un seul lieu' },
  buttonText: { en: 'Choose a park', fr: 'Choisir un parc' },
});

const boatingNotices: CategoryPresentation['notices'] = [
  {
    location: 'Panel Top',
    type: 'alert-warning',
    text: {
      en: 'Vessels under 12 feet (3.6 m) or over 84 feet (25.6 m) need other arrangements: contact the lock office.',
      fr: 'Les bateaux de moins de 12 pieds (3,6 m) ou de plus de 84 pieds (25,6 m) doivent faire l’objet d’autres arrangements : communiquez avec le bureau de l’écluse.',
    },
  },
];

const boatingTerms: Localized = {
  en: '<p>A permit is valid for the vessel named on it only. Display it on the starboard side of the vessel, visible from the lock.</p>',
  fr: '<p>Un permis n’est valide que pour le bateau qui y est inscrit. Affichez-le du côté tribord du bateau, visible depuis l’écluse.</p>',
};

/** What the pages of boating permits say besides their own texts: the vessel limits, shipping and terms. */
const permitPages = { notices: boatingNotices, shippingNote: permitShippingNote, termsOfUse: boatingTerms };

const boating = category({
  categoryId: categoryIds.boating,
  parentId: null,
  urlAlias: { en: 'eclusage-amarrage-lockage-mooring', fr: 'eclusage-amarrage-lockage-mooring' },
  name: { en: 'Lockage and mooring permits', fr: 'Permis d’éclusage et d’amarrage' },
  displayOrder: 3,
  homePanel: 'lockageAndMooring',
  imageUrl: images('lockage-mooring'),
  shortDescription: {
    en: 'Permits for the Rideau Canal, the Trent–Severn Waterway and other historic canals.',
    fr: 'Permis pour le canal Rideau, la voie navigable Trent–Severn et d’autres canaux historiques.',
  },
  description: {
    en: '<p>Lockage permits let your vessel pass through the locks; mooring permits let you tie up overnight at lock stations. Prices depend on the length of your vessel.</p>',
    fr: '<p>Les permis d’éclusage permettent à votre bateau de franchir les écluses; les permis d’amarrage vous permettent de vous amarrer pour la nuit aux postes d’éclusage. Les prix dépendent de la longueur de votre bateau.</p>',
  },
  ...permitPages,
  homeDescription: {
    en: 'Navigate the historic canals all season long.',
    fr: 'Naviguez sur les canaux historiques toute la saison.',
  },
  overlayText: { en: 'Lockage and mooring', fr: 'Éclusage et amarrage' },
  buttonText: { en: 'Buy a permit', fr: 'Acheter un permis' },
});

/** A kind of boating permit, under the lockage-and-mooring category (its fields in the order the seed records). */
const permitCategory = (
  fields: Pick<Required, 'categoryId' | 'urlAlias' | 'name' | 'displayOrder' | 'shortDescription'>,
  image: string,
): SeedCategoryRecord =>
  category({
    categoryId: fields.categoryId,
    parentId: categoryIds.boating,
    urlAlias: fields.urlAlias,
    name: fields.name,
    displayOrder: fields.displayOrder,
    productsAreBoatingPermits: true,
    imageUrl: images(image),
    shortDescription: fields.shortDescription,
    description: {
      en: '<p>Select a permit type, the length of your vessel and its registration number or name.</p>',
      fr: '<p>Choisissez un type de permis, la longueur de votre bateau et son numéro d’immatriculation ou son nom.</p>',
    },
    ...permitPages,
  });

const lockage = permitCategory(
  {
    categoryId: categoryIds.lockage,
    urlAlias: { en: 'lockage-permits', fr: 'permis-eclusage' },
    name: { en: 'Lockage permits', fr: 'Permis d’éclusage' },
    displayOrder: 1,
    shortDescription: {
      en: 'Pass through the locks for a day, six days or the whole season.',
      fr: 'Franchissez les écluses pour une journée, six jours ou toute la saison.',
    },
  },
  'lockage',
);

const mooring = permitCategory(
  {
    categoryId: categoryIds.mooring,
    urlAlias: { en: 'mooring-permits', fr: 'permis-amarrage' },
    name: { en: 'Mooring permits', fr: 'Permis d’amarrage' },
    displayOrder: 2,
    shortDescription: {
      en: 'Tie up overnight at lock stations.',
      fr: 'Amarrez-vous pour la nuit aux postes d’éclusage.',
    },
  },
  'mooring',
);

const placeCategories = places.map((place, index) =>
  category({
    categoryId: placeCategoryId(place.key),
    parentId: categoryIds.singleLocation,
    urlAlias: place.urlAlias,
    name: place.name,
    displayOrder: index + 1,
    imageUrl: images(`place-${place.key}`),
    shortDescription: {
      en: `Annual passes for ${place.name.en}.`,
      fr: `Laissez-passer annuels : ${place.name.fr}.`,
    },
    description: {
      en: `<p>Enjoy unlimited admission to ${place.name.en} for 12 months from the month of purchase.</p>`,
      fr: `<p>Profitez d’un accès illimité à ce lieu pendant 12 mois à compter du mois d’achat : ${place.name.fr}.</p>`,
    },
    admissionMessage: youthAdmission,
    shippingNote,
  }),
);

/** Top-level categories first, then their children: a parent always exists before its children. */
export const seedCategories: readonly SeedCategoryRecord[] = [
  discovery,
  singleLocation,
  boating,
  lockage,
  mooring,
  ...placeCategories,
];
