import { type InferType, object } from 'yup';
import { exactText, type MessageDto, requiredPassword, requiredUsername } from './auth.ts';
import {
  confirmEmailField,
  countryField,
  emailField,
  phoneField,
  postalCodeField,
  provinceStateField,
} from './checkout/address.ts';
import { flag, searchTextField, text } from './fields.ts';
import { type Language, languages } from './language.ts';
import type { Cents } from './money.ts';
import type { AddresseeAndStreet, OrderStatus } from './orders.ts';
import { myOrdersQueryShape, portalLimits } from './portal/queries.ts';
import type { RegistrationState } from './registrationState.ts';
import { type Role, roles } from './roles.ts';
import { storeCodes } from './store.ts';
import { msg } from './texts/messages/index.ts';

/** POST /api/account/authenticate. Username and password are case sensitive: not trimmed, not folded. */
export const signInSchema = object({
  username: requiredUsername(),
  password: requiredPassword(),
  rememberme: flag().default(false),
});
export type SignInInput = InferType<typeof signInSchema>;

/** The forgotten-password form. */
export const passwordResetSchema = object({
  username: exactText().required(msg('passwordReset.username.required')),
});
export type PasswordResetInput = InferType<typeof passwordResetSchema>;

/** The header search box: at most 150 characters. */
export const searchTextSchema = searchTextField();

// ---------------------------------------------------------------------------------------------------------------
// My account: profile, address book, orders; and the admin's users (additions for accounts and authorization).

/** What a user may change about themselves (through an approved revision): name, phone, e-mail, language. */
export const profileSchema = object({
  firstName: text().required(msg('checkout.firstName.required')).max(100, msg('validation.invalid')),
  lastName: text().required(msg('checkout.lastName.required')).max(100, msg('validation.invalid')),
  companyName: text().max(150, msg('validation.invalid')).nullable().default(null),
  email: emailField().max(254, msg('checkout.email.invalid')),
  phone: text().required(msg('checkout.phone.required')).max(20, msg('checkout.phone.invalid')),
  language: text().oneOf(languages, msg('validation.invalid')).required(msg('form.fieldRequired')),
});
export type ProfileInput = InferType<typeof profileSchema>;

/** A user's profile as kept in events and read models. */
export type UserProfile = Readonly<{
  firstName: string;
  lastName: string;
  companyName: string | null;
  email: string;
  phone: string;
  language: Language;
}>;

export const toUserProfile = (input: ProfileInput): UserProfile => ({
  firstName: input.firstName,
  lastName: input.lastName,
  companyName: input.companyName === '' || input.companyName === undefined ? null : input.companyName,
  email: input.email,
  phone: input.phone,
  language: input.language as Language,
});

/**
 * An entry of the portal address book (AddressCreateDto / AddressUpdateDto). companyName, address2, email2 and
 * emailConfirm2 are optional, everything else required; the confirmations must match their e-mail.
 */
export const addressBookEntrySchema = object({
  nickName: text().required(msg('address.nickName.required')).max(50, msg('validation.invalid')),
  firstName: text().required(msg('checkout.firstName.required')).max(100, msg('validation.invalid')),
  lastName: text().required(msg('checkout.lastName.required')).max(100, msg('validation.invalid')),
  companyName: text().max(150, msg('validation.invalid')).optional(),
  address1: text().required(msg('checkout.address1.required')).max(200, msg('validation.invalid')),
  address2: text().max(200, msg('validation.invalid')).optional(),
  city: text().required(msg('checkout.city.required')).max(100, msg('validation.invalid')),
  country: countryField(),
  provinceState: provinceStateField(),
  postalCode: postalCodeField(),
  phone1: phoneField(),
  email1: emailField(),
  emailConfirm1: confirmEmailField('email1'),
  email2: text().email(msg('checkout.email.invalid')).optional(),
  emailConfirm2: text().test('sameEmail', msg('checkout.confirmEmail.mismatch'), function (value) {
    const email = (this.parent as { email2?: unknown }).email2;
    if (typeof email !== 'string' || email.trim() === '') return value === undefined || value === '';
    return value?.toLowerCase() === email.trim().toLowerCase();
  }),
});
export type AddressBookEntryInput = InferType<typeof addressBookEntrySchema>;

