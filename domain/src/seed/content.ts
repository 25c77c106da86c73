import type { Localized } from '@parks/schemas/catalog';
import { customerService } from '@parks/schemas/store';
import type { SeedContentRecord } from './records.ts';

/**
 * Content of the public store, fetched by name (store-and-portal.md section 2). A name can have a body (location
 * null) and blocks (PanelTop: red alerts at the top; PanelRight: sidebar cards). Pages reachable by URL carry an
 * alias per language; those aliases and the category aliases are the store's URL aliases.
 */
export const contentNames = {
  header: 'HeaderSection',
  topFooter: 'TopFooterSection',
  bottomFooter: 'BottomFooterSection',
  otherLocations: 'OtherLocationsModal',
  cart: 'CartPage',
  checkout: 'CheckoutPage',
  confirmation: 'ConfirmationPage',
  /** Blocks the confirmation adds when the order holds a boating permit (lockage or mooring). */
  boatingConfirmation: 'BoatingConfirmationPage',
  notFound: 'NotFoundPage',
  terms: 'TermsAndConditions',
  passesAndOrders: 'PassesAndOrders',
  splash: 'B2CSPLASHPAGE',
  home: 'HomePage',
  vesselLength: 'VesselLengthModal',
  vesselName: 'VesselNameModal',
  cvv2: 'Cvv2Modal',
  newsletter: 'NewsletterTermsModal',
} as const;

/** The portal's simple content pages (store b2b), fetched by name like the store's. */
export const portalContentNames = {
  contactUs: 'PortalContactUsPage',
  help: 'PortalHelpPage',
  shippingAndDelivery: 'PortalShippingAndDelivery',
} as const;

/** What a piece of content says: the table below holds one per record, in load order. */
const text = <const Id extends string>(contentId: Id, name: string, title: Localized, html: Localized) => ({
  contentId,
  name,
  title,
  html,
});

const phone = customerService.phone;
const email = customerService.email;

