import { array, boolean, number, type Schema, string } from 'yup';
import { type Cents, parseDollars, parsePercent, type Rate } from './money.ts';
import { searchTextMaxLength } from './store.ts';
import { msg } from './texts/messages/index.ts';

/**
 * The field types every schema is built from, so that input is read as it was sent, at one depth:
 *
 * - yup's own `string()` turns a number into a string and leaves an object or array for `.trim()` to crash on;
 *   `text()` takes a string only (anything else is the field's type error) and trims it without calling string
 *   methods on what is not one.
 * - yup's `number()` reads `"1e3"` as 1000 and `"0x10"` as 16; `count()`/`decimal()` take a JSON number, or a
 *   plain decimal string as typed in a form (`"12"`, `"1.5"`), and nothing else.
 * - yup's `boolean()` reads `1` and `"0"`; `flag()` takes a boolean, or `"true"`/`"false"` (a query string).
 * - every string and array is bounded: `text()` by default at `fieldLimits.text`, `list()` always.
 * - a `text()` is plain text: markup is refused at the boundary (`isPlainText`), so no stored name, description or
 *   note can carry a tag, an event handler or a script link to a page, a mail or a file. The fields that are not
 *   plain text say so (`plain: false`): HTML content (sanitised on its own path), passwords, tokens, usernames,
 *   search text (never stored) and an import file's content (whose rows are checked as fields in turn).
 */

export const fieldLimits = {
  /** A text field that says nothing of its length (a name, a code, an id) is at most this long. */
  text: 1_000,
  /** An id: a route parameter, a line, an address, an order. */
  id: 128,
} as const;

type Case = 'upper' | 'lower' | 'keep';

/**
 * What makes text markup rather than text: a tag, a closing tag, a comment or a processing instruction (`<` then a
 * letter, `/`, `!` or `?`), an event-handler attribute (`onerror=`: `on` and three letters or more, so `one=1`
 * stays text), or a script link (`javascript:`, `vbscript:`, `data:text/html`). A lone `<` (`3 < 5`), `&` or `=`
 * stays text.
 */
const markup = /<[a-z/!?]|\bon[a-z]{3,}\s*=|\b(?:java|vb)script\s*:|\bdata\s*:\s*text\/html/i;

/** Whether a value is plain text: no markup anywhere in it (controls aside, which the field's own rules judge). */
export const isPlainText = (value: string): boolean => !markup.test(value);

const trimmed =
  (trim: boolean, letterCase: Case) =>
  (_value: unknown, original: unknown): unknown => {
    if (typeof original !== 'string') return original;
    const value = trim ? original.trim() : original;
    return letterCase === 'upper' ? value.toUpperCase() : letterCase === 'lower' ? value.toLowerCase() : value;
  };

/**
 * A string field: trimmed (unless `trim: false`: passwords, usernames), upper- or lower-cased when asked, at most
 * `max` characters (`validation.invalid`; a later `.max()` replaces the bound and its message), and plain text
 * (`validation.markup`) unless `plain: false`.
 */
export const text = (
  max: number = fieldLimits.text,
  options: Readonly<{ trim?: boolean; case?: Case; plain?: boolean }> = {},
) => {
  const field = string()
    .transform(trimmed(options.trim ?? true, options.case ?? 'keep'))
    .typeError(msg('validation.invalid'))
    // null where the field takes none: the field's type error, not yup's own English "cannot be null".
    .nonNullable(msg('validation.invalid'))
    .max(max, msg('validation.invalid'));
  return options.plain === false
    ? field
    : field.test('plain', msg('validation.markup'), (value) => typeof value !== 'string' || isPlainText(value));
};

/**
 * The keyword of a search box or a list (at most 150 characters, `search.tooLong`). Never stored, only matched, so
 * not held to plain text.
 */
export const searchTextField = () =>
  text(searchTextMaxLength, { plain: false }).max(searchTextMaxLength, msg('search.tooLong'));

/** A JSON number, or a string of decimal digits (an optional sign and fraction): `"1e3"` or `"0x10"` is not one. */
const decimalLiteral = /^[+-]?\d{1,16}(\.\d{1,16})?$/;

const literalNumber = (_value: unknown, original: unknown): unknown => {
  if (typeof original !== 'string') return original;
  const value = original.trim();
  return decimalLiteral.test(value) ? Number(value) : Number.NaN;
};

/** A number field (see `literalNumber`); NaN and the infinities are type errors. */
export const decimal = (typeError: string = msg('validation.invalid')) =>
  number()
    .transform(literalNumber)
    .typeError(typeError)
    .nonNullable(typeError)
    .test('finite', typeError, (value) => value === undefined || value === null || Number.isFinite(value));

/** What a form or JSON sent, read by `parse` (total): absent stays absent, anything it cannot read is NaN. */
const readExactly =
  (parse: (value: unknown) => number | null) =>
  (_value: unknown, original: unknown): unknown =>
    original === undefined || original === null ? original : (parse(original) ?? Number.NaN);

