import type { Language } from '@parks/schemas/language';
import type { PortalCategoryDto } from '@parks/schemas/portal';

/** The portal's named pages (section 2) and their aliases per language. */
export const portalPageNames = [
  'PortalSearchPage',
  'PortalCartPage',
  'PortalCheckoutPage',
  'PortalReviewOrderPage',
  'PortalConfirmationPage',
  'PortalOrderDetailsPage',
  'PortalMyAccountPage',
  'PortalProductPage',
  'PortalContactUsPage',
  'PortalHelpPage',
  'PortalShippingAndDelivery',
] as const;
export type PortalPageName = (typeof portalPageNames)[number];

const aliases: Readonly<Record<PortalPageName, Readonly<Record<Language, string>>>> = {
  PortalSearchPage: { en: 'search', fr: 'recherche' },
  PortalCartPage: { en: 'cart', fr: 'panier' },
  PortalCheckoutPage: { en: 'checkout', fr: 'paiement' },
  PortalReviewOrderPage: { en: 'review-order', fr: 'revision-commande' },
  PortalConfirmationPage: { en: 'confirmation', fr: 'confirmation' },
  PortalOrderDetailsPage: { en: 'order-details', fr: 'details-commande' },
  PortalMyAccountPage: { en: 'my-account', fr: 'mon-compte' },
  PortalProductPage: { en: 'product', fr: 'produit' },
  PortalContactUsPage: { en: 'contact-us', fr: 'contactez-nous' },
  PortalHelpPage: { en: 'help', fr: 'aide' },
  PortalShippingAndDelivery: { en: 'shipping-and-delivery', fr: 'expedition-et-livraison' },
};

/** The page an alias names, in either language (the address is then rewritten to the page language's alias). */
export const portalPageOf = (alias: string): PortalPageName | null => {
  const wanted = alias.toLowerCase();
  return portalPageNames.find((name) => aliases[name].en === wanted || aliases[name].fr === wanted) ?? null;
};

export const portalAlias = (name: PortalPageName, lng: Language): string => aliases[name][lng];

/** /{lng}/portal/{alias}/{rest…}. */
export const portalPath = (lng: Language, name?: PortalPageName, ...rest: readonly string[]): string =>
  [`/${lng}/portal`, ...(name ? [portalAlias(name, lng)] : []), ...rest.map(encodeURIComponent)].join('/');

/** The my-account sub-pages (section 2), with their address segment per language. */
export const accountPages = ['profile', 'addresses', 'orders'] as const;
export type AccountPage = (typeof accountPages)[number];

const accountAliases: Readonly<Record<AccountPage, Readonly<Record<Language, string>>>> = {
  profile: { en: 'my-profile', fr: 'mon-profil' },
  addresses: { en: 'my-shipping-addresses', fr: 'mes-adresses-de-livraison' },
  orders: { en: 'my-orders', fr: 'mes-commandes' },
};

export const accountAlias = (page: AccountPage, lng: Language): string => accountAliases[page][lng];

/** The sub-page a segment names, in either language (the address is then rewritten to the page language's). */
export const accountPageOf = (segment: string): AccountPage | null => {
  const wanted = segment.toLowerCase();
  return accountPages.find((page) => accountAliases[page].en === wanted || accountAliases[page].fr === wanted) ?? null;
};

/**
 * The breadcrumbs of a category: its ancestors from the top, then itself (Printed publications › Calendars), each
 * at its address (a child under its parent's alias). Only the category itself when the list does not know it.
 */
export const categoryCrumbs = (
  categories: readonly PortalCategoryDto[],
  category: Pick<PortalCategoryDto, 'categoryId' | 'displayName' | 'urlAlias'>,
  lng: Language,
): { name: string; href: string }[] => {
  const byId = new Map(categories.map((entry) => [entry.categoryId, entry]));
  const trail: Pick<PortalCategoryDto, 'displayName' | 'urlAlias'>[] = [category];
  const seen = new Set([category.categoryId]);
  for (let parent = byId.get(category.categoryId)?.parentId ?? null; parent !== null && !seen.has(parent); ) {
    const entry = byId.get(parent);
    if (!entry) break;
    trail.unshift(entry);
    seen.add(parent);
    parent = entry.parentId;
  }
  return trail.map((entry, index) => {
    const above = trail[index - 1];
    const segments = above ? [above.urlAlias[lng], entry.urlAlias[lng]] : [entry.urlAlias[lng]];
    return { name: entry.displayName[lng], href: portalPath(lng, undefined, ...segments) };
  });
};
