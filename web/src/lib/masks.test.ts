import { isValidPhone, isValidPostalCode } from '@parks/schemas/checkout/address';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyTyping,
  type FieldMask,
  maskCardNumber,
  phoneMask,
  postalCodeMask,
  reformat,
  type TypedValue,
  unmaskedMaxLength,
} from './masks.ts';

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

/** Keys typed one after another at the caret, each input event masked as the field does. */
const typeKeys = (mask: FieldMask, keys: string, start: TypedValue = { value: '', caret: 0 }): TypedValue =>
  [...keys].reduce((field, key) => {
    const value = `${field.value.slice(0, field.caret)}${key}${field.value.slice(field.caret)}`;
    return applyTyping(mask, { value, caret: field.caret + 1 }, field.value, 'insertText');
  }, start);

const backspace = (mask: FieldMask, field: TypedValue): TypedValue =>
  applyTyping(
    mask,
    { value: `${field.value.slice(0, field.caret - 1)}${field.value.slice(field.caret)}`, caret: field.caret - 1 },
    field.value,
    'deleteContentBackward',
  );

const ca = { phone: phoneMask('CA'), postalCode: postalCodeMask('CA') };
if (!ca.phone || !ca.postalCode) throw new Error('the Canadian masks are missing');
const { phone, postalCode } = { phone: ca.phone, postalCode: ca.postalCode };

describe('Masked postal-code and phone fields drop characters when typed fast: each key is masked as it comes', () => {
  it('keeps every key of a postal code and a phone number, the caret after the last', () => {
    expect(typeKeys(postalCode, 'k1a0b1')).toEqual({ value: 'K1A 0B1', caret: 7 });
    expect(typeKeys(phone, '6135550123')).toEqual({ value: '(613) 555-0123', caret: 14 });
  });

  it('a key at any point of a valid typing gives the mask of all the keys so far', () => {
    fc.assert(
      fc.property(fc.array(digit, { minLength: 0, maxLength: 12 }), (digits) => {
        const field = typeKeys(phone, digits.join(''));
        expect(field.value).toBe(reformat(digits.join(''), phone, unmaskedMaxLength.phone));
        expect(field.caret).toBe(field.value.length);
      }),
    );
  });

  it('drops a key the place does not take, and keys past the end', () => {
    expect(typeKeys(postalCode, '1K1A')).toEqual({ value: 'K1A', caret: 3 });
    expect(typeKeys(phone, '61355501234').value).toBe('(613) 555-0123');
  });

  it('types in the middle with the caret after the new key', () => {
    expect(typeKeys(phone, '9', { value: '(613) 555', caret: 3 })).toEqual({ value: '(619) 355-5', caret: 4 });
  });

  it('backspace after a bracket or a space takes the character before it', () => {
    expect(backspace(phone, { value: '(613) 5', caret: 6 })).toEqual({ value: '(615', caret: 3 });
    // the letter goes; the digit after it cannot move into a letter's place
    expect(backspace(postalCode, { value: 'K1A 0', caret: 4 })).toEqual({ value: 'K1', caret: 2 });
    expect(backspace(postalCode, { value: 'K1A 0B1', caret: 7 })).toEqual({ value: 'K1A 0B', caret: 6 });
    expect(backspace(phone, { value: '(6', caret: 2 })).toEqual({ value: '', caret: 0 });
  });
});
