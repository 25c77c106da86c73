import type { Language } from '@parks/schemas/language';
import { useLanguage } from '../../lib/text.ts';

/**
 * The renderers' own words (everything else a definition draws is the server's, already in the page language).
 * Kept in the admin chunk rather than the store's locale files, so the store's first load carries none of them.
 */
const en = {
  problem: 'Error: There was a problem processing your request',
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
  remove: (name: string) => `Remove ${name}`,
  cropTitle: 'Crop the image',
  zoom: 'Zoom',
  useImage: 'Use this image',
  badType: (type: string) => `'${type}' is not a supported format.`,
  tooLarge: (name: string) => `'${name}' is too large, please pick a smaller file.`,
  tooManyImages: (limit: number) => `Only ${limit} images can be uploaded per product`,
  tooManyFiles: (limit: number) => `Only ${limit} files can be uploaded`,
  imageFailed: (message: string) => `Oops, something went wrong: ${message}`,
  active: 'Active',
  inactive: 'Inactive',
  order: 'Order',
  summary: 'Summary',
  noPermission: 'You do not have permission to access this section.',
} as const;

export type Texts = { readonly [K in keyof typeof en]: (typeof en)[K] extends string ? string : (typeof en)[K] };

const fr: Texts = {
  problem: 'Erreur : un problème est survenu lors du traitement de votre demande',
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
  chooseFiles: 'Choisir des fichiers',
  remove: (name) => `Retirer ${name}`,
  cropTitle: 'Recadrer l’image',
  zoom: 'Zoom',
  useImage: 'Utiliser cette image',
  badType: (type) => `« ${type} » n’est pas un format pris en charge.`,
  tooLarge: (name) => `« ${name} » est trop volumineux, veuillez choisir un fichier plus petit.`,
  tooManyImages: (limit) => `Seulement ${limit} images peuvent être téléversées par produit`,
  tooManyFiles: (limit) => `Seulement ${limit} fichiers peuvent être téléversés`,
  imageFailed: (message) => `Oups, une erreur est survenue : ${message}`,
  active: 'Actif',
  inactive: 'Inactif',
  order: 'Ordre',
  summary: 'Sommaire',
  noPermission: 'Vous n’avez pas la permission d’accéder à cette section.',
};

export const adminTexts: Readonly<Record<Language, Texts>> = { en, fr };

export const useAdminTexts = (): Texts => adminTexts[useLanguage()];
