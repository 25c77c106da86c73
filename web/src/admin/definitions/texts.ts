import type { Language } from '@parks/schemas/language';
import { translate } from '@parks/schemas/messages/index';
import { useLanguage } from '../../lib/text.ts';

/**
 * The renderers' own words (everything else a definition draws is the server's, already in the page language).
 * Kept in the admin chunk rather than the store's locale files, so the store's first load carries none of them.
 * A text the server also says (a failed request, a refused area, the uploads' checks) is the shared catalogue's.
 */
const en = {
  problem: translate('en', 'form.requestFailed'),
  loading: 'Loading…',
  empty: 'No records found.',
  search: 'Search',
  keyword: 'Keyword',
  reset: 'Reset',
  advancedSearch: 'Advanced search',
  showAll: 'Show all',
  loadMore: 'LOAD MORE',
  actions: 'Actions',
  yes: 'Yes',
  no: 'No',
  confirmDelete: 'Delete this record?',
  confirmDeleteText: 'Are you sure you want to delete this record?',
  confirm: 'Delete',
  cancel: 'Cancel',
  blockType: 'Block type',
  unsupportedWidget: (name: string) => `This field (${name}) cannot be edited here: its editor is not available.`,
  chooseFiles: 'Choose files',
  addValue: 'Add a value',
  valueNumber: (index: number) => `Value ${index}`,
  addNotice: 'Add a notice',
  noticeNumber: (index: number) => `Notice ${index}`,
  noticeLocation: 'Location',
  noticeType: 'Type',
  noticeTextEn: 'Text (English)',
  noticeTextFr: 'Text (French)',
  remove: (name: string) => `Remove ${name}`,
  cropTitle: 'Crop the image',
  zoom: 'Zoom',
  useImage: 'Use this image',
  imageFailed: (message: string) => `Oops, something went wrong: ${message}`,
  active: 'Active',
  inactive: 'Inactive',
  order: 'Order',
  summary: 'Summary',
  print: 'Print',
  changeFilters: 'Change the filters',
  noPermission: translate('en', 'auth.permissionDenied'),
} as const;

export type Texts = { readonly [K in keyof typeof en]: (typeof en)[K] extends string ? string : (typeof en)[K] };

const fr: Texts = {
  problem: translate('fr', 'form.requestFailed'),
  loading: 'Chargement…',
  empty: 'Aucun enregistrement trouvé.',
  search: 'Rechercher',
  keyword: 'Mot-clé',
  reset: 'Réinitialiser',
  advancedSearch: 'Recherche avancée',
  showAll: 'Tout afficher',
  loadMore: 'AFFICHER PLUS',
  actions: 'Actions',
  yes: 'Oui',
  no: 'Non',
  confirmDelete: 'Supprimer cet enregistrement?',
  confirmDeleteText: 'Voulez-vous vraiment supprimer cet enregistrement?',
  confirm: 'Supprimer',
  cancel: 'Annuler',
  blockType: 'Type de bloc',
  unsupportedWidget: (name) => `Ce champ (${name}) ne peut pas être modifié ici : son éditeur n’est pas disponible.`,
  addValue: 'Ajouter une valeur',
  valueNumber: (index) => `Valeur ${index}`,
  addNotice: 'Ajouter un avis',
  noticeNumber: (index) => `Avis ${index}`,
  noticeLocation: 'Emplacement',
  noticeType: 'Type',
  noticeTextEn: 'Texte (anglais)',
  noticeTextFr: 'Texte (français)',
  chooseFiles: 'Choisir des fichiers',
  remove: (name) => `Retirer ${name}`,
  cropTitle: 'Recadrer l’image',
  zoom: 'Zoom',
  useImage: 'Utiliser cette image',
  imageFailed: (message) => `Oups, une erreur est survenue : ${message}`,
  active: 'Actif',
  inactive: 'Inactif',
  order: 'Ordre',
  summary: 'Sommaire',
  print: 'Imprimer',
  changeFilters: 'Modifier les filtres',
  noPermission: translate('fr', 'auth.permissionDenied'),
};

export const adminTexts: Readonly<Record<Language, Texts>> = { en, fr };

export const useAdminTexts = (): Texts => adminTexts[useLanguage()];
