import { bilingual } from '../../../texts/bilingual.ts';

/** The screen texts of Product attributes: its list, form and fields, and the choices of its dropdowns. */
export const attributeLabels = bilingual({
  en: {
    list: 'Product attributes',
    create: 'New product attribute',
    clone: 'Clone product attribute',
    edit: 'Edit product attribute',
    delete: 'Delete product attribute',
    details: 'Product attribute details',
    add: 'Add product attribute',
    general: 'Product attribute',
    productId: 'Product',
    product: 'Product',
    everyProduct: 'Every product',
    name_EN: 'Name (English)',
    name_FR: 'Name (French)',
    name: 'Name',
    values: 'Values',
  },
  fr: {
    list: 'Attributs de produit',
    create: 'Nouvel attribut de produit',
    clone: 'Cloner l’attribut de produit',
    edit: 'Modifier l’attribut de produit',
    delete: 'Supprimer l’attribut de produit',
    details: 'Détails de l’attribut de produit',
    add: 'Ajouter un attribut de produit',
    general: 'Attribut de produit',
    productId: 'Produit',
    product: 'Produit',
    everyProduct: 'Tous les produits',
    name_EN: 'Nom (anglais)',
    name_FR: 'Nom (français)',
    name: 'Nom',
    values: 'Valeurs',
  },
});
