import { describe, expect, it } from 'vitest';
import {
  cardPattern,
  isValidCardNumber,
  isValidCvv,
  isValidExpiry,
  lastFour,
  parseExpiry,
  requiresCvv,
} from './card.ts';

describe('card patterns by leading digits', () => {
  it('34 or 37: 15 digits and a 4-digit security code', () => {
    expect(cardPattern('378282246310005')).toEqual({ brand: 'amex', length: 15, cvvLength: 4 });
    expect(isValidCvv('3400 000000 00009', '1234')).toBe(true);
    expect(isValidCvv('3400 000000 00009', '123')).toBe(false);
  });
  it('2131 or 1800: 15 digits and no security code', () => {
    expect(cardPattern('213100000000000')).toMatchObject({ length: 15, cvvLength: 0 });
    expect(cardPattern('180000000000000')).toMatchObject({ length: 15, cvvLength: 0 });
    expect(requiresCvv('1800 0000 0000 000')).toBe(false);
  });
  it('35: 16 digits and no security code', () => {
    expect(cardPattern('3530111333300000')).toEqual({ brand: 'jcb', length: 16, cvvLength: 0 });
  });
  it('620 to 625: 19 digits and a 3-digit code', () => {
    expect(cardPattern('6200000000000000005')).toMatchObject({ length: 19, cvvLength: 3 });
    expect(cardPattern('6250000000000000005')).toMatchObject({ length: 19, cvvLength: 3 });
    expect(cardPattern('6260000000000000')).toMatchObject({ length: 16 });
  });
  it('otherwise: 16 digits and a 3-digit code', () => {
    expect(cardPattern('4111111111111111')).toEqual({ brand: 'visa', length: 16, cvvLength: 3 });
    expect(cardPattern('5500000000000004').brand).toBe('mastercard');
  });
  it('accepts a number with spaces or hyphens of the right length only', () => {
    expect(isValidCardNumber('4111 1111-1111 1111')).toBe(true);
    expect(isValidCardNumber('4111 1111 1111 111')).toBe(false);
    expect(isValidCardNumber('4111 1111 1111 111x')).toBe(false);
    expect(lastFour('4111 1111 1111 1234')).toBe('1234');
  });
});

describe('card expiry (month/year)', () => {
  const now = '2026-11-21T15:00:00.000Z';
  it('reads MM/YY and MM/YYYY', () => {
    expect(parseExpiry('07/29')).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry('7 / 2029')).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('0729')).toBeNull();
  });
  it('is valid to the end of its month', () => {
    expect(isValidExpiry('11/26', now)).toBe(true);
    expect(isValidExpiry('10/26', now)).toBe(false);
    expect(isValidExpiry('10/26')).toBe(true);
  });
});
