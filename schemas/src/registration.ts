/**
 * Portal self-registration (store-and-portal.md §6: "Regular users may register themselves"), shared by the API
 * and the web:
 *   POST /api/account/Register {username, password, confirmPassword, firstName, lastName, companyName, email,
 *                               phone, language}                       → 201 {code, message}
 *   POST /api/account/VerifyEmail {userId, token}                      → 200 {code, message}
 *   PUT  /api/Users/DecideRegistration/{userId}?storeCode=b2b {decision, customerNumbers, reason}
 * A registered user signs in and sees the catalogue at once; they check out only once their e-mail address is
 * verified, staff approved the account and gave it at least one customer number.
 */
import { type InferType, object, ref } from 'yup';
import { profileSchema } from './account.ts';
import { oneOf } from './admin/schemaParts.ts';
import { areCustomerNumbers, customerNumbersOf, userLimits } from './admin/users.ts';
import { newPasswordSchema, usernameSchema } from './auth.ts';
import { idField, text } from './fields.ts';
import { msg } from './texts/messages/index.ts';

export { type RegistrationState, registrationStates } from './registrationState.ts';

import type { RegistrationState } from './registrationState.ts';

/** How long the link of the verification mail works. */
export const verificationLinkTtlHours = 72;

/** Registrations per client address and hour: enough for an office behind one address, not for a script. */
export const registrationsPerAddressPerHour = 5;

export const registrationSchema = profileSchema.concat(
  object({
    username: usernameSchema,
    password: newPasswordSchema,
    confirmPassword: text(200, { trim: false, plain: false })
      .required(msg('registration.confirmPassword.required'))
      .oneOf([ref('password')], msg('registration.confirmPassword.mismatch')),
  }),
);
export type RegistrationInput = InferType<typeof registrationSchema>;

export const verifyEmailSchema = object({
  userId: idField(msg('registration.link.invalid')).required(msg('registration.link.invalid')),
  token: text(200, { plain: false }).required(msg('registration.link.invalid')),
});
export type VerifyEmailInput = InferType<typeof verifyEmailSchema>;

export const registrationDecisions = ['approve', 'decline'] as const;
export type RegistrationDecision = (typeof registrationDecisions)[number];

export const registrationDecisionSchema = object({
  decision: oneOf(registrationDecisions).required(msg('form.fieldRequired')),
  // One text field, as the user form's ("CPC-1, CPC-2"); an approval needs one at least.
  customerNumbers: text((userLimits.customerNumber + 2) * userLimits.customerNumbers)
    .default('')
    .test('wellFormed', msg('admin.user.customerNumber.invalid'), areCustomerNumbers)
    .test('customerNumbers', msg('registration.customerNumbers.required'), (value, context) =>
      context.parent.decision !== 'approve' ? true : customerNumbersOf(value).length > 0,
    ),
  reason: text(500).default(''),
});
export type RegistrationDecisionInput = InferType<typeof registrationDecisionSchema>;

/**
 * Why a self-registered portal user may not check out yet (the message the portal shows), or null: an account
 * staff created, or a registration staff approved, orders on its customer numbers.
 */
export const checkoutBlockedBy = (
  registration: RegistrationState | null,
): 'registration.unverified' | 'registration.pending' | null => {
  if (registration === null || registration === 'approved') return null;
  return registration === 'emailUnverified' ? 'registration.unverified' : 'registration.pending';
};
