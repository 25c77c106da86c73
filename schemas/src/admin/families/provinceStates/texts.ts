import { bilingual } from '../../../texts/bilingual.ts';

/** The screen texts of Provinces and states. */
export const provinceStatesScreen = bilingual({
  en: {
    'title.list': 'Provinces and territories',
    'title.edit': 'Edit province or territory',
    'title.details': 'Province or territory details',
    code: 'Code',
    name: 'Name',
    name_EN: 'Name (English)',
    name_FR: 'Name (French)',
    gst: 'GST (%)',
    hst: 'HST (%)',
    pst: 'PST (%)',
    qst: 'QST (%)',
    taxName_EN: 'Receipt tax label (English)',
    taxName_FR: 'Receipt tax label (French)',
  },
  fr: {
    'title.list': 'Provinces et territoires',
    'title.edit': 'Modifier la province ou le territoire',
    'title.details': 'Détails de la province ou du territoire',
    code: 'Code',
    name: 'Nom',
    name_EN: 'Nom (anglais)',
    name_FR: 'Nom (français)',
    gst: 'TPS (%)',
    hst: 'TVH (%)',
    pst: 'TVP (%)',
    qst: 'TVQ (%)',
    taxName_EN: 'Libellé de taxe du reçu (anglais)',
    taxName_FR: 'Libellé de taxe du reçu (français)',
  },
});