// The header's category links are the store's menu (GET /api/store/GetMenu: the top-level categories placed in
// it); the header content adds the links that are not categories.
const texts = [
  text(
    'content-header',
    contentNames.header,
    { en: 'Parks Canada Store', fr: 'Boutique de Parcs Canada' },
    {
      en: '<nav aria-label="Store"><ul><li><a href="/en/passes-and-orders">Passes and orders</a></li></ul></nav>',
      fr: '<nav aria-label="Boutique"><ul><li><a href="/fr/cartes-et-commandes">Cartes et commandes</a></li></ul></nav>',
    },
  ),
  text(
    'content-top-footer',
    contentNames.topFooter,
    { en: 'Need help?', fr: 'Besoin d’aide?' },
    {
      en: `<p>Call us at <a href="tel:${phone}">${phone}</a>, Monday to Friday, 8 a.m. to 8 p.m. Eastern time. <a href="/en/passes-and-orders#faq">Frequently asked questions</a></p>`,
      fr: `<p>Appelez-nous au <a href="tel:${phone}">${phone}</a>, du lundi au vendredi, de 8 h à 20 h, heure de l’Est. <a href="/fr/cartes-et-commandes#faq">Foire aux questions</a></p>`,
    },
  ),
  text(
    'content-bottom-footer',
    contentNames.bottomFooter,
    { en: 'About this site', fr: 'À propos de ce site' },
    {
      en: '<ul><li><a href="/en/terms">Terms and conditions</a></li><li><a href="/en/terms#privacy">Privacy</a></li><li><a href="https://parks.canada.ca">Parks Canada</a></li></ul>',
      fr: '<ul><li><a href="/fr/modalites">Modalités</a></li><li><a href="/fr/modalites#confidentialite">Confidentialité</a></li><li><a href="https://parcs.canada.ca">Parcs Canada</a></li></ul>',
    },
  ),
  text(
    'content-other-locations',
    contentNames.otherLocations,
    { en: 'Other places', fr: 'Autres lieux' },
    {
      en: '<p>Single-location passes for historic sites and marine conservation areas are sold on site. Check the website of the place you plan to visit for its fees and opening dates.</p>',
      fr: '<p>Les laissez-passer pour les lieux historiques et les aires marines nationales de conservation sont vendus sur place. Consultez le site Web du lieu que vous prévoyez visiter pour connaître ses droits et ses dates d’ouverture.</p>',
    },
  ),
  text(
    'content-cart',
    contentNames.cart,
    { en: 'Your cart', fr: 'Votre panier' },
    {
      en: '<p>Review your items. Shipping and taxes are calculated at checkout.</p>',
      fr: '<p>Vérifiez vos articles. Les frais de livraison et les taxes sont calculés à la caisse.</p>',
    },
  ),
  text(
    'content-checkout',
    contentNames.checkout,
    { en: 'Checkout', fr: 'Paiement' },
    {
      en: '<p>Enter your shipping address and payment information. Fields marked (required) must be filled in.</p>',
      fr: '<p>Entrez votre adresse de livraison et vos renseignements de paiement. Les champs marqués (obligatoire) doivent être remplis.</p>',
    },
  ),
  text(
    'content-confirmation',
    contentNames.confirmation,
    { en: 'Thank you for your order', fr: 'Merci de votre commande' },
    {
      en: '<p>A confirmation has been sent to your e-mail address. Print this page: it serves as a temporary pass until your card arrives.</p>',
      fr: '<p>Une confirmation a été envoyée à votre adresse courriel. Imprimez cette page : elle tient lieu de carte temporaire jusqu’à la réception de votre carte.</p>',
    },
  ),
  text(
    'content-confirmation-top',
    contentNames.boatingConfirmation,
    { en: 'Keep your receipt', fr: 'Conservez votre reçu' },
    {
      en: '<p>Boating permits must be displayed on your vessel; print your receipt before you reach the first lock.</p>',
      fr: '<p>Les permis de navigation doivent être affichés sur votre bateau; imprimez votre reçu avant d’arriver à la première écluse.</p>',
    },
  ),
  text(
    'content-confirmation-plan',
    contentNames.confirmation,
    { en: 'Plan your visit', fr: 'Planifiez votre visite' },
    {
      en: '<p>Opening dates, trail conditions and reservations for the places you will visit.</p>',
      fr: '<p>Dates d’ouverture, état des sentiers et réservations pour les lieux que vous visiterez.</p>',
    },
  ),
  text(
    'content-confirmation-more',
    contentNames.confirmation,
    { en: 'Going boating?', fr: 'Vous partez en bateau?' },
    {
      en: '<p>Add a lockage or mooring permit for the historic canals.</p>',
      fr: '<p>Ajoutez un permis d’éclusage ou d’amarrage pour les canaux historiques.</p>',
    },
  ),
  text(
    'content-not-found',
    contentNames.notFound,
    { en: 'We couldn’t find that page', fr: 'Nous n’avons pas trouvé cette page' },
    {
      en: '<p>The page you are looking for has moved or no longer exists. <a href="/en">Return to the store home page</a>.</p>',
      fr: '<p>La page que vous cherchez a été déplacée ou n’existe plus. <a href="/fr">Retourner à l’accueil de la boutique</a>.</p>',
    },
  ),
  text(
    'content-terms',
    contentNames.terms,
    { en: 'Terms and conditions', fr: 'Modalités' },
    {
      en: '<h2 id="sales">Conditions of sale</h2><p>Prices are in Canadian dollars and include no taxes; taxes are charged according to the shipping address.</p><h2 id="refunds">Refunds</h2><p>Unused passes may be refunded within 30 days of purchase. Boating permits are refundable until the first lockage.</p><h2 id="privacy">Privacy</h2><p>Your personal information is used only to process your order, in accordance with the <i>Privacy Act</i>.</p>',
      fr: '<h2 id="ventes">Conditions de vente</h2><p>Les prix sont en dollars canadiens et n’incluent pas les taxes; les taxes sont calculées selon l’adresse de livraison.</p><h2 id="remboursements">Remboursements</h2><p>Les cartes inutilisées peuvent être remboursées dans les 30 jours suivant l’achat. Les permis de navigation sont remboursables jusqu’au premier éclusage.</p><h2 id="confidentialite">Confidentialité</h2><p>Vos renseignements personnels servent uniquement à traiter votre commande, conformément à la <i>Loi sur la protection des renseignements personnels</i>.</p>',
    },
  ),
  text(
    'content-passes-and-orders',
    contentNames.passesAndOrders,
    { en: 'Passes and orders', fr: 'Cartes et commandes' },
    {
      en: '<h2 id="places">Where can I use my pass?</h2><p>The Discovery Pass is accepted at over 80 national parks, national historic sites and national marine conservation areas.</p><h2 id="delivery">When will my pass arrive?</h2><p>Allow 10 to 14 business days for standard delivery in Canada.</p><h2 id="faq">Frequently asked questions</h2><p>Lost your pass? Call 1-800-203-7982 with your order number.</p>',
      fr: '<h2 id="lieux">Où puis-je utiliser ma carte?</h2><p>La carte d’entrée Découverte est acceptée dans plus de 80 parcs nationaux, lieux historiques nationaux et aires marines nationales de conservation.</p><h2 id="livraison">Quand recevrai-je ma carte?</h2><p>Prévoyez de 10 à 14 jours ouvrables pour la livraison standard au Canada.</p><h2 id="faq">Foire aux questions</h2><p>Vous avez perdu votre carte? Composez le 1-800-203-7982 avec votre numéro de commande.</p>',
    },
  ),
  text(
    'content-splash',
    contentNames.splash,
    { en: 'The store is closed for maintenance', fr: 'La boutique est fermée pour maintenance' },
    {
      en: '<p>The Parks Canada Store will be back shortly. Thank you for your patience.</p>',
      fr: '<p>La Boutique de Parcs Canada sera de retour sous peu. Merci de votre patience.</p>',
    },
  ),
  text(
    'content-home',
    contentNames.home,
    { en: 'Parks Canada Store', fr: 'Boutique de Parcs Canada' },
    {
      en: '<p>Buy your passes and boating permits online and start exploring.</p>',
      fr: '<p>Achetez vos cartes et vos permis de navigation en ligne et partez à la découverte.</p>',
    },
  ),
  text(
    'content-home-alert',
    contentNames.home,
    { en: 'Holiday shipping', fr: 'Livraison des Fêtes' },
    {
      en: '<p>Order by December 10 for delivery before the holidays.</p>',
      fr: '<p>Commandez avant le 10 décembre pour une livraison avant les Fêtes.</p>',
    },
  ),
  text(
    'content-vessel-length',
    contentNames.vesselLength,
    { en: 'Vessel length', fr: 'Longueur du bateau' },
    {
      en: '<p>Measure your vessel from the tip of the bow to the end of the stern, including swim platforms and motors. Vessels of 12 feet or under pay the 12-foot rate.</p>',
      fr: '<p>Mesurez votre bateau de l’extrémité de la proue à l’extrémité de la poupe, y compris les plateformes de baignade et les moteurs. Les bateaux de 12 pieds ou moins paient le tarif de 12 pieds.</p>',
    },
  ),
  text(
    'content-vessel-name',
    contentNames.vesselName,
    { en: 'Where to find your vessel name', fr: 'Où trouver le nom de votre bateau' },
    {
      en: '<p>Enter the licence number shown on both sides of the bow (for example 12E3456), or the name painted on the stern.</p>',
      fr: '<p>Entrez le numéro de permis inscrit des deux côtés de la proue (par exemple 12E3456) ou le nom peint sur la poupe.</p>',
    },
  ),
  text(
    'content-cvv2',
    contentNames.cvv2,
    { en: 'What is the CVV2?', fr: 'Qu’est-ce que le CVV2?' },
    {
      en: '<p>The CVV2 is the 3-digit code on the back of your card, or the 4-digit code on the front of an American Express card.</p>',
      fr: '<p>Le CVV2 est le code à 3 chiffres au verso de votre carte, ou le code à 4 chiffres au recto d’une carte American Express.</p>',
    },
  ),
  text(
    'content-newsletter',
    contentNames.newsletter,
    { en: 'Parks Canada e-news', fr: 'Infolettre de Parcs Canada' },
    {
      en: '<p>By subscribing you agree to receive e-mails about Parks Canada places and programs. You can unsubscribe at any time.</p>',
      fr: '<p>En vous abonnant, vous acceptez de recevoir des courriels sur les lieux et les programmes de Parcs Canada. Vous pouvez vous désabonner en tout temps.</p>',
    },
  ),
  text(
    'content-portal-contact-us',
    portalContentNames.contactUs,
    { en: 'Contact us', fr: 'Contactez-nous' },
    {
      en: `<p>Call <a href="tel:${phone}">${phone}</a>, Monday to Friday, 8 a.m. to 8 p.m. Eastern time, or write to <a href="mailto:${email}">${email}</a>. Please have your CPC customer number at hand.</p>`,
      fr: `<p>Composez le <a href="tel:${phone}">${phone}</a>, du lundi au vendredi, de 8 h à 20 h, heure de l’Est, ou écrivez-nous à <a href="mailto:${email}">${email}</a>. Ayez votre numéro de client SCP à portée de main.</p>`,
    },
  ),
  text(
    'content-portal-help',
    portalContentNames.help,
    { en: 'Help', fr: 'Aide' },
    {
      en: '<h2 id="ordering">Ordering</h2><p>Choose a product, its options and a quantity within its minimum and maximum, then check out with your CPC customer number.</p><h2 id="approval">Approval</h2><p>Some accounts need each order approved before it goes to production; you will find them under My orders, Waiting for approval.</p>',
      fr: '<h2 id="commander">Commander</h2><p>Choisissez un produit, ses options et une quantité entre son minimum et son maximum, puis passez à la caisse avec votre numéro de client SCP.</p><h2 id="approbation">Approbation</h2><p>Pour certains comptes, chaque commande doit être approuvée avant sa production; vous les trouverez sous Mes commandes, En attente d’approbation.</p>',
    },
  ),
  text(
    'content-portal-shipping',
    portalContentNames.shippingAndDelivery,
    { en: 'Shipping and delivery', fr: 'Expédition et livraison' },
    {
      en: '<p>Orders ship by Ground or Express once printed. Ship complete waits for every item; ship as available sends each item when it is ready. Shipping fees are shown at checkout.</p>',
      fr: '<p>Les commandes sont expédiées par voie terrestre ou express une fois imprimées. L’expédition complète attend tous les articles; l’expédition au fur et à mesure envoie chaque article dès qu’il est prêt. Les frais d’expédition sont indiqués à la caisse.</p>',
    },
  ),
];

