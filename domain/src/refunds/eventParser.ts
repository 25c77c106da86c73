import { refundTypes } from '@parks/schemas/admin/refunds';
import { taxKinds } from '@parks/schemas/orders';
import { staffRoles } from '@parks/schemas/roles';
import { storeCodes } from '@parks/schemas/store';
import { localized } from '../orders/eventParser.ts';
import { array, integer, nullable, object, oneOf, streamParser, string, text } from '../shared/shape.ts';
import type { RefundEvent } from './events.ts';

/** The refund stream's parser: the command path, the refund reactor and any refund read model read through it. */

const taxPart = object({ kind: oneOf(taxKinds), rate: integer, amountCents: integer });

const refundedLine = object({
  id: text,
  sku: string,
  serial: nullable(string),
  productName: nullable(localized),
  quantity: integer,
  unitPriceCents: integer,
  subtotalRefundedCents: integer,
  taxes: array(taxPart),
  taxRefundedCents: integer,
  totalRefundedCents: integer,
});

export const parseRefundEvent = streamParser<RefundEvent>({
  RefundRequested: object({
    refundId: text,
    orderId: text,
    storeCode: oneOf(storeCodes),
    type: oneOf(refundTypes),
    reason: text,
    comments: nullable(string),
    lines: array(refundedLine),
    subtotalCents: integer,
    taxes: array(taxPart),
    taxCents: integer,
    totalCents: integer,
    authorizationId: nullable(text),
    requestedBy: text,
    requestedByRole: oneOf(staffRoles),
    requestedAt: text,
  }),
  RefundSucceeded: object({
    refundId: text,
    orderId: text,
    gatewayRefundId: nullable(text),
    amountCents: integer,
    succeededAt: text,
  }),
  RefundFailed: object({ refundId: text, orderId: text, reason: text, amountCents: integer, failedAt: text }),
  RefundCommented: object({
    refundId: text,
    orderId: text,
    comment: text,
    commentedBy: text,
    commentedByRole: oneOf(staffRoles),
    commentedAt: text,
  }),
});
