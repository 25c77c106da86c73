import { bilingual } from '../bilingual.ts';

/** The captions of an entity's notices table (api/src/admin/resources/noticesOf.ts). */
export const noticesScreen = bilingual({
  en: { title: 'Notices', text: 'Text', location: 'Location', type: 'Type' },
  fr: { title: 'Avis', text: 'Texte', location: 'Emplacement', type: 'Type' },
});