type ContentText = (typeof texts)[number];
type Placement = Partial<Omit<SeedContentRecord, keyof ContentText>>;

/**
 * Where a piece of content differs from a store body (b2c, no panel, alias, image or link, first in its place):
 * pages reachable by URL, blocks of a panel, and the portal's pages.
 */
const placements: Partial<Record<ContentText['contentId'], Placement>> = {
  'content-cart': { urlAlias: { en: 'cart', fr: 'panier' } },
  'content-checkout': { urlAlias: { en: 'checkout', fr: 'paiement' } },
  'content-confirmation': { urlAlias: { en: 'confirmation', fr: 'confirmation' } },
  'content-confirmation-top': { location: 'PanelTop' },
  'content-confirmation-plan': {
    location: 'PanelRight',
    imageUrl: 'images/content/plan-your-visit.svg',
    linkUrl: 'https://parks.canada.ca/voyage-travel',
    linkTitle: { en: 'Plan your visit', fr: 'Planifiez votre visite' },
  },
  'content-confirmation-more': {
    location: 'PanelRight',
    displayOrder: 2,
    imageUrl: 'images/content/lockage.svg',
    linkUrl: '/eclusage-amarrage-lockage-mooring',
    linkTitle: { en: 'Lockage and mooring permits', fr: 'Permis d’éclusage et d’amarrage' },
  },
  'content-terms': { urlAlias: { en: 'terms', fr: 'modalites' } },
  'content-passes-and-orders': { urlAlias: { en: 'passes-and-orders', fr: 'cartes-et-commandes' } },
  'content-splash': {
    imageUrl: 'images/content/splash.svg',
    imageCaption: { en: 'Moraine Lake, Banff National Park', fr: 'Lac Moraine, parc national Banff' },
  },
  'content-home-alert': { location: 'PanelTop' },
  'content-cvv2': { imageUrl: 'images/content/cvv2.svg' },
  'content-portal-contact-us': { storeCode: 'b2b' },
  'content-portal-help': { storeCode: 'b2b' },
  'content-portal-shipping': { storeCode: 'b2b' },
};

/** A content record: a store body's defaults, then what its placement changes, then its text. */
const content = (row: ContentText): SeedContentRecord => ({
  storeCode: 'b2c',
  location: null,
  imageUrl: null,
  linkUrl: null,
  linkTitle: null,
  urlAlias: null,
  displayOrder: 1,
  imageCaption: null,
  ...placements[row.contentId],
  ...row,
});

export const seedContent: readonly SeedContentRecord[] = texts.map(content);
