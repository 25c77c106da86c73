/**
 * Money is an integer number of cents (CAD), everywhere: events, DTOs, read models. Formatting for people
 * (`$1,234.50` / `1 234,50 $`) is the web's job; these helpers only compute.
 */
export type Cents = number;

export const currency = 'CAD' as const;
export type Currency = typeof currency;

/**
 * A tax or discount rate in thousandths of a percent: 5% is 5_000, 9.975% (QST) is 9_975, 100% is 100_000.
 * Integers keep rates exact; the provincial rates all fit in three decimals of a percent.
 */
export type Rate = number;
export const fullRate: Rate = 100_000;

export const isCents = (value: unknown): value is Cents => Number.isSafeInteger(value);

export const assertCents = (value: number, what = 'amount'): Cents => {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be an integer number of cents, got ${value}`);
  return value;
};

/** Cents from a decimal amount (`12.5` or `'12.50'`), rounded half away from zero. For imports and admin input. */
export const toCents = (amount: number | string): Cents => {
  const value = typeof amount === 'string' ? Number(amount.trim()) : amount;
  if (!Number.isFinite(value)) throw new RangeError(`not an amount: ${amount}`);
  // Going through the decimal string avoids 1.005 * 100 = 100.49999…
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(3).split('.');
  const thousandths = Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
  const cents = Math.floor((thousandths + 5) / 10);
  return value < 0 ? -cents : cents;
};

/**
 * Dollars to the cent as people and JSON write them: digits, an optional sign and at most two decimals, after a
 * point or, as a French page writes them, a comma (`12,50`).
 */
const dollarLiteral = /^([+-]?)(\d{1,13})(?:[.,](\d{1,2}))?$/;

/**
 * The cents of an amount in dollars (`12`, `-12.5`, `"12.50"`, `"12,50"`), or null for anything that is not one exactly:
 * a non-number, `NaN`, the infinities, more than two decimals (`12.505`, `1e-7`), more than 13 digits of dollars,
 * an exponent form. Total: it never throws, so a validation test may call it on whatever arrived. The digits are
 * read as text, so there is no float rounding (`1.005` is refused, not rounded).
 */
export const parseDollars = (value: unknown): Cents | null => {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const match = dollarLiteral.exec(typeof value === 'string' ? value.trim() : String(value));
  if (match === null) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' && cents !== 0 ? -cents : cents;
};

/** A percentage to the thousandth of a percent: digits, an optional sign, at most three decimals (point or comma). */
const percentLiteral = /^([+-]?)(\d{1,9})(?:[.,](\d{1,3}))?$/;

/**
 * The rate (thousandths of a percent) of a percentage as people and JSON write it (`5`, `9.975`, `"12,5"`), or null
 * for anything that is not one exactly: a non-number, `NaN`, the infinities, more than three decimals, an exponent
 * form. Total, and read as text like `parseDollars` (`12.5` is 12_500, never 12_499).
 */
export const parsePercent = (value: unknown): Rate | null => {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const match = percentLiteral.exec(typeof value === 'string' ? value.trim() : String(value));
  if (match === null) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const rate = Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
  return sign === '-' && rate !== 0 ? -rate : rate;
};

/**
 * A rate as a percentage a form shows: the fewest decimals that keep it exact (`5_000` → `5`, `9_975` → `9.975`,
 * `12_500` → `12.5`), with a comma for French (`12,5`). `parsePercent` reads it back. Worked in integers.
 */
export const percentText = (rate: Rate, language: 'en' | 'fr' = 'en'): string => {
  assertCents(rate, 'rate');
  const size = Math.abs(rate);
  const fraction = size % 1000;
  const decimals = String(fraction).padStart(3, '0').replace(/0+$/, '');
  const whole = `${rate < 0 ? '-' : ''}${(size - fraction) / 1000}`;
  return decimals === '' ? whole : `${whole}${language === 'fr' ? ',' : '.'}${decimals}`;
};

/** The cents of an amount a `dollars` field accepted (schemas/src/fields.ts) (12.5 → 1250), exactly; throws on anything else. */
export const centsOfDollars = (amount: number): Cents => {
  const cents = parseDollars(amount);
  if (cents === null) throw new RangeError(`not an amount in dollars: ${amount}`);
  return cents;
};

/** The rate (thousandths of a percent) of a percentage a `percentage` field accepted (12.5 → 12_500), exactly. */
export const rateOfPercent = (value: number): Rate => {
  const rate = parsePercent(value);
  if (rate === null) throw new RangeError(`not a percentage: ${value}`);
  return rate;
};

/** The decimal amount of some cents (`1234` → `12.34`), for exports that want dollars. Not for display. */
export const toDollars = (cents: Cents): number => cents / 100;

/**
 * Cents as a file writes money: dollars with exactly two decimals (`570` → `5.70`, `0` → `0.00`, `-5` → `-0.05`),
 * which `toCents` reads back. Worked in integers, so no float ever shows as `5.7` or `2.2000000000000002`.
 */
export const centsText = (cents: Cents): string => {
  assertCents(cents);
  const size = Math.abs(cents);
  const fraction = size % 100;
  return `${cents < 0 ? '-' : ''}${(size - fraction) / 100}.${String(fraction).padStart(2, '0')}`;
};

/** Cents as a form shows dollars: `centsText`, with a decimal comma for French (`725` → `7,25`). */
export const dollarsText = (cents: Cents, language: 'en' | 'fr' = 'en'): string => {
  const text = centsText(cents);
  return language === 'fr' ? text.replace('.', ',') : text;
};

export const sumCents = (amounts: readonly Cents[]): Cents => amounts.reduce((total, amount) => total + amount, 0);

export const multiplyCents = (cents: Cents, quantity: number): Cents => assertCents(cents * quantity, 'line total');

/** `cents × rate`, rounded half up to the cent (amounts are never negative where rates apply). */
export const applyRate = (cents: Cents, rate: Rate): Cents => {
  const scaled = cents * rate;
  return Math.sign(scaled) * Math.floor((Math.abs(scaled) + fullRate / 2) / fullRate);
};

/** A rate from a percentage written by people: `percent(9.975)` is 9_975. */
export const percent = (value: number): Rate => Math.round(value * 1000);

const moneyFormats = new Map<'en' | 'fr', Intl.NumberFormat>();

/**
 * An amount as staff and shoppers read it, in the page's language: `$1,234.50` / `1 234,50 $`; never `CA$` (a
 * browser whose own locale is not Canadian may write it so). The one money format of the store, screens, mail and
 * exports alike.
 */
export const moneyText = (cents: Cents, language: 'en' | 'fr'): string => {
  let format = moneyFormats.get(language);
  if (format === undefined) {
    format = new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency });
    moneyFormats.set(language, format);
  }
  return format.format(cents / 100).replace(/CA\s?\$/, '$');
};
