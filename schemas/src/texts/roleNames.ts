import type { Role } from '../roles.ts';

/**
 * The roles' names as people read them, one home for the back office's screens and the store's Permission Denied
 * page (both i18next namespaces spread them).
 */
export const roleNames = {
  en: {
    LMG: 'LMG',
    SuperUser: 'Super user',
    Administrator: 'Administrator',
    Operator: 'Operator',
    PortalUser: 'Portal user',
  },
  fr: {
    LMG: 'LMG',
    SuperUser: 'Super-utilisateur',
    Administrator: 'Administrateur',
    Operator: 'Opérateur',
    PortalUser: 'Utilisateur du portail',
  },
} as const satisfies Readonly<Record<'en' | 'fr', Readonly<Record<Role, string>>>>;
