import { phoneLimits } from '@parks/schemas/checkout/address';
import { cardDigits, cardPattern } from '@parks/schemas/checkout/card';
import { isNorthAmerican } from '@parks/schemas/store';
import { format, type Replacement, type Track } from '@react-input/mask';

/**
 * The typing masks of @react-input/mask (it keeps the caret where the shopper edits, which a rewrite of the whole
 * value on each input does not). A mask only shapes what is typed: the rules (the phone's first digit 1–9, the
 * postal code patterns, the lengths) are the shared yup schemas' and are checked there.
 */
export type FieldMask = Readonly<{ mask: string; replacement: Replacement; track?: Track }>;

/** North American phone: `(613) 555-1234` for CA and US; elsewhere no mask (free text, see `phoneLimits`). */
export const phoneMask = (country: string): FieldMask | null =>
  isNorthAmerican(country) ? { mask: '(___) ___-____', replacement: { _: /\d/ } } : null;

/** Canadian postal code `A1A 1A1` (letters upper-cased as typed); US ZIP `12345-6789`; elsewhere no mask. */
export const postalCodeMask = (country: string): FieldMask | null => {
  if (country === 'CA')
    return {
      // the placeholders are not letters or digits: the library ignores typed characters equal to a placeholder
      mask: '#_# _#_',
      replacement: { '#': /[A-Za-z]/, _: /\d/ },
      track: ({ inputType, data }) => (inputType === 'insert' ? data.toUpperCase() : undefined),
    };
  if (country === 'US') return { mask: '_____-____', replacement: { _: /\d/ } };
  return null;
};

/** Free-text lengths where no mask applies. */
export const unmaskedMaxLength = { phone: phoneLimits.freeTextMax, postalCode: 12 } as const;

/**
 * A value typed under another mask (the country changed), shaped by this one: the characters the new mask takes,
 * in order, through the library's `format`; without a mask, the value cut to `maxLength`.
 */
export const reformat = (value: string, mask: FieldMask | null, maxLength: number): string => {
  if (!mask) return value.slice(0, maxLength);
  const accepted = Object.values(mask.replacement);
  const kept = [...value.toUpperCase()].filter((char) => accepted.some((pattern) => pattern.test(char))).join('');
  return format(kept, mask);
};

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
