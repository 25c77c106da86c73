import type { Language } from '@parks/schemas/language';
import { numbered } from '@parks/schemas/messages/index';
import { type FormikErrors, setIn } from 'formik';
import { type AnySchema, ValidationError } from 'yup';

/** One broken rule: the field path, its message key and its number in the list. */
export type NumberedIssue = Readonly<{ field: string; key: string; count: number }>;

/** First message per field, fields in the given order (unknown ones last), numbered from 1. */
export const issuesOf = (error: ValidationError, order: readonly string[]): NumberedIssue[] => {
  const first = new Map<string, string>();
  for (const inner of error.inner.length > 0 ? error.inner : [error]) {
    const field = inner.path ?? '';
    if (!first.has(field)) first.set(field, inner.message);
  }
  const rank = (field: string) => {
    const index = order.indexOf(field);
    return index < 0 ? order.length : index;
  };
  return [...first.entries()]
    .map(([field, key]) => ({ field, key }))
    .sort((a, b) => rank(a.field) - rank(b.field))
    .map((issue, index) => ({ ...issue, count: index + 1 }));
};

/** Validates `values` with a shared schema: numbered issues, none when valid. */
export const validateNumbered = (
  schema: AnySchema,
  values: unknown,
  order: readonly string[],
  context: Record<string, unknown> = {},
): NumberedIssue[] => {
  try {
    schema.validateSync(values, { abortEarly: false, context });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return issuesOf(error, order);
    throw error;
  }
};

/** Formik's errors object from numbered issues, each rendered `Error {count}: {message}` in the page language. */
export const formikErrorsOf = <Values>(
  issues: readonly NumberedIssue[],
  lng: Language,
  fieldKey: (issue: NumberedIssue) => string = (issue) => issue.key,
): FormikErrors<Values> =>
  issues.reduce<FormikErrors<Values>>(
    (errors, issue) => setIn(errors, issue.field, numbered(lng, issue.count, fieldKey(issue))),
    {},
  );
