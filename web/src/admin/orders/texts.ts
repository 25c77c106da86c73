import type { Language } from '@parks/schemas/language';
import { en } from '@parks/schemas/texts/adminOrders/en';
import { fr } from '@parks/schemas/texts/adminOrders/fr';
import { fillText, pluralText, type SameKeys } from '@parks/schemas/texts/tree';
import { useLanguage } from '../../lib/text.ts';

/**
 * The orders list's own words (the list itself is the server's): the catalogue's texts, with the ones that take
 * values turned into functions.
 */
const ordersTextsIn = (language: Language) => {
  const texts: SameKeys<typeof en> = language === 'en' ? en : fr;
  return {
    ...texts,
    selectedCount: (count: number) => fillText(pluralText(language, texts.selectedCount, count), { count }),
    select: (orderId: string) => fillText(texts.select, { orderId }),
    done: (orderId: string, status: string) => fillText(texts.done, { orderId, status }),
    refused: (orderId: string, message: string) => fillText(texts.refused, { orderId, message }),
  };
};

type OrdersTexts = ReturnType<typeof ordersTextsIn>;

export const ordersTexts: Readonly<Record<Language, OrdersTexts>> = {
  en: ordersTextsIn('en'),
  fr: ordersTextsIn('fr'),
};

export const useOrdersTexts = (): OrdersTexts => ordersTexts[useLanguage()];
