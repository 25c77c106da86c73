/**
 * The queries of the back office's payments (`adminPayments`, payments.ts): one payment, and the list's window, in
 * its words so that no route writes a filter of the document.
 */
import type { Collection } from '@parks/infra/documents/port';
import type { StoreCode } from '@parks/schemas/store';
import { queriesOf } from '../runtime/readModel.ts';
import { type AdminPaymentDocument, adminPayments } from './payments.ts';
import { keywordFilter } from './revisions.ts';

/** The list's payments: those of one store, with a keyword, of one order, of one kind. */
export type PaymentSelection = Readonly<{
  storeCode: StoreCode;
  /** Anywhere in the payment's search text, any case; '' is none. */
  keyword: string;
  orderId?: string;
  kind?: string;
}>;

export const adminPaymentQueries = queriesOf(adminPayments, (payments: Collection<AdminPaymentDocument>) => ({
  byId: (paymentId: string): Promise<AdminPaymentDocument | null> => payments.findById(paymentId),
  /** A window of the list, newest first. */
  listWindow: (
    selection: PaymentSelection,
    window: Readonly<{ skip: number; limit: number }>,
  ): Promise<AdminPaymentDocument[]> => {
    const { orderId, kind } = selection;
    const filter = {
      storeCode: selection.storeCode,
      ...keywordFilter(selection.keyword),
      ...(orderId === undefined ? {} : { orderId }),
      ...(kind === undefined ? {} : { kind }),
    };
    return payments.find(filter, { sort: { at: -1, _id: 1 }, ...window });
  },
}));
