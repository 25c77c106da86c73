import type { SameKeys } from '../tree.ts';
import type { en } from './en.ts';

/** The French texts of the namespace, typed against the English keys. */
export const fr: SameKeys<typeof en> = {
  panel: 'Actions',
  selectedCount: { one: '{{count}} commande sélectionnée', other: '{{count}} commandes sélectionnées' },
  action: 'Action',
  chooseAction: 'Choisissez une action',
  reason: 'Motif (obligatoire pour refuser)',
  apply: 'Appliquer aux commandes sélectionnées',
  select: 'Sélectionner la commande {{orderId}}',
  results: 'Résultats',
  done: '{{orderId}} : fait, maintenant {{status}}.',
  refused: '{{orderId}} : inchangée. {{message}}',
  noneSelected: 'Sélectionnez au moins une commande en attente d’approbation.',
};
