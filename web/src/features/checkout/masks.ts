import { phoneLimits } from '@parks/schemas/checkout/address';
import { cardDigits, cardPattern } from '@parks/schemas/checkout/card';
import { isNorthAmerican } from '@parks/schemas/store';

/** North American phone mask while typing: `(613) 555-1234`; elsewhere free text up to 20 characters. */
export const maskPhone = (country: string, input: string): string => {
  if (!isNorthAmerican(country)) return input.slice(0, phoneLimits.freeTextMax);
  const digits = input
    .replace(/\D/g, '')
    .replace(/^1(?=\d{10})/, '')
    .slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
};

/** Canadian postal code mask `A1A 1A1` (upper case, one space); US ZIP digits and hyphen; others as typed. */
export const maskPostalCode = (country: string, input: string): string => {
  if (country === 'CA') {
    const compact = input
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 6);
    return compact.length > 3 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
  }
  if (country === 'US') return input.replace(/[^\d-]/g, '').slice(0, 10);
  return input.slice(0, 12);
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
