import type { Language } from '@parks/schemas/language';
import { useLanguage } from '../../lib/text.ts';

/** The ops page's own words (the server's messages come translated). */
const en = {
  loading: 'Loading the projections and queues…',
  loadFailed: 'The projections and queues could not be read.',
  projections: 'Projections',
  projection: 'Projection',
  status: 'Status',
  statuses: {
    catchingUp: 'Catching up',
    live: 'Live',
    rebuilding: 'Rebuilding',
    stopped: 'Stopped',
    failed: 'Failed',
  },
  position: 'Position',
  lag: 'Lag (events)',
  lastError: 'Last error',
  none: 'None',
  actions: 'Actions',
  rebuild: 'Rebuild',
  rebuildOf: (name: string) => `Rebuild ${name}`,
  progress: (name: string) => `Rebuild of ${name}`,
  remaining: (count: number, collection: string) =>
    `Filling ${collection}: ${count === 1 ? '1 event' : `${count.toLocaleString('en-CA')} events`} to go.`,
  rebuildTitle: (name: string) => `Rebuild the projection ${name}?`,
  rebuildExplain:
    'It is rebuilt from the whole event log into a new collection while the current one keeps answering; the new one takes over once it has caught up.',
  reason: 'Reason',
  startRebuild: 'Start the rebuild',
  swapped: (name: string, collection: string) => `${name} was rebuilt: it now reads ${collection}.`,
  queues: 'Worker queues',
  queue: 'Queue',
  waiting: 'Waiting',
  active: 'Active',
  delayed: 'Delayed',
  failed: 'Failed',
  completed: 'Completed',
  noQueues: 'This server has no connection to the worker queues.',
  failedJobs: (queue: string) => `Failed jobs of ${queue}`,
  job: 'Job',
  attempts: 'Attempts',
  failedAt: 'Failed at',
  retry: 'Retry',
  retryOf: (id: string) => `Retry job ${id}`,
  retryTitle: (id: string) => `Send job ${id} back to its queue?`,
  confirmRetry: 'Retry the job',
} as const;

type OpsTexts = {
  readonly [K in keyof typeof en]: (typeof en)[K] extends string
    ? string
    : (typeof en)[K] extends Readonly<Record<string, string>>
      ? Readonly<Record<keyof (typeof en)[K], string>>
      : (typeof en)[K];
};

const fr: OpsTexts = {
  loading: 'Lecture des projections et des files…',
  loadFailed: 'Les projections et les files n’ont pas pu être lues.',
  projections: 'Projections',
  projection: 'Projection',
  status: 'État',
  statuses: {
    catchingUp: 'En rattrapage',
    live: 'À jour',
    rebuilding: 'En reconstruction',
    stopped: 'Arrêtée',
    failed: 'En échec',
  },
  position: 'Position',
  lag: 'Retard (événements)',
  lastError: 'Dernière erreur',
  none: 'Aucune',
  actions: 'Actions',
  rebuild: 'Reconstruire',
  rebuildOf: (name) => `Reconstruire ${name}`,
  progress: (name) => `Reconstruction de ${name}`,
  remaining: (count, collection) =>
    `Remplissage de ${collection} : ${count <= 1 ? `${count} événement` : `${count.toLocaleString('fr-CA')} événements`} restants.`,
  rebuildTitle: (name) => `Reconstruire la projection ${name} ?`,
  rebuildExplain:
    'Elle est reconstruite à partir de tout le journal d’événements dans une nouvelle collection pendant que l’actuelle continue de répondre ; la nouvelle prend le relais une fois à jour.',
  reason: 'Raison',
  startRebuild: 'Lancer la reconstruction',
  swapped: (name, collection) => `${name} a été reconstruite : elle lit maintenant ${collection}.`,
  queues: 'Files de travaux',
  queue: 'File',
  waiting: 'En attente',
  active: 'En cours',
  delayed: 'Différés',
  failed: 'En échec',
  completed: 'Terminés',
  noQueues: 'Ce serveur n’est pas relié aux files de travaux.',
  failedJobs: (queue) => `Travaux en échec de ${queue}`,
  job: 'Travail',
  attempts: 'Tentatives',
  failedAt: 'Échec le',
  retry: 'Relancer',
  retryOf: (id) => `Relancer le travail ${id}`,
  retryTitle: (id) => `Remettre le travail ${id} dans sa file ?`,
  confirmRetry: 'Relancer le travail',
};

export const opsTexts: Readonly<Record<Language, OpsTexts>> = { en, fr };

export const useOpsTexts = (): OpsTexts => opsTexts[useLanguage()];
