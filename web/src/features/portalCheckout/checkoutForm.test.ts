import { describe, expect, it } from 'vitest';
import { formOf } from './checkoutForm.ts';

describe('the cleaned checkout form', () => {
  it('starts from nothing with empty values and no choices', () => {
    expect(formOf(undefined, {})).toMatchObject({ addressId: null, budgetCode: null, poNumber: '', address1: '' });
  });

  it('trims typed values and leaves the address fields to the book when an entry is chosen', () => {
    const form = formOf(undefined, { address1: ' 1 Main St ', poNumber: ' PO-1 ' });
    expect(form.address1).toBe('1 Main St');
    expect(form.poNumber).toBe('PO-1');
    const chosen = formOf(undefined, { address1: '1 Main St', addressId: 'adr-1' });
    expect(chosen).toMatchObject({ addressId: 'adr-1', address1: '', city: '' });
  });
});