/** An address book entry as kept (the confirmations are not kept). */
export type AddressRecord = Readonly<{ nickName: string }> &
  AddresseeAndStreet &
  Readonly<{
    country: string;
    provinceState: string | null;
    postalCode: string;
    phone1: string;
    email1: string;
    email2: string | null;
  }>;

const orNull = (value: string | undefined): string | null => (value === undefined || value === '' ? null : value);

export const toAddressRecord = (input: AddressBookEntryInput): AddressRecord => ({
  nickName: input.nickName,
  firstName: input.firstName,
  lastName: input.lastName,
  companyName: orNull(input.companyName),
  address1: input.address1,
  address2: orNull(input.address2),
  city: input.city,
  country: input.country,
  provinceState: orNull(input.provinceState),
  postalCode: input.postalCode,
  phone1: input.phone1,
  email1: input.email1,
  email2: orNull(input.email2),
});

/** An entry of the address book as the API answers it: the record and its id (the spec's `entityId`). */
export type AddressDto = AddressRecord & Readonly<{ entityId: string }>;

/**
 * The outcome of an address call: the spec's result ('created' or 'updated', and ours 'deleted') and the id, with
 * the message of any outcome.
 */
export type AddressResultDto = MessageDto & Readonly<{ result: 'created' | 'updated' | 'deleted'; entityId: string }>;

/** A profile change waiting for approval (24 hours to 5 business days). */
export type PendingProfileDto = Readonly<{ revisionId: string; profile: UserProfile; requestedAt: string }>;

/** GET /api/account/GetById/{id}: my account, with the approved profile and the change waiting, if any. */
export type AccountDto = Readonly<{
  id: string;
  username: string;
  role: Role;
  active: boolean;
  profile: UserProfile;
  /** 'pending' while a change waits for approval. */
  profileStatus: 'approved' | 'pending';
  pendingProfile: PendingProfileDto | null;
  /** The last change an administrator declined, until the next request. */
  declinedRevisionId: string | null;
  customerNumbers: readonly string[];
  lastLogon: string | null;
  createdAt: string;
  /** A self-registered portal account's registration (absent for an account staff created). */
  registration?: RegistrationState;
}>;

/** A row of the my-orders lists (summary: 5; each tab: 20). */
export type AccountOrderRowDto = Readonly<{
  orderId: string;
  dateOrdered: string;
  status: OrderStatus;
  /** A portal order's production total (products and fees, taxed); null for a public-store order. */
  productionCents: Cents | null;
  estimatedShipping: string;
  totalCents: Cents;
  /** What refunds not failed have returned or are returning (0: none). */
  refundedCents: Cents;
}>;

/** `?max=` of the account order list: at most 20 (a tab), 5 on the summary. */
export const accountOrdersMax = portalLimits.ordersPerTab;

/** GET /api/account/{userId}/orders?storeCode=&tab=waiting|processed&search=&max=. */
export const accountOrdersQuerySchema = object({
  storeCode: text(10, { case: 'lower' }).oneOf(storeCodes, msg('validation.invalid')).default('b2b'),
  ...myOrdersQueryShape,
});

/** PUT /api/users/UpdateRole/{id}. */
export const changeRoleSchema = object({
  role: text().oneOf(roles, msg('validation.invalid')).required(msg('form.fieldRequired')),
});

/** PUT /api/users/ApproveProfile/{id} and DeclineProfile/{id}: the revision the admin looked at. */
export const profileDecisionSchema = object({
  revisionId: text().required(msg('profile.notPending')),
});

export type UserAdminDto = AccountDto & Readonly<{ lockedUntil: string | null }>;
