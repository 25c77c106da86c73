import type { Language } from '@parks/schemas/language';
import { textOf } from '../../lib/text.ts';
import { useGetContentByNameQuery } from './contentApi.ts';

/** Aliases of the pages the app links to before their content has loaded (the seed's; content overrides them). */
const knownAliases: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  CartPage: { en: 'cart', fr: 'panier' },
  CheckoutPage: { en: 'checkout', fr: 'paiement' },
  TermsAndConditions: { en: 'terms', fr: 'modalites' },
  PassesAndOrders: { en: 'passes-and-orders', fr: 'cartes-et-commandes' },
};

/** `/{lng}/{alias}` of a named content page (CartPage, CheckoutPage, …). */
export const useContentHref = (name: string, lng: Language): string => {
  const { data } = useGetContentByNameQuery({ name, lng });
  const alias = textOf(data?.urlAlias, lng) || knownAliases[name]?.[lng] || name;
  return `/${lng}/${alias}`;
};
