/**
 * The field rules the back office's forms share (categories, products, content, prices, discounts, taxes): each
 * rule, with its message, is written here once.
 */
import type { TestContext } from 'yup';
import { count, text } from '../fields.ts';
import { msg } from '../texts/messages/index.ts';

/** An empty text is no value (null). */
export const emptyIsNull = (value: unknown): unknown => (value === '' ? null : value);

/** A name the form requires, at most `max` characters (one field per language where there are two). */
export const requiredName = (max: number) => text(max).required(msg('admin.name.required'));

/** The place among its siblings: a whole number from 0 to `max`, 0 when absent. */
export const displayOrder = (max: number) =>
  count(msg('admin.order.invalid')).min(0, msg('admin.order.invalid')).max(max, msg('admin.order.invalid')).default(0);

/**
 * A date and time (the datetimepicker), kept as an ISO 8601 instant; empty or null is open-ended (null). `test` and
 * `message` name the form's own check that it is a date.
 */
export const instantField = (test: string, message: string) =>
  text(40)
    .transform(emptyIsNull)
    .nullable()
    .default(null)
    .test(test, message, (value) => value == null || !Number.isNaN(Date.parse(value)))
    .transform((value: unknown) =>
      typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : value,
    );

/**
 * The test of a period's end: open-ended (null), or after its start (the sibling `startKey`) when that is given.
 * A start that is not a date yet is its own field's error, not the end's.
 */
export const endsAfter =
  (startKey: string) =>
  (value: string | null | undefined, context: TestContext): boolean => {
    const start: unknown = context.parent[startKey];
    return value == null || typeof start !== 'string' || Date.parse(value) > Date.parse(start);
  };
