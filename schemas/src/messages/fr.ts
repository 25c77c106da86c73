import type { en } from './en.ts';

/**
 * French texts. The specification gives only the sign-in ones; the rest are our Canadian French translations.
 * Typed against the English keys, so a key missing here (or an extra one) fails to compile.
 */
export const fr: Readonly<Record<keyof typeof en, string>> = {
  // Generic
  'validation.invalid': 'Cette valeur n’est pas valide.',
  'form.fieldRequired': 'Ce champ est obligatoire.',
  'form.errorNumbered': 'Erreur {count} : {message}',
  'form.requestFailed': 'Erreur : Un problème est survenu lors du traitement de votre demande',
  'request.failed': 'Un problème est survenu lors du traitement de votre demande.',
  'request.malformedJson': 'Le corps de la demande n’est pas du JSON valide.',
  'request.unsupportedEncoding': 'L’encodage du corps de la demande n’est pas pris en charge ou n’a pu être décodé.',
  'request.forbiddenKey': 'La demande contient un nom de champ non permis (__proto__, constructor ou prototype).',
  'request.tooDeep': 'Le corps de la demande est imbriqué trop profondément.',
  'server.unexpected': 'Une erreur s’est produite.',
  'auth.required': 'Veuillez ouvrir une session pour continuer.',
  'auth.permissionDenied': 'Vous n’avez pas la permission d’accéder à cette section.',
  'search.noResults': 'Aucun résultat trouvé.',
  'search.tooLong': 'Le texte de recherche peut compter au plus 150 caractères.',

  // Sign-in
  'signIn.username.required': 'Le champ * ne peut pas être vide.',
  'signIn.password.required': 'Le champ * ne peut pas être vide.',
  'passwordReset.username.required': 'Le nom d’utilisateur est requis',

  // Cart
  'cart.quantity.invalid': 'Veuillez entrer un nombre entier.',
  'cart.quantity.min': 'La quantité doit être d’au moins 1.',
  'cart.quantity.max': 'La quantité doit être inférieure ou égale au maximum.',
  'cart.empty': 'Votre panier est vide.',
  'cart.itemNotFound': 'Cet article n’est plus dans votre panier.',
  'cart.checkedOut': 'La commande de ce panier a déjà été passée.',
  'cart.vesselQuantityFixed': 'La quantité d’un permis d’embarcation est toujours 1.',
  'cart.vesselItemNotEditable':
    'Un permis d’embarcation ne peut pas être modifié; supprimez-le et ajoutez-le de nouveau.',
  'cart.vesselAlreadyInCart': 'Un permis pour cette embarcation est déjà dans votre panier.',
  'cart.productUnavailable': 'Ce produit n’est pas offert.',
  'cart.priceUnavailable': 'Ce produit n’a pas de prix.',

  // Boating permit form
  'boating.permitType.required': 'Veuillez sélectionner un type de permis',
  'boating.vesselId.required':
    'Numéro d’immatriculation / nom de l’embarcation - Veuillez entrer le numéro d’immatriculation ou le nom de votre embarcation',
  'boating.vesselLength.invalid': 'Veuillez sélectionner la longueur de votre embarcation.',
  'boating.vesselType.invalid': 'Veuillez choisir un type d’embarcation dans la liste.',
  'boating.vesselLength.tooLong':
    'Les embarcations de plus de 84 pieds (25,6 m) nécessitent d’autres arrangements et ne peuvent pas être commandées en ligne.',
  'boating.formHeader.one': 'Le formulaire n’a pas pu être soumis, car 1 erreur a été trouvée',
  'boating.formHeader.other': 'Le formulaire n’a pas pu être soumis, car {n} erreurs ont été trouvées',

  // Promotional code
  'promo.required': 'Aucun code promotionnel saisi.',
  'promo.invalid': 'Le code promotionnel saisi n’est pas valide. Veuillez vérifier le code et réessayer.',
  'promo.tooManyAttempts':
    'Trop de codes promotionnels non valides ont été essayés à partir de votre réseau. Veuillez réessayer dans {minutes} minutes.',

  // Checkout form
  'checkout.formHeader': 'Le formulaire n’a pas pu être soumis en raison des erreurs suivantes.',
  'checkout.firstName.required': 'le prénom ne peut pas être vide',
  'checkout.lastName.required': 'le nom de famille ne peut pas être vide',
  'checkout.address1.required': 'La ligne d’adresse 1 ne peut pas être vide',
  'checkout.country.required': 'le pays/la région ne peut pas être vide',
  'checkout.provinceState.required': 'la province/l’État ne peut pas être vide',
  'checkout.city.required': 'la ville ne peut pas être vide',
  'checkout.postalCode.required': 'le code postal/code ZIP ne peut pas être vide',
  'checkout.postalCode.invalid': 'format de code postal/ZIP non reconnu (exemples A1A 1A1, 12345 ou 12345-6789)',
  'checkout.email.invalid': 'Veuillez entrer une adresse courriel valide (p. ex. {email})',
  'checkout.email.required': 'L’adresse courriel ne peut pas être vide',
  'checkout.confirmEmail.required': 'La confirmation de l’adresse courriel ne peut pas être vide',
  'checkout.confirmEmail.mismatch': 'les adresses courriel saisies ne correspondent pas',
  'checkout.billing.section': 'Adresse de facturation\u00a0: {message}',
  'checkout.phone.invalid': 'le numéro de téléphone saisi n’est pas dans un format valide',
  'checkout.phone.required': 'le téléphone ne peut pas être vide',
  'checkout.shippingMethod.required': 'Aucune option de livraison sélectionnée',
  'checkout.shippingMethod.standardUnavailable':
    'La livraison de première classe n’est pas offerte vers la Chine et Taïwan, veuillez sélectionner Express',
  'checkout.ccNumber.invalid': 'le numéro de carte de crédit n’est pas valide',
  'checkout.ccExpiry.invalid': 'Mois et année d’expiration non valides',
  'checkout.ccCvd.invalid': 'Le CVV2 n’est pas valide',
  'checkout.agreeToTerms.required': 'Vous devez accepter les modalités et conditions',

  // Checkout and payment outcomes
  'checkout.invalid': 'Le formulaire n’a pas pu être soumis en raison des erreurs suivantes.',
  'checkout.purchaseFailed': 'Votre achat n’a pas pu être effectué.',
  'checkout.requestChanged':
    'Cet achat a déjà été soumis avec des renseignements différents. Veuillez vérifier votre commande et réessayer.',
  'checkout.inProgress': 'Un achat est déjà en cours pour ce panier. Veuillez patienter.',
  'checkout.notInProgress': 'Aucun achat n’est en cours pour ce panier.',
  'checkout.shippingUnavailable': 'Ce mode de livraison n’est pas offert vers la destination choisie.',
  'checkout.taxUnavailable': 'Les taxes ne peuvent pas être calculées pour la province ou le territoire choisi.',
  'payment.declined':
    'Votre carte a été refusée. Veuillez vérifier les renseignements de la carte ou utiliser une autre carte.',
  'payment.amountMismatch': 'Le montant autorisé ne correspond pas au total de la commande.',

  // Orders
  'order.notFound': 'Cette commande n’existe pas.',
  'order.idempotencyConflict': 'Cette commande a déjà été passée avec des renseignements différents.',
  'order.notAwaitingApproval': 'Cette commande n’est pas en attente d’approbation.',
  'order.notPending': 'Seule une commande en attente peut être lancée en production.',
  'order.cannotShip': 'Cette commande ne peut pas être expédiée dans son état actuel.',
  'order.alreadyShipped': 'Cette commande a déjà été expédiée.',
  'order.notCancellable': 'Cette commande ne peut plus être annulée.',
  'order.reasonRequired': 'Veuillez entrer une raison.',
  'order.trackingRequired': 'Veuillez entrer un numéro de suivi.',
  'orderStatus.pendingApproval': 'En attente d’approbation',
  'orderStatus.pending': 'En attente',
  'orderStatus.inProduction': 'En production',
  'orderStatus.shipped': 'Expédiée',
  'orderStatus.cancelled': 'Annulée',
  'orderStatus.declined': 'Refusée',

  // Revisions
  'revision.notFound': 'Cette révision n’existe pas.',
  'revision.alreadyExists': 'Une autre révision porte déjà cet identifiant.',
  'revision.entityMismatch': 'Cette révision appartient à une autre entité.',
  'revision.notEditable': 'Seule une ébauche peut être modifiée.',
  'revision.invalidTransition': 'Cette révision ne peut pas prendre ce statut.',
  'changeset.empty': 'Choisissez au moins une révision à publier.',
  'changeset.tooMany': 'Un lot publie au plus 1000 révisions.',
  'changeset.sameEntity': 'Un lot publie une seule révision par entité.',
  'changeset.otherMembers': 'Ce lot a déjà été publié avec d’autres révisions.',
  // Back office: the admin resources (api/src/admin)
  'admin.storeCode.required': 'Veuillez choisir un magasin (b2c ou b2b).',
  'admin.storeCode.invalid': 'Le magasin doit être b2c ou b2b.',
  'admin.entity.unknown': 'Cette ressource d’administration n’existe pas.',
  'admin.entity.mismatch': 'L’entité de la requête ne correspond pas à son chemin.',
  'admin.record.notFound': 'Cet enregistrement n’existe pas.',
  'admin.action.invalid': 'Cet écran n’existe pas pour cette ressource.',
  'admin.method.notAllowed': 'Cette ressource ne permet pas cet appel.',
  'admin.saved': 'Enregistré avec succès.',
  'admin.deleted': 'Supprimé avec succès.',
  'admin.movedToUat': 'Envoyé en UAT avec succès.',
  'admin.published': 'Publié avec succès.',
  'admin.deactivated': 'Rendu inactif avec succès.',
  'admin.restored': 'Restauré comme nouvelle ébauche.',
  'admin.nothingChanged': 'Rien n’a changé.',
  'admin.name.required': 'Le nom est requis',
  'admin.urlAlias.required': 'L’alias d’URL est requis',
  'admin.urlAlias.invalid':
    'L’alias d’URL ne peut contenir que des lettres minuscules, des chiffres et des traits d’union.',
  'admin.urlAlias.taken': 'Cet alias d’URL est déjà utilisé par une autre catégorie.',
  'admin.parent.unknown': 'La catégorie parente n’existe pas dans ce magasin.',
  'admin.parent.cycle': 'Une catégorie ne peut pas être placée sous elle-même ou sous l’une de ses sous-catégories.',
  'admin.order.invalid': 'L’ordre doit être un nombre entier de 0 à 100000.',
  'admin.notice.text.required': 'Le texte de l’avis est requis en anglais et en français.',
  'admin.revision.status.invalid': 'Le statut doit être uat, publish ou inactive.',
  'admin.revision.otherEntity': 'Les deux révisions doivent appartenir à la même entité.',
  'revisionStatus.draft': 'Ébauche',
  'revisionStatus.uat': 'Essai (UAT)',
  'revisionStatus.published': 'Publiée',
  'revisionStatus.inactive': 'Inactive',

  // Accounts, sign-in sessions and authorization
  'auth.invalidCredentials': 'Le nom d’utilisateur ou le mot de passe est incorrect.',
  'auth.tooManyAttempts':
    'Trop de tentatives de connexion infructueuses. Veuillez attendre {seconds} secondes et réessayer.',
  'passwordReset.tooMany':
    'Trop de demandes de réinitialisation de mot de passe depuis votre réseau. Veuillez réessayer dans {minutes} minutes.',
  'auth.accountDisabled': 'Ce compte est désactivé. Veuillez communiquer avec le service à la clientèle.',
  'auth.sessionExpired': 'Votre session a expiré. Veuillez ouvrir une session de nouveau.',
  'auth.unavailable': 'L’ouverture de session n’est pas disponible pour le moment. Veuillez réessayer sous peu.',
  'guestSession.tooMany':
    'Trop de nouvelles sessions de magasinage à partir de votre réseau. Veuillez attendre {seconds} secondes et réessayer.',
  'passwordReset.sent':
    'Si un compte existe pour ce nom d’utilisateur, un courriel contenant un lien pour réinitialiser le mot de passe a été envoyé à son adresse.',
  'passwordReset.done':
    'Votre mot de passe a été réinitialisé. Veuillez ouvrir une session avec votre nouveau mot de passe.',
  'passwordReset.invalidToken':
    'Ce lien de réinitialisation n’est pas valide ou a expiré. Veuillez en demander un nouveau.',
  'passwordReset.mail.subject': 'Réinitialisez votre mot de passe de la Boutique des parcs',
  'passwordReset.mail.text':
    'Bonjour {username},\n\nQuelqu’un a demandé la réinitialisation du mot de passe de votre compte de la Boutique des parcs. Pour choisir un nouveau mot de passe, ouvrez ce lien d’ici {minutes} minutes :\n\n{link}\n\nSi vous n’avez rien demandé, ignorez ce message : votre mot de passe reste le même.',
  'password.tooShort': 'Le mot de passe doit compter au moins 12 caractères.',
  'password.tooLong': 'Le mot de passe peut compter au plus 128 caractères.',
  'password.sameAsUsername': 'Le mot de passe ne peut pas être le nom d’utilisateur.',
  'password.incorrect': 'Le mot de passe actuel est incorrect.',
  'password.changed': 'Votre mot de passe a été modifié.',
  'user.username.invalid':
    'Le nom d’utilisateur doit compter de 3 à 64 lettres, chiffres ou caractères . _ @ -, et commencer par une lettre ou un chiffre',
  'user.usernameTaken': 'Ce nom d’utilisateur est déjà pris.',
  'user.notFound': 'Cet utilisateur n’existe pas.',
  'user.alreadyExists': 'Un autre utilisateur porte déjà cet identifiant.',
  'user.roleNotAssignable': 'Vous ne pouvez pas attribuer ou retirer ce rôle.',
  'user.notYourself': 'Vous ne pouvez pas faire cela à votre propre compte.',
  'user.created': 'L’utilisateur a été créé.',
  'user.updated': 'L’utilisateur a été mis à jour.',
  'user.deactivated': 'L’utilisateur a été désactivé.',
  'user.reactivated': 'L’utilisateur a été réactivé.',
  'profile.pendingApproval':
    'Vos modifications ont été envoyées pour approbation. Un administrateur les examine dans un délai de 24 heures à 5 jours ouvrables.',
  'profile.notPending': 'Cette modification du profil n’est plus en attente d’approbation.',
  'profile.selfApproval': 'Vous ne pouvez pas approuver ou refuser une modification de votre propre profil.',
  'profile.approved': 'La modification du profil a été approuvée.',
  'profile.declined': 'La modification du profil a été refusée.',
  'address.nickName.required': 'le surnom ne peut pas être vide',
  'address.created': 'L’adresse a été ajoutée à votre carnet d’adresses.',
  'address.updated': 'L’adresse a été mise à jour.',
  'address.deleted': 'L’adresse a été retirée de votre carnet d’adresses.',
  'address.notFound': 'Cette adresse n’est pas dans votre carnet d’adresses.',
  'address.alreadyExists': 'Une autre adresse porte déjà cet identifiant.',
  'address.tooMany': 'Votre carnet d’adresses est plein (50 adresses). Veuillez d’abord retirer une adresse.',
  'portal.productNotFound': 'Ce produit ne fait pas partie du catalogue du portail.',
  'portal.productUnavailable': 'Ce produit n’est pas disponible et ne peut pas être commandé.',
  'portal.outOfStock': 'Ce produit est en rupture de stock et ne peut pas être commandé en différé.',
  'portal.notEnoughStock':
    'Le stock est insuffisant pour cette quantité, et ce produit ne peut pas être commandé en différé.',
  'portal.quantity.belowMinimum': 'La quantité est inférieure à la quantité minimale de commande de ce produit.',
  'portal.quantity.aboveMaximum': 'La quantité dépasse la quantité maximale de commande de ce produit.',
  'portal.option.required': 'Veuillez choisir une option.',
  'portal.option.invalid': 'Cette option n’est pas offerte pour ce produit.',
  'portal.cartItemNotFound': 'Cet article n’est plus dans votre panier.',
  'portal.cartEmpty': 'Votre panier est vide.',
  'portal.cartChanged': 'Votre panier a changé pendant le paiement. Veuillez vérifier votre commande de nouveau.',
  'portal.address.required': 'Veuillez choisir une adresse de votre carnet d’adresses ou en saisir une nouvelle.',
  'portal.shippingMethod.required': 'Veuillez choisir un mode d’expédition.',
  'portal.shippingOption.required': 'Veuillez choisir une option d’expédition.',
  'portal.budgetCode.required': 'Veuillez choisir un numéro de client SCP.',
  'portal.budgetCode.invalid': 'Ce numéro de client SCP ne vous est pas attribué.',
  'portal.poNumber.tooLong': 'Le numéro de bon de commande doit compter 30 caractères ou moins.',
  'portal.checkoutIncomplete': 'La commande n’a pas pu être soumise : veuillez corriger le formulaire de paiement.',
  'order.notPortalOrder': 'Seules les commandes du portail attendent une approbation.',
  'orders.noneSelected': 'Veuillez sélectionner au moins une commande.',
  'orders.updated': 'Les commandes ont été mises à jour.',
  'portal.categoryNotFound': 'Cette catégorie ne fait pas partie du catalogue du portail.',

  // Uploads (back office)
  'upload.unsupportedFormat': '« {type} » n’est pas un format pris en charge.',
  'upload.tooLarge': '« {fileName} » est trop volumineux, veuillez choisir un fichier plus petit.',
  'upload.images.tooMany': 'Vous pouvez téléverser au plus {max} images par produit',
  'upload.images.onlyOne': 'Une seule image peut être téléversée ici.',
  'upload.files.tooMany': 'Vous pouvez téléverser au plus {max} fichiers à la fois',
};
