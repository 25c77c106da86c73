/**
 * What the shopper-journey browser test needs besides the page: the texts it looks for in each language (labels
 * and the spec's messages, written out here rather than imported from the app so that a wrong translation fails),
 * the seed prices it expects, money as the page formats it, the API's order as the page's guest sees it, and the
 * confirmation mails the workers write under DATA_DIR/mail.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';

export type Lng = 'en' | 'fr';

/** Seed prices in cents (domain/src/seed/products.ts) and Ontario's HST (domain/src/seed/checkout.ts). */
export const seed = {
  discoveryAdultCents: 7_525,
  discoveryFamilyCents: 15_125,
  seasonalLockagePerFootCents: 990,
  discover10Rate: 0.1,
  ontarioHstRate: 0.13,
} as const;

export type JourneyTexts = Readonly<{
  locale: string;
  breadcrumbs: string;
  homeDiscoveryButton: string;
  homeBoatingButton: string;
  discoveryTitle: string;
  adultPass: string;
  familyPass: string;
  addToCart: string;
  itemCount: (count: number) => string;
  lockageTile: string;
  lockageTitle: string;
  lockagePathEnd: string;
  vesselForm: string;
  seasonalPermit: string;
  vesselLength: string;
  vesselId: string;
  vesselType: string;
  sailboat: string;
  /** A vessel line's details as the checkout summary and receipt show them (length · id · type). */
  vesselDetail: (lengthFeet: number, vesselId: string) => string;
  /** A label and its colon: `Price:` in English, `Prix :` with a no-break space in French. */
  colon: (label: string) => string;
  price: string;
  permitHeader: string;
  permitErrors: readonly string[];
  permitAdded: string;
  reviewOrder: string;
  yourCart: string;
  cartTitle: string;
  cartPath: string;
  cartLines: string;
  quantity: string;
  cartTotal: string;
  adultMatch: RegExp;
  familyMatch: RegExp;
  lockageMatch: RegExp;
  delete: string;
  removeTitle: string;
  removeConfirm: string;
  close: string;
  promoLabel: string;
  promoApply: string;
  promoEmpty: string;
  promoInvalid: string;
  promoApplied: string;
  checkout: string;
  checkoutPath: string;
  purchase: string;
  checkoutHeader: string;
  checkoutErrors: readonly string[];
  shippingGroup: string;
  firstName: string;
  lastName: string;
  address1: string;
  province: string;
  ontario: string;
  city: string;
  postalCode: string;
  email: string;
  confirmEmail: string;
  phone: string;
  cardNumber: string;
  expiry: string;
  cvv: string;
  agreeToTerms: string;
  paymentTitle: string;
  amexDetected: string;
  noCvv: string;
  taxName: string;
  estimatedArrival: string;
  purchaseFailed: string;
  declined: string;
  confirmationTitle: string;
  orderNumber: string;
  subtotal: string;
  discount: string;
  shipping: string;
  orderTotal: string;
  /** The country of the shopper's address as the receipt names it (not its code). */
  country: string;
  print: string;
  receiptHeading: string;
  mailSubject: (orderId: string) => string;
}>;

