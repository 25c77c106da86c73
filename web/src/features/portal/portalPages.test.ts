import { describe, expect, it } from 'vitest';
import { accountAlias, accountPageOf, categoryCrumbs, portalAlias, portalPageOf, portalPath } from './portalPages.ts';
import { canOrder } from './portalTypes.ts';

describe('portal page aliases', () => {
  it('finds a page by its alias in either language, whatever the case', () => {
    expect(portalPageOf('cart')).toBe('PortalCartPage');
    expect(portalPageOf('Panier')).toBe('PortalCartPage');
    expect(portalPageOf('mon-compte')).toBe('PortalMyAccountPage');
    expect(portalPageOf('publications')).toBeNull();
  });

  it('builds /{lng}/portal/{alias}/{segments…} with encoded segments', () => {
    expect(portalPath('en')).toBe('/en/portal');
    expect(portalPath('fr', 'PortalSearchPage', 'guide été')).toBe('/fr/portal/recherche/guide%20%C3%A9t%C3%A9');
    expect(portalAlias('PortalReviewOrderPage', 'en')).toBe('review-order');
  });
});

describe('what can be ordered', () => {
  it('takes in stock and back ordered, refuses out of stock and unavailable', () => {
    expect(canOrder('inStock')).toBe(true);
    expect(canOrder('backOrdered')).toBe(true);
    expect(canOrder('outOfStock')).toBe(false);
    expect(canOrder('unavailable')).toBe(false);
  });
});

describe('defect 13: my-account sub-pages in the page language', () => {
  it('names each sub-page in English and in French, and finds it by either', () => {
    expect(portalPath('fr', 'PortalMyAccountPage', accountAlias('orders', 'fr'))).toBe(
      '/fr/portal/mon-compte/mes-commandes',
    );
    expect(accountAlias('orders', 'en')).toBe('my-orders');
    expect(accountPageOf('my-orders')).toBe('orders');
    expect(accountPageOf('Mes-Commandes')).toBe('orders');
    expect(accountPageOf('mon-profil')).toBe('profile');
    expect(accountPageOf('mes-adresses-de-livraison')).toBe('addresses');
    expect(accountPageOf('my-account')).toBeNull();
  });
});

describe('defect 15: portal category breadcrumbs', () => {
  const category = (categoryId: string, parentId: string | null, en: string, fr: string) => ({
    categoryId,
    parentId,
    urlAlias: { en: en.toLowerCase(), fr: fr.toLowerCase() },
    displayName: { en, fr },
    imageUrl: null,
    shortDescription: { en: '', fr: '' },
    description: { en: '', fr: '' },
    displayOrder: 1,
    productCount: 0,
  });
  const publications = category('pub', null, 'Publications', 'Publications-fr');
  const calendars = category('cal', 'pub', 'Calendars', 'Calendriers');

  it('lists the parent before the category, each at its address', () => {
    expect(categoryCrumbs([publications, calendars], calendars, 'fr')).toEqual([
      { name: 'Publications-fr', href: '/fr/portal/publications-fr' },
      { name: 'Calendriers', href: '/fr/portal/publications-fr/calendriers' },
    ]);
  });

  it('shows the category alone when the list does not know it', () => {
    expect(categoryCrumbs([], calendars, 'en')).toEqual([{ name: 'Calendars', href: '/en/portal/calendars' }]);
  });
});
