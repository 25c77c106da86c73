import { type InferType, object } from 'yup';
import { profileSchema } from '../account.ts';
import { newPasswordSchema, usernameSchema } from '../auth.ts';
import { dollars, flag, text } from '../fields.ts';
import { roles } from '../roles.ts';
import { msg } from '../texts/messages/index.ts';
import { listQueryShape } from './requests.ts';
import { oneOf } from './schemaParts.ts';

/**
 * The user form's values as the back office sends them (back-office.md §3, Users): the username (fixed once
 * created), an initial password or none (then the user is invited by e-mail to choose one; never sent back), the
 * role, the profile (names, company, e-mail, phone, language), whether the account is active, and a portal
 * user's customer numbers and ordering terms: who approves their orders and whether they give a PO number
 * (domain/src/portal/terms.ts).
 */
export const userLimits = { customerNumber: 40, customerNumbers: 50, approvalLimitDollars: 1_000_000 } as const;

/**
 * A portal user's approval rule: `accounts` (or none) leaves each customer number's own settings; `always` sends
 * every order for approval; `aboveLimit` the orders above `approvalLimit` dollars; `never` none.
 */
export const approvalRules = ['accounts', 'always', 'aboveLimit', 'never'] as const;
export type ApprovalRule = (typeof approvalRules)[number];
const approvalLimitInvalid = msg('admin.user.approvalLimit.invalid');
const emptyIsNull = (value: unknown, original: unknown): unknown => (original === '' ? null : value);
export const customerNumberPattern = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;
const customerNumberInvalid = msg('admin.user.customerNumber.invalid');

/** The customer numbers of the form's text field ("CPC-1, CPC-2"): trimmed, empty parts dropped. */
export const customerNumbersOf = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** Customer numbers of the form's text field that are all well formed, and not too many. */
export const areCustomerNumbers = (value: string | null | undefined): boolean => {
  const numbers = customerNumbersOf(value);
  return (
    numbers.length <= userLimits.customerNumbers &&
    numbers.every((number) => number.length <= userLimits.customerNumber && customerNumberPattern.test(number))
  );
};

/** An empty password field means no password: the user is invited to choose one. */
const noPassword = (_value: unknown, original: unknown): unknown => (original === '' ? null : original);

export const userValuesSchema = object({
  username: usernameSchema,
  password: newPasswordSchema.transform(noPassword).nullable().default(null),
  role: oneOf(roles).required(msg('form.fieldRequired')),
  active: flag().default(true),
  // One text field, as the form shows it; `customerNumbersOf` reads the list out of it.
  customerNumbers: text((userLimits.customerNumber + 2) * userLimits.customerNumbers)
    .test('customerNumbers', customerNumberInvalid, areCustomerNumbers)
    .nullable()
    .default(null),
  approvalRule: oneOf(approvalRules).nullable().default(null),
  approvalLimit: dollars(approvalLimitInvalid, { min: 0, max: userLimits.approvalLimitDollars * 100 })
    .transform(emptyIsNull)
    .nullable()
    .default(null)
    .when('approvalRule', ([rule], schema) =>
      rule === 'aboveLimit' ? schema.required(msg('admin.user.approvalLimit.required')) : schema,
    ),
  poNumberEnabled: flag().default(true),
}).concat(profileSchema);
export type UserValues = InferType<typeof userValuesSchema>;

/** `registration`: a portal self-registration not decided yet (its e-mail address confirmed or not). */
export const userStatuses = ['active', 'deactivated', 'pending', 'registration'] as const;
export type UserStatusFilter = (typeof userStatuses)[number];

/** The user list's query: the common list fields, and the advanced search's role and status. */
export const userListQuerySchema = object({
  ...listQueryShape,
  role: text(20).oneOf([...roles, undefined], msg('validation.invalid')),
  status: text(20).oneOf([...userStatuses, undefined], msg('validation.invalid')),
});