export const journeyTexts: Readonly<Record<Lng, JourneyTexts>> = {
  en: {
    locale: 'en-CA',
    breadcrumbs: 'Breadcrumb',
    homeDiscoveryButton: 'Buy the Discovery Pass',
    homeBoatingButton: 'Buy a permit',
    discoveryTitle: 'Parks Canada Discovery Pass',
    adultPass: 'Discovery Pass – Adult (18–64)',
    familyPass: 'Discovery Pass – Family/group',
    addToCart: 'Add to cart',
    itemCount: (count) => `${count} ${count === 1 ? 'item' : 'items'} in your cart`,
    lockageTile: 'Lockage permits',
    lockageTitle: 'Lockage permits',
    lockagePathEnd: '/lockage-permits',
    vesselForm: 'Your vessel',
    seasonalPermit: 'Seasonal lockage permit',
    vesselLength: 'Vessel length',
    vesselId: 'Vessel registration ID or vessel name',
    vesselType: 'Vessel type',
    sailboat: 'Sailboat',
    vesselDetail: (lengthFeet, vesselId) => `${lengthFeet} ft · ${vesselId} · Sailboat`,
    colon: (label) => `${label}:`,
    price: 'Price',
    permitHeader: 'The form could not be submitted because 2 errors were found',
    permitErrors: [
      'Error 1: Please select a permit type',
      'Error 2: Vessel registration ID / vessel name - Please enter your Vessel Registration ID or Vessel Name',
    ],
    permitAdded: 'The permit was added to your cart.',
    reviewOrder: 'Review order',
    yourCart: 'Your cart',
    cartTitle: 'Your shopping cart',
    cartPath: '/en/cart',
    cartLines: 'Items in your cart',
    quantity: 'Quantity',
    cartTotal: 'Total',
    adultMatch: /Adult/,
    familyMatch: /Family/,
    lockageMatch: /Seasonal lockage permit|Lockage permits/,
    delete: 'Delete',
    removeTitle: 'Remove this item?',
    removeConfirm: 'Remove',
    close: 'Close',
    promoLabel: 'Promotional code',
    promoApply: 'Apply',
    promoEmpty: 'No promotional code entered.',
    promoInvalid: 'The promotional code entered is not valid. Please verify the code and try again.',
    promoApplied: 'Code DISCOVER10 applied:',
    checkout: 'Check out',
    checkoutPath: '/en/checkout',
    purchase: 'Purchase now',
    checkoutHeader: 'The form could not be submitted because of the following errors.',
    checkoutErrors: [
      'first name cannot be empty',
      'last name cannot be empty',
      'Address Line 1 cannot be empty',
      'province/state cannot be empty',
      'city cannot be empty',
      'postal code/ZIP code cannot be empty',
      'Email address cannot be empty',
      'Confirm email address cannot be empty',
      'phone cannot be empty',
      'credit card number is not valid',
      'Invalid expiration month and year',
      'The CVV2 is invalid',
      'You must agree to the Terms and Conditions',
    ].map((text, index) => `Error ${index + 1}: ${text}`),
    shippingGroup: 'Shipping address',
    firstName: 'First name',
    lastName: 'Last name',
    address1: 'Address line 1',
    province: 'Province/state',
    ontario: 'Ontario',
    city: 'City',
    postalCode: 'Postal code/ZIP code',
    email: 'Email address',
    confirmEmail: 'Confirm email address',
    phone: 'Phone number',
    cardNumber: 'Credit card number',
    expiry: 'Expiry date (MM/YY)',
    cvv: 'CVV2',
    agreeToTerms: 'I have read and agree to the Terms and Conditions',
    paymentTitle: 'Payment information',
    amexDetected: 'American Express card, 15 digits',
    noCvv: 'This card has no security code.',
    taxName: 'HST',
    estimatedArrival: 'Estimated arrival',
    purchaseFailed: 'Your purchase could not be completed.',
    declined: 'Your card was declined. Please check your card details or use another card.',
    confirmationTitle: 'Thank you for your order',
    orderNumber: 'Order number',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    orderTotal: 'Order total',
    country: 'Canada',
    print: 'Print',
    receiptHeading: 'Parks Canada Store – Receipt',
    mailSubject: (orderId) => `Order confirmation ${orderId}`,
  },
  fr: {
    locale: 'fr-CA',
    breadcrumbs: 'Chemin de navigation',
    homeDiscoveryButton: 'Acheter la carte Découverte',
    homeBoatingButton: 'Acheter un permis',
    discoveryTitle: 'Carte d’entrée Découverte de Parcs Canada',
    adultPass: 'Carte d’entrée Découverte – Adulte (18 à 64 ans)',
    familyPass: 'Carte d’entrée Découverte – Famille/groupe',
    addToCart: 'Ajouter au panier',
    itemCount: (count) => `${count} ${count === 1 ? 'article' : 'articles'} dans votre panier`,
    lockageTile: 'Permis d’éclusage',
    lockageTitle: 'Permis d’éclusage',
    lockagePathEnd: '/permis-eclusage',
    vesselForm: 'Votre bateau',
    seasonalPermit: 'Permis d’éclusage saisonnier',
    vesselLength: 'Longueur du bateau',
    vesselId: 'Numéro d’immatriculation ou nom du bateau',
    vesselType: 'Type de bateau',
    sailboat: 'Voilier',
    vesselDetail: (lengthFeet, vesselId) => `${lengthFeet} pi · ${vesselId} · Voilier`,
    colon: (label) => `${label}\u00a0:`,
    price: 'Prix',
    permitHeader: 'Le formulaire n’a pas pu être soumis, car 2 erreurs ont été trouvées',
    permitErrors: [
      'Erreur 1 : Veuillez sélectionner un type de permis',
      'Erreur 2 : Numéro d’immatriculation / nom de l’embarcation - Veuillez entrer le numéro d’immatriculation ou le nom de votre embarcation',
    ],
    permitAdded: 'Le permis a été ajouté à votre panier.',
    reviewOrder: 'Vérifier la commande',
    yourCart: 'Votre panier',
    cartTitle: 'Votre panier d’achats',
    cartPath: '/fr/panier',
    cartLines: 'Articles de votre panier',
    quantity: 'Quantité',
    cartTotal: 'Total',
    adultMatch: /Adulte/,
    familyMatch: /Famille/,
    lockageMatch: /Permis d’éclusage saisonnier|Permis d’éclusage/,
    delete: 'Supprimer',
    removeTitle: 'Retirer cet article?',
    removeConfirm: 'Retirer',
    close: 'Fermer',
    promoLabel: 'Code promotionnel',
    promoApply: 'Appliquer',
    promoEmpty: 'Aucun code promotionnel saisi.',
    promoInvalid: 'Le code promotionnel saisi n’est pas valide. Veuillez vérifier le code et réessayer.',
    promoApplied: 'Code DISCOVER10 appliqué :',
    checkout: 'Passer à la caisse',
    checkoutPath: '/fr/paiement',
    purchase: 'Acheter maintenant',
    checkoutHeader: 'Le formulaire n’a pas pu être soumis en raison des erreurs suivantes.',
    checkoutErrors: [
      'le prénom ne peut pas être vide',
      'le nom de famille ne peut pas être vide',
      'La ligne d’adresse 1 ne peut pas être vide',
      'la province/l’État ne peut pas être vide',
      'la ville ne peut pas être vide',
      'le code postal/code ZIP ne peut pas être vide',
      'L’adresse courriel ne peut pas être vide',
      'La confirmation de l’adresse courriel ne peut pas être vide',
      'le téléphone ne peut pas être vide',
      'le numéro de carte de crédit n’est pas valide',
      'Mois et année d’expiration non valides',
      'Le CVV2 n’est pas valide',
      'Vous devez accepter les modalités et conditions',
    ].map((text, index) => `Erreur ${index + 1} : ${text}`),
    shippingGroup: 'Adresse de livraison',
    firstName: 'Prénom',
    lastName: 'Nom de famille',
    address1: 'Adresse, ligne 1',
    province: 'Province/État',
    ontario: 'Ontario',
    city: 'Ville',
    postalCode: 'Code postal/code ZIP',
    email: 'Adresse courriel',
    confirmEmail: 'Confirmer l’adresse courriel',
    phone: 'Numéro de téléphone',
    cardNumber: 'Numéro de carte de crédit',
    expiry: 'Date d’expiration (MM/AA)',
    cvv: 'CVV2',
    agreeToTerms: 'J’ai lu et j’accepte les modalités',
    paymentTitle: 'Renseignements de paiement',
    amexDetected: 'Carte American Express, 15 chiffres',
    noCvv: 'Cette carte n’a pas de code de sécurité.',
    taxName: 'TVH',
    estimatedArrival: 'Arrivée prévue',
    purchaseFailed: 'Votre achat n’a pas pu être effectué.',
    declined:
      'Votre carte a été refusée. Veuillez vérifier les renseignements de la carte ou utiliser une autre carte.',
    confirmationTitle: 'Merci de votre commande',
    orderNumber: 'Numéro de commande',
    subtotal: 'Sous-total',
    discount: 'Rabais',
    shipping: 'Livraison',
    orderTotal: 'Total de la commande',
    country: 'Canada',
    print: 'Imprimer',
    receiptHeading: 'Boutique de Parcs Canada – Reçu',
    mailSubject: (orderId) => `Confirmation de la commande ${orderId}`,
  },
};

