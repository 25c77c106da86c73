import type { Language } from '../../language.ts';
import type { TaxKind } from '../../orders.ts';
import { bilingual } from '../bilingual.ts';

/**
 * The names of codes shown to people: vessel types (store-and-portal.md §3), tax kinds, search result types, the
 * notice widgets' locations and types, a ticked or unticked box in an exported file, and a guest or the system
 * where a staff screen names who did something. Keys are the code under
 * its kind (`tax.GST`).
 */
export const codeNames = bilingual({
  en: {
    'vesselType.power': 'Power boat',
    'vesselType.sail': 'Sailboat',
    'vesselType.houseboat': 'Houseboat',
    'vesselType.pwc': 'Personal watercraft',
    'tax.GST': 'GST',
    'tax.HST': 'HST',
    'tax.PST': 'PST',
    'tax.QST': 'QST',
    'searchType.Category': 'category',
    'searchType.Product': 'product',
    'searchType.Content': 'page',
    'noticeLocation.Panel Top': 'Panel top',
    'noticeLocation.Panel Middle': 'Panel middle',
    'noticeLocation.Panel Bottom': 'Panel bottom',
    'noticeLocation.Footer': 'Footer',
    'noticeType.icon-info': 'Information',
    'noticeType.sale-alert-info': 'Sale',
    'noticeType.alert-warning': 'Warning',
    'noticeType.alert-danger': 'Danger',
    'checkbox.yes': 'Yes',
    'checkbox.no': 'No',
    'person.guest': 'Guest',
    'person.system': 'System',
  },
  fr: {
    'vesselType.power': 'Bateau à moteur',
    'vesselType.sail': 'Voilier',
    'vesselType.houseboat': 'Bateau-maison',
    'vesselType.pwc': 'Motomarine',
    'tax.GST': 'TPS',
    'tax.HST': 'TVH',
    'tax.PST': 'TVP',
    'tax.QST': 'TVQ',
    'searchType.Category': 'catégorie',
    'searchType.Product': 'produit',
    'searchType.Content': 'page',
    'noticeLocation.Panel Top': 'Panneau du haut',
    'noticeLocation.Panel Middle': 'Panneau du milieu',
    'noticeLocation.Panel Bottom': 'Panneau du bas',
    'noticeLocation.Footer': 'Pied de page',
    'noticeType.icon-info': 'Information',
    'noticeType.sale-alert-info': 'Solde',
    'noticeType.alert-warning': 'Avertissement',
    'noticeType.alert-danger': 'Danger',
    'checkbox.yes': 'Oui',
    'checkbox.no': 'Non',
    'person.guest': 'Invité',
    'person.system': 'Système',
  },
});

/** A tax's name in the language shown (`HST` is `TVH` in French). */
export const taxKindName = (language: Language, kind: TaxKind): string => codeNames[language][`tax.${kind}`];
