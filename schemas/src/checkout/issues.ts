import { ValidationError } from 'yup';
import { type CheckoutContext, type CheckoutInput, checkoutFieldOrder, checkoutSchema } from '../checkout.ts';
import type { Language } from '../language.ts';
import { isMessageKey, type MessageKey, translate } from '../texts/messages/index.ts';

/** One broken rule of the checkout form: the field path, its message key and its number in the list. */
export type CheckoutIssue = Readonly<{ field: string; key: MessageKey; count: number }>;

export type CheckoutValidation =
  | Readonly<{ ok: true; value: CheckoutInput }>
  | Readonly<{ ok: false; issues: readonly CheckoutIssue[] }>;

const rank = (field: string): number => {
  const exact = checkoutFieldOrder.indexOf(field);
  if (exact >= 0) return exact;
  // A whole section that is missing or not an object sits where its first field would.
  const firstChild = checkoutFieldOrder.findIndex((candidate) => candidate.startsWith(`${field}.`));
  return firstChild >= 0 ? firstChild : checkoutFieldOrder.length;
};

/** Numbered issues from a yup error: first message per field, fields in the spec's order. */
export const issuesFromError = (error: ValidationError): CheckoutIssue[] => {
  const firstPerField = new Map<string, MessageKey>();
  const errors = error.inner.length > 0 ? error.inner : [error];
  for (const inner of errors) {
    const field = inner.path ?? '';
    if (firstPerField.has(field)) continue;
    firstPerField.set(field, isMessageKey(inner.message) ? inner.message : 'validation.invalid');
  }
  return [...firstPerField.entries()]
    .map(([field, key]) => ({ field, key }))
    .sort((a, b) => rank(a.field) - rank(b.field))
    .map((issue, index) => ({ ...issue, count: index + 1 }));
};

/**
 * Validates and cleans the checkout form with the spec's rules, in the browser and on the server alike.
 * The cleaned value has trimmed strings, upper-cased country and province codes, and no billing block
 * when billing is the same as shipping.
 */
export const validateCheckout = (values: unknown, context: CheckoutContext = {}): CheckoutValidation => {
  try {
    const value = checkoutSchema.validateSync(values, { abortEarly: false, context, stripUnknown: true });
    return { ok: true, value };
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    return { ok: false, issues: issuesFromError(error) };
  }
};

export const checkoutIssues = (values: unknown, context: CheckoutContext = {}): readonly CheckoutIssue[] => {
  const result = validateCheckout(values, context);
  return result.ok ? [] : result.issues;
};

/**
 * One numbered line of the list: `Error 1: first name cannot be empty` in the page language; a billing field's
 * line names its section (`Error 11: Billing address: first name cannot be empty`), as the shipping wording is
 * the same.
 */
export const issueText = (language: Language, issue: CheckoutIssue): string => {
  const message = translate(language, issue.key);
  const text = issue.field.startsWith('billing')
    ? translate(language, 'checkout.billing.section', { message })
    : message;
  return translate(language, 'form.errorNumbered', { count: issue.count, message: text });
};

/** The numbered lines of the list, in the page language. */
export const numberedMessages = (language: Language, issues: readonly CheckoutIssue[]): string[] =>
  issues.map((issue) => issueText(language, issue));

/** The problem-details `errors` map: field path → message keys. */
export const fieldErrors = (issues: readonly CheckoutIssue[]): Record<string, MessageKey[]> =>
  Object.fromEntries(issues.map((issue) => [issue.field, [issue.key]]));

const isAddressField = (field: string): boolean =>
  field === 'shipping' || field === 'billing' || field.startsWith('shipping.') || field.startsWith('billing.');

/**
 * The browser's submit gate as the spec words it: blocked by any address error, or by more than two other
 * errors. The server refuses any error at all, so a form let through here still gets its numbered list back.
 */
export const isSubmissionBlocked = (issues: readonly CheckoutIssue[]): boolean =>
  issues.some((issue) => isAddressField(issue.field)) || issues.length > 2;
