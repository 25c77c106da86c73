/**
 * English texts of every message key. Texts quoted by the specification are kept word for word (including
 * their case and punctuation); the others are ours. `{name}` marks a value filled in by `translate`.
 * This object is the source of the `MessageKey` type: a key exists once it is here, and `fr.ts` must match.
 */
export const en = {
  // Generic
  'validation.invalid': 'This value is not valid.',
  'form.fieldRequired': 'This field is required.',
  'form.errorNumbered': 'Error {count}: {message}',
  'form.requestFailed': 'Error: There was a problem processing your request',
  'request.failed': 'There was a problem processing your request.',
  'server.unexpected': 'Something went wrong.',
  'auth.required': 'Please sign in to continue.',
  'auth.permissionDenied': 'You do not have permission to access this section.',
  'search.noResults': 'No results found.',
  'search.tooLong': 'The search text can have at most 150 characters.',

  // Sign-in
  'signIn.username.required': 'Username is required',
  'signIn.password.required': 'Password is required',
  'passwordReset.username.required': 'Username is required',

  // Cart
  'cart.quantity.invalid': 'Please enter a whole number.',
  'cart.quantity.min': 'Quantity must be at least 1.',
  'cart.quantity.max': 'Quantity must be less than or equal to the maximum.',
  'cart.empty': 'Your cart is empty.',
  'cart.itemNotFound': 'This item is no longer in your cart.',
  'cart.checkedOut': 'This cart has already been checked out.',
  'cart.vesselQuantityFixed': 'The quantity of a vessel permit is always 1.',
  'cart.vesselItemNotEditable': 'A vessel permit cannot be edited; remove it and add it again.',
  'cart.vesselAlreadyInCart': 'A permit for this vessel is already in your cart.',
  'cart.productUnavailable': 'This product is not available.',
  'cart.priceUnavailable': 'This product has no price.',

  // Boating permit form
  'boating.permitType.required': 'Please select a permit type',
  'boating.vesselId.required':
    'Vessel registration ID / vessel name - Please enter your Vessel Registration ID or Vessel Name',
  'boating.vesselLength.invalid': 'Please select the length of your vessel.',
  'boating.vesselLength.tooLong': 'Boats over 84 feet (25.6 m) need other arrangements and cannot be ordered online.',
  'boating.formHeader.one': 'The form could not be submitted because 1 error was found',
  'boating.formHeader.other': 'The form could not be submitted because {n} errors were found',

  // Promotional code
  'promo.required': 'No promotional code entered.',
  'promo.invalid': 'The promotional code entered is not valid. Please verify the code and try again.',

  // Checkout form (numbered with form.errorNumbered)
  'checkout.formHeader': 'The form could not be submitted because of the following errors.',
  'checkout.firstName.required': 'first name cannot be empty',
  'checkout.lastName.required': 'last name cannot be empty',
  'checkout.address1.required': 'Address Line 1 cannot be empty',
  'checkout.country.required': 'country/region cannot be empty',
  'checkout.provinceState.required': 'province/state cannot be empty',
  'checkout.city.required': 'city cannot be empty',
  'checkout.postalCode.required': 'postal code/ZIP code cannot be empty',
  'checkout.postalCode.invalid': 'postal/ZIP format not recognized (examples A1A 1A1, 12345 or 12345-6789)',
  'checkout.email.invalid': 'Please enter a valid email address (e.g. {email})',
  'checkout.email.required': 'Email address cannot be empty',
  'checkout.confirmEmail.mismatch': 'e-mail addresses entered do not match',
  'checkout.phone.invalid': 'phone number entered is not in a valid format',
  'checkout.phone.required': 'phone cannot be empty',
  'checkout.shippingMethod.required': 'No shipping options selected',
  'checkout.shippingMethod.standardUnavailable':
    'First-class shipping is not available to China and Taiwan, please select Express',
  'checkout.ccNumber.invalid': 'credit card number is not valid',
  'checkout.ccExpiry.invalid': 'Invalid expiration month and year',
  'checkout.ccCvd.invalid': 'The CVV2 is invalid',
  'checkout.agreeToTerms.required': 'You must agree to the Terms and Conditions',

  // Checkout and payment outcomes
  'checkout.invalid': 'The form could not be submitted because of the following errors.',
  'checkout.purchaseFailed': 'Your purchase could not be completed.',
  'checkout.requestChanged':
    'This purchase was already submitted with different details. Please review your order and try again.',
  'checkout.inProgress': 'A purchase is already in progress for this cart. Please wait.',
  'checkout.notInProgress': 'No purchase is in progress for this cart.',
  'checkout.shippingUnavailable': 'This shipping method is not available for the selected destination.',
  'checkout.taxUnavailable': 'Taxes cannot be calculated for the selected province or territory.',
  'payment.declined': 'Your card was declined. Please check your card details or use another card.',
  'payment.amountMismatch': 'The amount authorized does not match the order total.',

  // Orders
  'order.notFound': 'This order does not exist.',
  'order.idempotencyConflict': 'This order was already placed with different details.',
  'order.notAwaitingApproval': 'This order is not waiting for approval.',
  'order.notPending': 'Only a pending order can be released for production.',
  'order.cannotShip': 'This order cannot be shipped in its current status.',
  'order.alreadyShipped': 'This order has already been shipped.',
  'order.notCancellable': 'This order can no longer be cancelled.',
  'order.reasonRequired': 'Please enter a reason.',
  'order.trackingRequired': 'Please enter a tracking number.',
  'orderStatus.pendingApproval': 'Pending Approval',
  'orderStatus.pending': 'Pending',
  'orderStatus.inProduction': 'In Production',
  'orderStatus.shipped': 'Shipped',
  'orderStatus.cancelled': 'Cancelled',
  'orderStatus.declined': 'Declined',

  // Revisions
  'revision.notFound': 'This revision does not exist.',
  'revision.alreadyExists': 'A different revision with this id already exists.',
  'revision.entityMismatch': 'This revision belongs to another entity.',
  'revision.notEditable': 'Only a draft revision can be edited.',
  'revision.invalidTransition': 'This revision cannot take that status.',
  'revisionStatus.draft': 'Draft',
  'revisionStatus.uat': 'UAT',
  'revisionStatus.published': 'Published',
  'revisionStatus.inactive': 'Inactive',

  // Accounts, sign-in sessions and authorization
  'auth.invalidCredentials': 'The username or password is incorrect.',
  'auth.tooManyAttempts': 'Too many failed sign-in attempts. Please wait {seconds} seconds and try again.',
  'auth.accountLocked':
    'This account is temporarily locked after too many failed sign-in attempts. Please try again in {minutes} minutes or reset your password.',
  'auth.accountDisabled': 'This account is disabled. Please contact customer service.',
  'auth.sessionExpired': 'Your session has expired. Please sign in again.',
  'auth.unavailable': 'Signing in is unavailable at the moment. Please try again shortly.',
  'passwordReset.sent':
    'If an account exists for this username, an e-mail with a link to reset the password has been sent to its address.',
  'passwordReset.done': 'Your password has been reset. Please sign in with your new password.',
  'passwordReset.invalidToken': 'This password reset link is invalid or has expired. Please ask for a new one.',
  'passwordReset.mail.subject': 'Reset your Parks Store password',
  'passwordReset.mail.text':
    'Hello {username},\n\nSomeone asked to reset the password of your Parks Store account. To choose a new password, open this link within {minutes} minutes:\n\n{link}\n\nIf you did not ask for it, ignore this message: your password stays the same.',
  'password.tooShort': 'The password must have at least 12 characters.',
  'password.tooLong': 'The password can have at most 128 characters.',
  'password.sameAsUsername': 'The password cannot be the username.',
  'password.incorrect': 'The current password is incorrect.',
  'password.changed': 'Your password has been changed.',
  'user.username.invalid': 'The username must have 3 to 64 letters, digits or the characters . _ @ -',
  'user.usernameTaken': 'This username is already taken.',
  'user.notFound': 'This user does not exist.',
  'user.alreadyExists': 'A different user with this id already exists.',
  'user.roleNotAssignable': 'You cannot give or take away this role.',
  'user.notYourself': 'You cannot do this to your own account.',
  'user.created': 'The user has been created.',
  'user.updated': 'The user has been updated.',
  'user.deactivated': 'The user has been deactivated.',
  'user.reactivated': 'The user has been reactivated.',
  'profile.pendingApproval':
    'Your changes have been sent for approval. An administrator reviews them within 24 hours to 5 business days.',
  'profile.notPending': 'This profile change is no longer waiting for approval.',
  'profile.selfApproval': 'You cannot approve or decline a change to your own profile.',
  'profile.approved': 'The profile change has been approved.',
  'profile.declined': 'The profile change has been declined.',
  'address.nickName.required': 'nickname cannot be empty',
  'address.created': 'The address has been added to your address book.',
  'address.updated': 'The address has been updated.',
  'address.deleted': 'The address has been removed from your address book.',
  'address.notFound': 'This address is not in your address book.',
  'address.alreadyExists': 'A different address with this id already exists.',
  'address.tooMany': 'Your address book is full (50 addresses). Please remove an address first.',
} as const;
