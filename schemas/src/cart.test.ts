import { describe, expect, it } from 'vitest';
import type { AnySchema } from 'yup';
import {
  addCartItemSchema,
  addQuantitySchema,
  boatingPermitSchema,
  cartQuantityEntry,
  cartQuantitySchema,
  portalCartQuantitySchema,
  promoCodeSchema,
  vesselLengthSchema,
} from './cart.ts';

const errorsOf = (schema: AnySchema, value: unknown): string[] => {
  try {
    schema.validateSync(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('quantity', () => {
  it('adds 1 to 5000 items', () => {
    expect(errorsOf(addQuantitySchema, 1)).toEqual([]);
    expect(errorsOf(addQuantitySchema, 5000)).toEqual([]);
    expect(errorsOf(addQuantitySchema, 0)).toEqual(['cart.quantity.min']);
    expect(errorsOf(addQuantitySchema, 5001)).toEqual(['cart.quantity.max']);
  });
  it('accepts 0 in a cart line, meaning remove', () => {
    expect(errorsOf(cartQuantitySchema, 0)).toEqual([]);
    expect(errorsOf(cartQuantitySchema, -1)).toEqual(['cart.quantity.invalid']);
  });
  it('caps the portal cart at 10000', () => {
    expect(errorsOf(portalCartQuantitySchema, 10_000)).toEqual([]);
    expect(errorsOf(portalCartQuantitySchema, 10_001)).toEqual(['cart.quantity.max']);
  });
  it('wants a whole number', () => {
    expect(errorsOf(cartQuantitySchema, 1.5)).toEqual(['cart.quantity.invalid']);
    expect(errorsOf(cartQuantitySchema, 'many')).toEqual(['cart.quantity.invalid']);
  });
});

describe('boating permit form', () => {
  const vessel = { lengthFeet: 20, vesselId: 'ON 1234', vesselType: 'sail' };
  it('accepts any length up to 84 feet (12 ft or under is charged as 12)', () => {
    expect(errorsOf(vesselLengthSchema, 8)).toEqual([]);
    expect(errorsOf(vesselLengthSchema, 84)).toEqual([]);
  });
  it('refuses a vessel over 84 feet', () => {
    expect(errorsOf(vesselLengthSchema, 85)).toEqual(['boating.vesselLength.tooLong']);
  });
  it('requires a permit type and a vessel registration id or name', () => {
    expect(errorsOf(boatingPermitSchema, { productId: '', vessel: { ...vessel, vesselId: ' ' } })).toEqual([
      'boating.permitType.required',
      'boating.vesselId.required',
    ]);
  });
  it('adds a cart item with quantity 1 by default and no vessel unless given', () => {
    expect(addCartItemSchema.validateSync({ productId: 'p-1' })).toEqual({ productId: 'p-1', quantity: 1 });
    expect(errorsOf(addCartItemSchema, { productId: 'p-1', vessel: { ...vessel, lengthFeet: 90 } })).toEqual([
      'boating.vesselLength.tooLong',
    ]);
  });
});

describe('promotional code', () => {
  it('says no code was entered when it is empty', () => {
    expect(errorsOf(promoCodeSchema, { code: '   ' })).toEqual(['promo.required']);
    expect(errorsOf(promoCodeSchema, {})).toEqual(['promo.required']);
  });
  it('compares codes trimmed and upper-cased', () => {
    expect(promoCodeSchema.validateSync({ code: ' summer25 ' })).toEqual({ code: 'SUMMER25' });
  });
});

describe('defect 6: a quantity typed in a cart line', () => {
  it('is reset to the maximum above it, and says it was', () => {
    expect(cartQuantityEntry('6000', 5000)).toEqual({ kind: 'quantity', quantity: 5000, capped: true });
    expect(cartQuantityEntry('10001', 10_000)).toEqual({ kind: 'quantity', quantity: 10_000, capped: true });
    expect(cartQuantityEntry('5000', 5000)).toEqual({ kind: 'quantity', quantity: 5000, capped: false });
    expect(cartQuantityEntry(' 2 ', 5000)).toEqual({ kind: 'quantity', quantity: 2, capped: false });
  });

  it('never takes a negative or partial number for the maximum', () => {
    for (const typed of ['-2', '-6000', '1.5', '2e3', 'abc', '+3']) {
      expect(cartQuantityEntry(typed, 5000)).toEqual({ kind: 'invalid' });
    }
  });

  it('asks to remove the line at 0, and waits while the field is empty', () => {
    expect(cartQuantityEntry('0', 5000)).toEqual({ kind: 'remove' });
    expect(cartQuantityEntry('', 5000)).toEqual({ kind: 'empty' });
  });
});
