import { bilingual } from '../bilingual.ts';

/** The texts every back-office screen uses, under a resource's own (api/src/admin/forms.ts). */
export const commonScreen = bilingual({
  en: {
    save: 'Save',
    uat: 'Send to UAT',
    publish: 'Publish',
    cancel: 'Cancel',
    add: 'Add',
    edit: 'Edit',
    clone: 'Clone',
    editButton: 'Edit',
    cloneButton: 'Clone',
    remove: 'Delete',
    generate: 'Generate',
    none: 'None',
    status: 'Status',
    updatedAt: 'Updated',
    general: 'General',
  },
  fr: {
    save: 'Enregistrer',
    uat: 'Envoyer en UAT',
    publish: 'Publier',
    cancel: 'Annuler',
    add: 'Ajouter',
    edit: 'Modifier',
    clone: 'Cloner',
    editButton: 'Modifier',
    cloneButton: 'Cloner',
    remove: 'Supprimer',
    generate: 'Générer',
    none: 'Aucun',
    status: 'Statut',
    updatedAt: 'Mis à jour',
    general: 'Général',
  },
});
