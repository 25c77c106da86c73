import { isValidPhone, isValidPostalCode } from '@parks/schemas/checkout/address';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskCardNumber, phoneMask, postalCodeMask, reformat, unmaskedMaxLength } from './masks.ts';

const digit = fc.constantFrom(...'0123456789');
const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ');

describe('typing masks and the shared address rules', () => {
  it('a North American number masked is valid exactly when its area code does not start with 0', () => {
    fc.assert(
      fc.property(fc.constantFrom('CA', 'US'), fc.array(digit, { minLength: 10, maxLength: 10 }), (country, digits) => {
        const masked = reformat(digits.join(''), phoneMask(country), unmaskedMaxLength.phone);
        expect(masked).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
        // the first-digit rule is the schema's alone: the mask takes any digit
        expect(isValidPhone(country, masked)).toBe(digits[0] !== '0');
      }),
    );
  });

  it('a Canadian postal code typed in any case and spacing is masked into a valid A1A 1A1', () => {
    fc.assert(
      fc.property(
        fc.tuple(letter, digit, letter, digit, letter, digit),
        fc.constantFrom('', ' ', '-'),
        (parts, gap) => {
          const typed = `${parts.slice(0, 3).join('')}${gap}${parts.slice(3).join('')}`;
          const masked = reformat(typed, postalCodeMask('CA'), unmaskedMaxLength.postalCode);
          expect(masked).toBe(`${parts.slice(0, 3).join('')} ${parts.slice(3).join('')}`.toUpperCase());
          expect(isValidPostalCode('CA', masked)).toBe(true);
        },
      ),
    );
  });

  it('a value typed for another country takes the new mask, or none', () => {
    expect(reformat('6135551234', phoneMask('US'), unmaskedMaxLength.phone)).toBe('(613) 555-1234');
    expect(reformat('(613) 555-1234', phoneMask('FR'), unmaskedMaxLength.phone)).toBe('(613) 555-1234');
    expect(reformat('+33 1 23 45 67 89 00 11 22', phoneMask('FR'), unmaskedMaxLength.phone)).toHaveLength(20);
    expect(reformat('K1A 0B1', postalCodeMask('US'), unmaskedMaxLength.postalCode)).toBe('101');
    expect(reformat('902101234', postalCodeMask('US'), unmaskedMaxLength.postalCode)).toBe('90210-1234');
    expect(reformat('SW1A 1AA', postalCodeMask('GB'), unmaskedMaxLength.postalCode)).toBe('SW1A 1AA');
  });

  it('groups card numbers by their brand (the hand-written card mask is kept)', () => {
    expect(maskCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(maskCardNumber('378282246310005')).toBe('3782 822463 10005');
  });
});
