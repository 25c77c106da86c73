import { phoneLimits } from '@parks/schemas/checkout/address';
import { cardDigits, cardPattern } from '@parks/schemas/checkout/card';
import { isNorthAmerican } from '@parks/schemas/store';

/**
 * A typing mask: a template whose placeholder characters (the keys of `replacement`) each take one character the
 * pattern accepts, the others written as they are. A mask only shapes what is typed: the rules (the phone's first
 * digit 1–9, the postal code patterns, the lengths) are the shared yup schemas' and are checked there.
 */
export type FieldMask = Readonly<{
  mask: string;
  replacement: Readonly<Record<string, RegExp>>;
  /** Letters are upper-cased as typed. */
  upperCase?: boolean;
}>;

/** North American phone: `(613) 555-1234` for CA and US; elsewhere no mask (free text, see `phoneLimits`). */
export const phoneMask = (country: string): FieldMask | null =>
  isNorthAmerican(country) ? { mask: '(___) ___-____', replacement: { _: /\d/ } } : null;

/** Canadian postal code `A1A 1A1` (letters upper-cased as typed); US ZIP `12345-6789`; elsewhere no mask. */
export const postalCodeMask = (country: string): FieldMask | null => {
  if (country === 'CA') return { mask: '#_# _#_', replacement: { '#': /[A-Za-z]/, _: /\d/ }, upperCase: true };
  if (country === 'US') return { mask: '_____-____', replacement: { _: /\d/ } };
  return null;
};

/** Free-text lengths where no mask applies. */
export const unmaskedMaxLength = { phone: phoneLimits.freeTextMax, postalCode: 12 } as const;

const patternAt = (mask: FieldMask, index: number): RegExp | undefined => mask.replacement[mask.mask.charAt(index)];

/** The characters of `text` some placeholder of the mask takes, in order (upper-cased where the mask says so). */
const acceptedChars = (text: string, mask: FieldMask): string[] => {
  const patterns = Object.values(mask.replacement);
  return [...(mask.upperCase ? text.toUpperCase() : text)].filter((char) => patterns.some((p) => p.test(char)));
};

/**
 * The masked value of typed characters: each placeholder takes the next character its pattern accepts (one it
 * does not is dropped), the template's other characters are written up to the last placeholder filled.
 * Also gives, for each character taken, the index just after it in the value (where a caret after it goes).
 */
const fill = (chars: readonly string[], mask: FieldMask): { value: string; ends: number[]; taken: number[] } => {
  let value = '';
  let pending = '';
  const ends: number[] = [];
  const taken: number[] = [];
  let next = 0;
  for (let index = 0; index < mask.mask.length && next < chars.length; index += 1) {
    const pattern = patternAt(mask, index);
    if (!pattern) {
      pending += mask.mask.charAt(index);
      continue;
    }
    while (next < chars.length && !pattern.test(chars[next] ?? '')) next += 1;
    const char = chars[next];
    if (char === undefined) break;
    value += pending + char;
    pending = '';
    ends.push(value.length);
    taken.push(next);
    next += 1;
  }
  return { value, ends, taken };
};

/** Characters shaped by a mask, e.g. `6135550123` → `(613) 555-0123`. */
export const maskValue = (text: string, mask: FieldMask): string => fill(acceptedChars(text, mask), mask).value;

export type TypedValue = Readonly<{ value: string; caret: number }>;

/**
 * What an input event leaves in a masked field, from the input's value right after the event (`typed`, the caret
 * where the browser put it) and the value before it: derived from the characters typed, never from a stored
 * state, so keys typed faster than the page renders all count. A deletion that took only a template character
 * (a bracket, a space) takes the character before it instead, as the shopper meant.
 */
export const applyTyping = (
  mask: FieldMask,
  typed: TypedValue,
  previous: string,
  inputType: string | undefined,
): TypedValue => {
  const chars = acceptedChars(typed.value, mask);
  let before = acceptedChars(typed.value.slice(0, typed.caret), mask).length;
  const onlyTemplateDeleted =
    inputType === 'deleteContentBackward' && chars.length === acceptedChars(previous, mask).length;
  if (onlyTemplateDeleted && before > 0) {
    chars.splice(before - 1, 1);
    before -= 1;
  }
  const { value, ends, taken } = fill(chars, mask);
  const kept = taken.filter((index) => index < before).length;
  return { value, caret: kept === 0 ? 0 : (ends[kept - 1] ?? value.length) };
};

/**
 * A value typed under another mask (the country changed), shaped by this one: the characters the new mask takes,
 * in order; without a mask, the value cut to `maxLength`.
 */
export const reformat = (value: string, mask: FieldMask | null, maxLength: number): string =>
  mask ? maskValue(value.toUpperCase(), mask) : value.slice(0, maxLength);

/** Card number in groups of four (Amex 4-6-5), cut to the length its leading digits call for. */
export const maskCardNumber = (input: string): string => {
  const digits = cardDigits(input).replace(/\D/g, '');
  const { length, brand } = cardPattern(digits);
  const kept = digits.slice(0, length);
  const groups = brand === 'amex' ? [4, 6, 5] : Array.from({ length: Math.ceil(length / 4) }, () => 4);
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= kept.length) break;
    parts.push(kept.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
};

/** Expiry as month/year: `0729` typed becomes `07/29`. */
export const maskExpiry = (input: string): string => {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};
