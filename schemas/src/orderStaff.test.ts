import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { orderUpdateSchema } from './orderStaff.ts';

const options = { abortEarly: false, stripUnknown: true } as const;

/** The field → message keys of what the schema refuses, or null when it takes the value. */
const refusals = (value: unknown): Record<string, string[]> | null => {
  try {
    orderUpdateSchema.validateSync(value, options);
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields: Record<string, string[]> = {};
    for (const issue of error.inner) {
      const path = issue.path ?? '';
      fields[path] = [...(fields[path] ?? []), ...issue.errors];
    }
    return fields;
  }
};

describe('PUT /api/Orders/UpdateOrders bodies', () => {
  it('keeps the bulk shape for the bulk actions', () => {
    expect(orderUpdateSchema.validateSync({ action: 'approve', orderIds: ['ord-1'] }, options)).toMatchObject({
      action: 'approve',
      orderIds: ['ord-1'],
      reason: '',
    });
    expect(refusals({ action: 'approve', orderIds: [] })).toEqual({ orderIds: ['orders.noneSelected'] });
  });

  it('reads an edit: only the fields sent, empty optional fields as none', () => {
    const body = {
      action: 'edit',
      orderId: 'ord-1',
      data: { shippingAddress: { city: ' Halifax ', address2: '', country: 'ca' }, poNumber: '' },
    };
    expect(orderUpdateSchema.validateSync(body, options)).toEqual({
      action: 'edit',
      orderId: 'ord-1',
      data: { shippingAddress: { city: 'Halifax', address2: null, country: 'CA' }, poNumber: null, reason: '' },
    });
    expect(refusals({ ...body, data: { billingAddress: { firstName: '', email: 'nope' }, trackingUrl: 'x' } })).toEqual(
      {
        'data.billingAddress.firstName': ['form.fieldRequired'],
        'data.billingAddress.email': ['checkout.email.invalid'],
        'data.trackingUrl': ['validation.invalid'],
      },
    );
  });

  it('needs a reason to cancel or decline and a tracking number to ship', () => {
    const editStatus = (data: unknown) => ({ action: 'editStatus', orderId: 'ord-1', data });
    expect(refusals(editStatus({ status: 'cancelled' }))).toEqual({ 'data.reason': ['order.reasonRequired'] });
    expect(refusals(editStatus({ status: 'declined', reason: ' ' }))).toEqual({
      'data.reason': ['order.reasonRequired'],
    });
    expect(refusals(editStatus({ status: 'shipped' }))).toEqual({ 'data.trackingNumber': ['order.trackingRequired'] });
    expect(refusals(editStatus({ status: 'lost' }))).toEqual({ 'data.status': ['order.illegalTransition'] });
    expect(refusals(editStatus({ status: 'inProduction' }))).toBeNull();
  });

  it('needs the text of a note and a well-formed id of the note it corrects', () => {
    expect(refusals({ action: 'note', orderId: 'ord-1' })).toEqual({ 'data.note': ['order.noteRequired'] });
    expect(refusals({ action: 'note', orderId: 'ord-1', data: { note: 'x', correctsNoteId: 'a:b' } })).toEqual({
      'data.correctsNoteId': ['order.noteNotFound'],
    });
  });

  it('needs the request id of an e-mail resend, and a valid address when one is given', () => {
    expect(refusals({ action: 'email', orderId: 'ord-1', data: {} })).toEqual({
      'data.requestId': ['validation.invalid'],
    });
    expect(refusals({ action: 'email', orderId: 'ord-1', data: { requestId: 'r-1', to: 'nope' } })).toEqual({
      'data.to': ['checkout.email.invalid'],
    });
    expect(refusals({ action: 'email', orderId: '', data: { requestId: 'r-1', to: '' } })).toEqual({
      orderId: ['order.notFound'],
    });
  });
});
