import { bilingual } from '../../../texts/bilingual.ts';

/** The screen texts of Shippings. */
export const shippingsScreen = bilingual({
  en: {
    'title.list': 'Shipping fees',
    'title.create': 'New shipping fee',
    'title.clone': 'Clone shipping fee',
    'title.edit': 'Edit shipping fee',
    'title.delete': 'Delete shipping fee',
    'title.details': 'Shipping fee details',
    method: 'Method',
    region: 'Region',
    fee: 'Fee ($)',
    transitDays: 'Transit time (days)',
    standard: 'Standard',
    express: 'Express',
    CA: 'Canada',
    US: 'United States',
    INTL: 'International',
  },
  fr: {
    'title.list': 'Frais de livraison',
    'title.create': 'Nouveaux frais de livraison',
    'title.clone': 'Cloner les frais de livraison',
    'title.edit': 'Modifier les frais de livraison',
    'title.delete': 'Supprimer les frais de livraison',
    'title.details': 'Détails des frais de livraison',
    method: 'Mode',
    region: 'Région',
    fee: 'Frais ($)',
    transitDays: 'Délai (jours)',
    standard: 'Standard',
    express: 'Express',
    CA: 'Canada',
    US: 'États-Unis',
    INTL: 'International',
  },
});
