import { bilingual } from '../bilingual.ts';

/** The Orders report's title and its totals' captions. */
export const ordersReportTexts = bilingual({
  en: { title: 'Orders', orders: 'Orders', sum: 'Total ordered' },
  fr: { title: 'Commandes', orders: 'Commandes', sum: 'Total commandé' },
});
