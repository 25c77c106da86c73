import { describe, expect, it } from 'vitest';
import { checkParser, emitted } from '../testing/parserProperties.ts';
import { refundDecider } from './decider.ts';
import { parseRefundEvent } from './eventParser.ts';
import { refundEventTypes } from './events.ts';
import { later, quebec, refund, typed } from './testing.ts';

describe('the refund stream parser', () => {
  it('reads back every event the decider emits, and nothing of another shape', () => {
    const life = emitted(refundDecider, [
      refund(quebec, 'partial', [typed('line-1', 1_000), typed('shipping', 100)]),
      refund(quebec, 'specific', [typed('line-2', null)]),
      {
        type: 'RecordRefundOutcome',
        data: { refundId: 'ord-qc-R1', outcome: 'succeeded', gatewayRefundId: 'sbx_ref_1' },
        metadata: { now: later },
      },
      {
        type: 'RecordRefundOutcome',
        data: { refundId: 'ord-qc-R2', outcome: 'failed', reason: 'declined' },
        metadata: { now: later },
      },
      {
        type: 'CommentRefund',
        data: { refundId: 'ord-qc-R1', storeCode: quebec.storeCode, comment: 'Called back', actorRole: 'LMG' },
        metadata: { now: later, userId: 'usr-lmg' },
      },
    ]);
    expect(life.map((event) => event.type)).toEqual([
      'RefundRequested',
      'RefundRequested',
      'RefundSucceeded',
      'RefundFailed',
      'RefundCommented',
    ]);
    checkParser({ parse: parseRefundEvent, types: refundEventTypes, events: life });
  });
});