/**
 * An amount typed in dollars, to the cent (`12`, `12.5`, `"12.50"`, `"12,50"` from a French page), from `min` to
 * `max` cents: anything else (`Infinity`, `NaN`, `1e-7`, `12.505`, a 20-digit number, an exponent form) is the
 * field's `message`, never a throw. The amount is read through `parseDollars`, which is total and reads the digits
 * as text. The value stays dollars (a number: `"12,50"` is 12.5), so that validating it again gives it back (a Create is
 * validated at the route and again by its resource); `centsOfDollars` gives the cents, exactly.
 */
export const dollars = (message: string, bounds: Readonly<{ min: Cents; max: Cents }>) =>
  number()
    .transform(
      readExactly((value) =>
        typeof value === 'string' ? (parseDollars(value) ?? Number.NaN) / 100 : (value as number),
      ),
    )
    .typeError(message)
    .nonNullable(message)
    .test('dollars', message, (value) => {
      if (value === undefined || value === null) return true;
      const cents = parseDollars(value);
      return cents !== null && cents >= bounds.min && cents <= bounds.max;
    });

/**
 * A percentage staff type (`5`, `9.975`, `"12,5"` from a French page), to the thousandth of a percent, from `min` to
 * `max` thousandths (`Rate`): more than three decimals, an exponent form, NaN or a non-number is the field's
 * `message`, never a throw. Like `dollars`, the value stays what was typed, as a number (`"12,5"` is 12.5), so that
 * validating it again gives it back (a Create is validated at the route and again by its resource);
 * `rateOfPercent` gives the rate, exactly.
 */
export const percentage = (message: string, bounds: Readonly<{ min: Rate; max: Rate }>) =>
  number()
    .transform(
      readExactly((value) =>
        typeof value === 'string' ? (parsePercent(value) ?? Number.NaN) / 1000 : (value as number),
      ),
    )
    .typeError(message)
    .nonNullable(message)
    .test('percent', message, (value) => {
      if (value === undefined || value === null) return true;
      const rate = parsePercent(value);
      return rate !== null && rate >= bounds.min && rate <= bounds.max;
    });

/** A whole number field: a decimal that is an integer. */
export const count = (typeError: string = msg('validation.invalid')) => decimal(typeError).integer(typeError);

/** A boolean field: true/false, or the strings "true"/"false"; never 1, 0, "yes". */
export const flag = () =>
  boolean()
    .transform((_value: unknown, original: unknown) =>
      original === 'true' ? true : original === 'false' ? false : original,
    )
    .typeError(msg('validation.invalid'));

/** An array field of at most `max` items of `item`. */
export const list = <T extends Schema>(item: T, max: number, message: string = msg('validation.invalid')) =>
  array(item).typeError(message).max(max, message);

/**
 * What our ids look like (order numbers, line and address ids, user ids, slugs, customer numbers): letters,
 * digits, `-`, `_`, `.`, starting with a letter or digit, at most 128 characters. Not one of these is a path, a
 * Redis/BullMQ separator (`:`) or `__proto__`; `constructor` and `prototype` match the pattern, so they are
 * refused by name: no id of ours is a prototype key.
 */
export const idPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

const prototypeKeys: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export const isWellFormedId = (value: unknown): value is string =>
  typeof value === 'string' && idPattern.test(value) && !prototypeKeys.has(value);

/** An id field: a well-formed id or the field's `message` (an unknown id). */
export const idField = (message: string = msg('validation.invalid')) =>
  text(fieldLimits.id).test('id', message, (value) => value === undefined || value === '' || isWellFormedId(value));

/** List pages (back-office.md): pages start at 1; Show all asks page or page size 100000, the upper bound. */
export const pageLimits = { showAll: 100_000 } as const;

/** `?page=`: a whole number from 1 to 100000 (`Infinity`, `1e308`, `1.5`, `-1` are refused). */
export const pageNumber = () =>
  count().min(1, msg('validation.invalid')).max(pageLimits.showAll, msg('validation.invalid')).default(1);

/** `?pageSize=`: a whole number from 1 to 100000, `size` when absent. */
export const pageSize = (size: number) =>
  count().min(1, msg('validation.invalid')).max(pageLimits.showAll, msg('validation.invalid')).default(size);

/** The "no selection" of a single select (§5): absent, null, empty, or the "None" option's id 0. */
const noSelection = (value: unknown, original: unknown): unknown =>
  original === '' || original === 0 || original === '0' ? null : value;

/**
 * The id of a single select that may be left on "None" (a category's parent, the product an attribute describes):
 * null when none is chosen, else a well-formed id or the field's `message` (an unknown id).
 */
export const optionalIdField = (message: string = msg('validation.invalid')) =>
  text(fieldLimits.id)
    .transform(noSelection)
    .nullable()
    .default(null)
    .test('id', message, (value) => value === null || value === undefined || isWellFormedId(value));