/**
 * Texts compared as a reader sees them: typographic apostrophes as straight ones (the messages mix both) and
 * every kind of space (no-break, narrow no-break in French amounts) as one plain space.
 */
export const normalize = (text: string): string =>
  text
    .replace(/[’‘]/g, "'")
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();

/** CAD as the page shows it: `$1,234.50` in English, `1 234,50 $` in French, never `CA$`. */
export const money = (cents: number, lng: Lng): string =>
  normalize(
    new Intl.NumberFormat(lng === 'en' ? 'en-CA' : 'fr-CA', { style: 'currency', currency: 'CAD' })
      .format(cents / 100)
      .replace(/CA\s?\$/, '$'),
  );

/** The label/amount pairs of a `<dl>` of totals, normalized. */
export const definitionPairs = async (list: Locator): Promise<[string, string][]> => {
  const pairs = await list.evaluate((element) =>
    Array.from(element.querySelectorAll('dt')).map((term): [string, string] => [
      term.textContent ?? '',
      term.nextElementSibling?.textContent ?? '',
    ]),
  );
  return pairs.map(([term, value]) => [normalize(term), normalize(value)]);
};

/** The parts of the API's order this test compares with the page. */
export type ApiOrder = Readonly<{
  orderId: string;
  preferredLanguage: string;
  lines: readonly Readonly<{ productId: string; quantity: number; unitPriceCents: number; totalCents: number }>[];
  totals: Readonly<{
    subtotalCents: number;
    discountCents: number;
    shippingCents: number;
    taxCents: number;
    taxName: Readonly<Record<Lng, string>> | null;
    totalCents: number;
  }>;
}>;

