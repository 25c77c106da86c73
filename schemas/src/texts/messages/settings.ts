/**
 * The messages of the mail and API settings (the Settings records `smtp` and `api`, and the test e-mail).
 * Spread into the message catalogue (en.ts, fr.ts): a key of here is a `MessageKey` like any other.
 */
export const settingsEn = {
  'settings.smtp.host.invalid':
    'Enter the mail server’s host name (such as smtp.example.org), without a scheme or port.',
  'settings.smtp.port.invalid': 'The port must be a whole number from 1 to 65535.',
  'settings.smtp.user.tooLong': 'The user name can have at most 254 characters.',
  'settings.smtp.password.tooLong': 'The password can have at most 512 characters.',
  'settings.smtp.email.invalid': 'Please enter a valid email address (e.g. {email})',
  'settings.api.analyticsTagId.invalid': 'Enter a Google tag id such as G-ABC123XYZ, or leave it empty.',
  'settings.api.mediaHost.invalid': 'Enter the media host as an https address such as https://media.example.org.',
  'settings.secrets.unavailable': 'The settings key is not configured on the server, so a password cannot be saved.',
  'settings.testEmail.to.required': 'Enter the address that receives the test e-mail.',
  'settings.testEmail.sent': 'The test e-mail was sent to {to}.',
  'settings.testEmail.failed': 'The mail server did not accept the test e-mail: {reason}',
  'settings.testEmail.unavailable': 'No mailer is configured on this server.',
  'settings.testEmail.subject': 'Parks Store: test e-mail',
  'settings.testEmail.body': 'This test e-mail confirms that the store can send mail with its current settings.',
} as const;

/** The French texts, typed against the English keys. */
export const settingsFr: Readonly<Record<keyof typeof settingsEn, string>> = {
  'settings.smtp.host.invalid':
    'Entrez le nom d’hôte du serveur de courriel (comme smtp.example.org), sans protocole ni port.',
  'settings.smtp.port.invalid': 'Le port doit être un nombre entier de 1 à 65535.',
  'settings.smtp.user.tooLong': 'Le nom d’utilisateur peut compter au plus 254 caractères.',
  'settings.smtp.password.tooLong': 'Le mot de passe peut compter au plus 512 caractères.',
  'settings.smtp.email.invalid': 'Veuillez entrer une adresse courriel valide (p. ex. {email})',
  'settings.api.analyticsTagId.invalid':
    'Entrez un identifiant de balise Google comme G-ABC123XYZ, ou laissez le champ vide.',
  'settings.api.mediaHost.invalid':
    'Entrez l’hôte des médias sous forme d’adresse https comme https://media.example.org.',
  'settings.secrets.unavailable':
    'La clé des paramètres n’est pas configurée sur le serveur : le mot de passe ne peut pas être enregistré.',
  'settings.testEmail.to.required': 'Entrez l’adresse qui recevra le courriel d’essai.',
  'settings.testEmail.sent': 'Le courriel d’essai a été envoyé à {to}.',
  'settings.testEmail.failed': 'Le serveur de courriel n’a pas accepté le courriel d’essai : {reason}',
  'settings.testEmail.unavailable': 'Aucun service de courriel n’est configuré sur ce serveur.',
  'settings.testEmail.subject': 'Boutique Parcs : courriel d’essai',
  'settings.testEmail.body':
    'Ce courriel d’essai confirme que la boutique peut envoyer du courriel avec ses paramètres actuels.',
};
