import type { Language } from '@parks/schemas/language';
import { useLanguage } from '../../lib/text.ts';

/** The orders list's own words: the b2b Actions panel and its results (the list itself is the server's). */
const en = {
  panel: 'Actions',
  selectedCount: (count: number) => (count === 1 ? '1 order selected' : `${count} orders selected`),
  action: 'Action',
  chooseAction: 'Choose an action',
  reason: 'Reason (required to decline)',
  apply: 'Apply to the selected orders',
  select: (orderId: string) => `Select order ${orderId}`,
  results: 'Results',
  done: (orderId: string, status: string) => `${orderId}: done, now ${status}.`,
  refused: (orderId: string, message: string) => `${orderId}: not changed. ${message}`,
  noneSelected: 'Select at least one order in Pending Approval.',
} as const;

type OrdersTexts = { readonly [K in keyof typeof en]: (typeof en)[K] extends string ? string : (typeof en)[K] };

const fr: OrdersTexts = {
  panel: 'Actions',
  selectedCount: (count) => (count <= 1 ? `${count} commande sélectionnée` : `${count} commandes sélectionnées`),
  action: 'Action',
  chooseAction: 'Choisissez une action',
  reason: 'Motif (obligatoire pour refuser)',
  apply: 'Appliquer aux commandes sélectionnées',
  select: (orderId) => `Sélectionner la commande ${orderId}`,
  results: 'Résultats',
  done: (orderId, status) => `${orderId} : fait, maintenant ${status}.`,
  refused: (orderId, message) => `${orderId} : inchangée. ${message}`,
  noneSelected: 'Sélectionnez au moins une commande en attente d’approbation.',
};

export const ordersTexts: Readonly<Record<Language, OrdersTexts>> = { en, fr };

export const useOrdersTexts = (): OrdersTexts => ordersTexts[useLanguage()];