/** A GET to the API from inside the page, with the page's own guest token (what the app itself sends). */
export const apiGet = async (page: Page, path: string, lng: Lng): Promise<{ status: number; body: unknown }> =>
  page.evaluate(
    async ({ path: url, lng: language }) => {
      const stored = window.localStorage.getItem('guestSession');
      const token = stored ? (JSON.parse(stored) as { token?: string }).token : undefined;
      const response = await fetch(url, {
        headers: { Accept: 'application/json', 'Accept-Language': language, Authorization: `Bearer ${token ?? ''}` },
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    { path, lng },
  );

export type Mail = Readonly<{ file: string; text: string }>;

/** The confirmation mails written so far (`DATA_DIR/mail/*.eml`; temporary files start with a dot). */
export const mailsIn = async (dataDir: string): Promise<Mail[]> => {
  const dir = join(dataDir, 'mail');
  const names = await readdir(dir).catch(() => [] as string[]);
  const files = names.filter((name) => name.endsWith('.eml') && !name.startsWith('.')).sort();
  return Promise.all(
    files.map(async (file) => ({
      file,
      // unfold folded header lines so a long Subject reads on one line
      text: (await readFile(join(dir, file), 'utf8')).replace(/\r?\n[ \t]+/g, ' '),
    })),
  );
};

/** A header of a raw message (first occurrence, unfolded), or null. */
export const headerOf = (mail: Mail, name: string): string | null => {
  const head = mail.text.split(/\r?\n\r?\n/)[0] ?? '';
  const line = head.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
};
