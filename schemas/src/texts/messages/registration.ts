/**
 * The messages of portal self-registration: the form, the confirmation link, staff's decision and its mails.
 * Spread into the message catalogue (en.ts, fr.ts): a key of here is a `MessageKey` like any other.
 */
export const registrationEn = {
  'registration.received':
    'Thank you. We sent you an e-mail: open its link to confirm your address. Staff then review your account.',
  'registration.confirmPassword.required': 'Please confirm the password.',
  'registration.confirmPassword.mismatch': 'The passwords entered do not match.',
  'registration.tooMany': 'Too many registrations from this address. Try again in {minutes} minutes.',
  'registration.link.invalid': 'This confirmation link is not valid. Use the link of the most recent e-mail.',
  'registration.link.expired': 'This confirmation link has expired. Register again or contact us.',
  'registration.verified': 'Your e-mail address is confirmed. Staff will review your account shortly.',
  'registration.none': 'This account was not registered through the portal: there is nothing to approve.',
  'registration.notVerified': 'The user has not confirmed their e-mail address yet.',
  'registration.alreadyDecided': 'This registration was already decided.',
  'registration.customerNumbers.required': 'Please give at least one customer number to approve the account.',
  'registration.approved': 'The registration was approved.',
  'registration.declined': 'The registration was declined.',
  'registration.pending':
    'Your account is waiting for approval. You can browse the catalogue; you can order once staff have approved your account and given it a customer number.',
  'registration.unverified':
    'Please confirm your e-mail address with the link we sent you. Staff review your account after that.',
  'registration.state.emailUnverified': 'E-mail not confirmed',
  'registration.state.awaitingApproval': 'Waiting for approval',
  'registration.state.approved': 'Approved',
  'registration.state.declined': 'Declined',
  'registration.mail.verify.subject': 'Confirm your e-mail address for the Parks Store portal',
  'registration.mail.verify.text':
    'Hello {name},\n\nThank you for registering with the Parks Store business portal as {username}. To confirm your e-mail address, open this link within {hours} hours:\n\n{link}\n\nIf you did not register, ignore this message.',
  'registration.mail.approved.subject': 'Your Parks Store portal account is approved',
  'registration.mail.approved.text':
    'Hello {name},\n\nYour portal account {username} is approved. You can now order on customer number {customerNumbers}:\n\n{link}',
  'registration.mail.declined.subject': 'Your Parks Store portal registration',
  'registration.mail.declined.text':
    'Hello {name},\n\nWe could not approve the portal account {username}.{reason}\n\nFor any question, reply to this message.',
} as const;

/** The French texts, typed against the English keys. */
export const registrationFr: Readonly<Record<keyof typeof registrationEn, string>> = {
  'registration.received':
    'Merci. Nous vous avons envoyé un courriel : ouvrez son lien pour confirmer votre adresse. Le personnel examinera ensuite votre compte.',
  'registration.confirmPassword.required': 'Veuillez confirmer le mot de passe.',
  'registration.confirmPassword.mismatch': 'Les mots de passe saisis ne correspondent pas.',
  'registration.tooMany': 'Trop d’inscriptions à partir de cette adresse. Réessayez dans {minutes} minutes.',
  'registration.link.invalid': 'Ce lien de confirmation n’est pas valide. Utilisez le lien du courriel le plus récent.',
  'registration.link.expired': 'Ce lien de confirmation a expiré. Inscrivez-vous de nouveau ou communiquez avec nous.',
  'registration.verified': 'Votre adresse courriel est confirmée. Le personnel examinera votre compte sous peu.',
  'registration.none': 'Ce compte n’a pas été créé par une inscription au portail : il n’y a rien à approuver.',
  'registration.notVerified': 'L’utilisateur n’a pas encore confirmé son adresse courriel.',
  'registration.alreadyDecided': 'Une décision a déjà été prise sur cette inscription.',
  'registration.customerNumbers.required': 'Veuillez indiquer au moins un numéro de client pour approuver le compte.',
  'registration.approved': 'L’inscription a été approuvée.',
  'registration.declined': 'L’inscription a été refusée.',
  'registration.pending':
    'Votre compte est en attente d’approbation. Vous pouvez consulter le catalogue; vous pourrez commander lorsque le personnel aura approuvé votre compte et lui aura attribué un numéro de client.',
  'registration.unverified':
    'Veuillez confirmer votre adresse courriel au moyen du lien que nous vous avons envoyé. Le personnel examinera ensuite votre compte.',
  'registration.state.emailUnverified': 'Courriel non confirmé',
  'registration.state.awaitingApproval': 'En attente d’approbation',
  'registration.state.approved': 'Approuvée',
  'registration.state.declined': 'Refusée',
  'registration.mail.verify.subject': 'Confirmez votre adresse courriel pour le portail de la Boutique des parcs',
  'registration.mail.verify.text':
    'Bonjour {name},\n\nMerci de vous être inscrit au portail d’affaires de la Boutique des parcs sous le nom {username}. Pour confirmer votre adresse courriel, ouvrez ce lien dans les {hours} heures :\n\n{link}\n\nSi vous ne vous êtes pas inscrit, ne tenez pas compte de ce message.',
  'registration.mail.approved.subject': 'Votre compte du portail de la Boutique des parcs est approuvé',
  'registration.mail.approved.text':
    'Bonjour {name},\n\nVotre compte du portail {username} est approuvé. Vous pouvez maintenant commander sur le numéro de client {customerNumbers} :\n\n{link}',
  'registration.mail.declined.subject': 'Votre inscription au portail de la Boutique des parcs',
  'registration.mail.declined.text':
    'Bonjour {name},\n\nNous n’avons pas pu approuver le compte du portail {username}.{reason}\n\nPour toute question, répondez à ce message.',
};
