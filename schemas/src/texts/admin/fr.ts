import { familyAreaLabels } from '../../admin/families.ts';
import { roleNames } from '../roleNames.ts';
import type { SameKeys } from '../tree.ts';
import type { en } from './en.ts';

/** The French texts of the namespace, typed against the English keys. */
export const fr: SameKeys<typeof en> = {
  title: 'Administration de la boutique Parcs',
  backToTop: 'Haut de la page',
  topBar: 'Administration',
  home: 'Accueil',
  portal: 'Portail',
  hello: 'Bonjour {{username}}',
  profile: 'Profil',
  logout: 'Déconnexion',
  storeSwitch: 'Boutique',
  stores: {
    b2c: 'b2c',
    b2b: 'b2b',
  },
  storeNames: {
    b2c: 'Boutique publique (b2c)',
    b2b: 'Portail d’affaires (b2b)',
  },
  switchTo: 'Passer à la {{store}}',
  menu: 'Menu d’administration',
  menuToggle: 'Menu',
  notices: 'Avis',
  areas: {
    dashboard: 'Tableau de bord',
    orders: 'Commandes',
    account: 'Compte',
    ajvtest: 'Formulaire d’essai',
    migration: 'Migration des données',
    ops: 'Exploitation',
    // Each family's area is named in its descriptor (admin/families/).
    ...familyAreaLabels('fr'),
  },
  actions: {
    create: 'Créer',
    clone: 'Copier',
    edit: 'Modifier',
    delete: 'Supprimer',
    details: 'Détails',
    import: 'Importer',
    generate: 'Générer des codes',
    json: 'JSON',
    editStatus: 'Modifier le statut',
    note: 'Note',
    email: 'Courriel',
    refund: 'Remboursement',
    build: 'Préparer',
    adjust: 'Ajuster',
    migrate: 'Migrer',
    profile: 'Profil',
  },
  dashboard: {
    title: 'Tableau de bord',
    quickLinks: 'Liens rapides',
    cards: {
      checkOrders: {
        title: 'Vérifier les commandes',
        description: 'Voir la liste des commandes et suivre chacune.',
      },
      orders: {
        title: 'Commandes',
        description: 'Voir, approuver, expédier, annuler et rembourser les commandes.',
      },
      shipping: {
        title: 'Expédition',
        description: 'Frais d’expédition express et standard pour les États-Unis, le Canada et l’international.',
      },
      discounts: {
        title: 'Rabais',
        description: 'Les codes de rabais et le nombre de fois où chacun a servi.',
      },
      reports: {
        title: 'Rapports',
        description: 'Imprimer les rapports ou les exporter en texte séparé par des barres verticales.',
      },
      newCategory: {
        title: 'Nouvelle catégorie',
        description: 'Créer une catégorie du catalogue.',
      },
      newProduct: {
        title: 'Nouveau produit',
        description: 'Créer un produit avec ses images, ses prix et ses avis.',
      },
      newUser: {
        title: 'Nouvel utilisateur',
        description: 'Créer un utilisateur et lui donner un rôle.',
      },
      changeSettings: {
        title: 'Modifier les paramètres',
        description: 'Paramètres de la boutique, SMTP ou API, désactiver le panier, courriels cci des commandes.',
      },
    },
  },
  area: {
    pending: 'Cette section n’est pas encore disponible.',
  },
  account: {
    title: 'Mon compte',
    username: 'Nom d’utilisateur',
    role: 'Rôle',
    name: 'Nom',
    email: 'Adresse courriel',
    editProfile: 'Modifier mon profil',
  },
  roles: roleNames.fr,
  denied: {
    title: 'Accès refusé',
    body: 'Vous n’avez pas la permission d’accéder à cette section.',
    portal: 'Aller au portail d’affaires',
    signOut: 'Se déconnecter',
  },
  notFound: {
    title: 'Page introuvable',
    body: 'Il n’y a pas de page d’administration à cette adresse.',
    home: 'Accueil',
    login: 'Connexion',
    dashboard: 'Tableau de bord d’administration',
  },
  migration: {
    intro:
      'Importez des produits et leurs prix depuis un fichier CSV ou Excel (.xlsx) : chaque ligne devient des ébauches de révision (un nouveau produit, ou une nouvelle révision du produit de même SKU, et son premier prix quand la ligne a des colonnes de prix), publiées depuis Révisions comme toute modification. L’exportation du catalogue, prix compris, est un fichier que l’importation relit.',
    migrate: 'Importer un fichier',
    export: 'Exporter le catalogue (CSV)',
    title: 'Importer des produits depuis un fichier',
    file: 'Fichier CSV ou Excel',
    hint: 'Première ligne : les noms des colonnes (sku, name_EN, name_FR, categoryId, …) et, au besoin, les colonnes de prix regularPrice et salePrice (en dollars, p. ex. 12.50), saleStartsAt et saleEndsAt (p. ex. 2026-07-01T04:00:00Z). Au plus 1 000 produits et 2 Mo.',
    required: 'Veuillez choisir un fichier CSV ou Excel de produits.',
    submit: 'Importer',
    cancel: 'Annuler',
    result: 'Ce qu’il est advenu de chaque ligne',
    row: 'Ligne',
    outcome: 'Résultat',
    reasons: 'Motifs',
    reason: '{{part}} ({{field}}) : {{message}}',
    parts: {
      product: 'Produit',
      price: 'Prix',
    },
    noPrice: 'Aucun prix dans la ligne',
    outcomes: {
      created: 'Créé (ébauche)',
      updated: 'Mis à jour (ébauche)',
      unchanged: 'Inchangé',
      refused: 'Refusé',
    },
  },
};
