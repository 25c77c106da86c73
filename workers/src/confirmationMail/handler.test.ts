import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { orderDecider } from '@parks/domain/orders/decider';
import { orderStream } from '@parks/domain/orders/streams';
import { revisionDecider } from '@parks/domain/revisions/decider';
import { revisionStream } from '@parks/domain/revisions/streams';
import { checkParser } from '@parks/domain/testing/parserProperties';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import { silentLogger } from '@parks/infra/logging';
import { createMailer, mailDirectory } from '@parks/infra/mail/mailer';
import type { Mailer } from '@parks/infra/mail/port';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestEventStore } from '../testing/testEventStore.ts';
import { type ConfirmationMailDeps, recipientsOf, resendConfirmationMail, sendConfirmationMail } from './handler.ts';
import { CONFIRMATION_MAIL_SENT, confirmationMailStream, findSentMarker, parseSentMarkerEvent } from './sentMarker.ts';
import { type OrderShape, placedData, placeOrder } from './testing/orders.ts';

const store = useTestEventStore('confirmation-handler');
let mailer: Mailer;
let deps: ConfirmationMailDeps;

beforeEach(() => {
  mailer = createMailer({ smtpUrl: undefined, dataDir: store.dir });
  deps = {
    eventStore: store.eventStore,
    mailer,
    logger: silentLogger(),
    now: () => new Date('2026-11-21T15:01:00.000Z'),
  };
});

const mails = (): string[] => {
  try {
    return readdirSync(mailDirectory(store.dir));
  } catch {
    return [];
  }
};

const place = async (shape: OrderShape = {}): Promise<string> => {
  const orderId = `ord-${randomUUID()}`;
  await handleCommand(store.eventStore, orderStream(orderId), orderDecider, placeOrder(orderId, shape));
  return orderId;
};

const staff = { now: '2026-11-21T16:00:00.000Z', userId: 'usr-staff' };

describe('a placed public order', () => {
  it('is mailed once; the next run finds it already sent', async () => {
    const orderId = await place();
    expect(await sendConfirmationMail(orderId, deps)).toBe('sent');
    expect(await sendConfirmationMail(orderId, deps)).toBe('alreadySent');
    expect(mails()).toEqual([`mail-order-${orderId}@store.parks.example.eml`]);
  });

  it('uses the sender address given, for the From and the Message-ID', async () => {
    const orderId = await place();
    await sendConfirmationMail(orderId, { ...deps, senderAddress: 'commandes@parcs.example' });
    expect(mails()).toEqual([`mail-order-${orderId}@parcs.example.eml`]);
  });

  it('gets no mail once cancelled before the mail went out', async () => {
    const orderId = await place();
    await handleCommand(store.eventStore, orderStream(orderId), orderDecider, {
      type: 'CancelOrder',
      data: { orderId, reason: 'Duplicate order' },
      metadata: staff,
    });
    expect(await sendConfirmationMail(orderId, deps)).toBe('notDue');
    expect(mails()).toEqual([]);
  });
});

describe('the order bcc e-mails of the published settings', () => {
  const publishSettings = async (payload: Record<string, unknown>, revisionId: string) => {
    const stream = revisionStream('Settings', 'store');
    const decider = revisionDecider<unknown>();
    await handleCommand(store.eventStore, stream, decider, {
      type: 'DraftRevision',
      data: { entityType: 'Settings', entityId: 'store', revisionId, payload: { settingId: 'store', ...payload } },
      metadata: staff,
    });
    await handleCommand(store.eventStore, stream, decider, {
      type: 'PublishRevision',
      data: { revisionId },
      metadata: staff,
    });
  };
  const headerOf = (orderId: string, name: string): string | undefined => {
    const text = readFileSync(join(mailDirectory(store.dir), `mail-order-${orderId}@store.parks.example.eml`), 'utf8');
    const [head] = text.split('\r\n\r\n');
    return head
      ?.replace(/\r\n[ \t]+/g, ' ')
      .split('\r\n')
      .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
      ?.slice(name.length + 1)
      .trim();
  };

  it('receive the confirmation mail as Bcc, as published when it is sent (never a shopper twice)', async () => {
    const before = await place();
    await sendConfirmationMail(before, deps);
    expect(headerOf(before, 'Bcc')).toBeUndefined();

    const shopper = placedData('ord-x').shippingAddress.email;
    await publishSettings({ orderBccEmails: ['orders@parks.example', 'audit@parks.example', shopper] }, 'rev-s1');
    const orderId = await place();
    expect(await sendConfirmationMail(orderId, deps)).toBe('sent');
    expect(headerOf(orderId, 'Bcc')).toBe('orders@parks.example, audit@parks.example');
    expect(headerOf(orderId, 'To')).not.toContain('parks.example');

    await publishSettings({ orderBccEmails: [] }, 'rev-s2');
    const after = await place();
    await sendConfirmationMail(after, deps);
    expect(headerOf(after, 'Bcc')).toBeUndefined();
  });
});

describe('the order sender e-mail of the published settings', () => {
  it('is the From address and the Message-ID domain once published; none published, the default', async () => {
    const before = await place();
    await sendConfirmationMail(before, deps);
    const stream = revisionStream('Settings', 'store');
    const decider = revisionDecider<unknown>();
    const payload = { settingId: 'store', orderSenderEmail: 'commandes@parcs.example' };
    await handleCommand(store.eventStore, stream, decider, {
      type: 'DraftRevision',
      data: { entityType: 'Settings', entityId: 'store', revisionId: 'rev-sender', payload },
      metadata: staff,
    });
    await handleCommand(store.eventStore, stream, decider, {
      type: 'PublishRevision',
      data: { revisionId: 'rev-sender' },
      metadata: staff,
    });
    const orderId = await place();
    expect(await sendConfirmationMail(orderId, deps)).toBe('sent');
    expect(mails().sort()).toEqual(
      [`mail-order-${before}@store.parks.example.eml`, `mail-order-${orderId}@parcs.example.eml`].sort(),
    );
    const text = readFileSync(join(mailDirectory(store.dir), `mail-order-${orderId}@parcs.example.eml`), 'utf8');
    expect(text).toMatch(/^From: .*<commandes@parcs\.example>\r$/m);
  });
});

describe('a portal order', () => {
  it('is not mailed before its release, and is after', async () => {
    const orderId = await place({ storeCode: 'b2b' });
    expect(await sendConfirmationMail(orderId, deps)).toBe('notDue');
    await handleCommand(store.eventStore, orderStream(orderId), orderDecider, {
      type: 'ReleaseOrder',
      data: { orderId },
      metadata: staff,
    });
    expect(await sendConfirmationMail(orderId, deps)).toBe('sent');
    expect(mails()).toHaveLength(1);
  });
});

describe('an order the job cannot use', () => {
  it('is skipped when it does not exist', async () => {
    expect(await sendConfirmationMail('ord-missing', deps)).toBe('orderNotFound');
  });

  it('is skipped, not thrown, when its OrderPlaced lacks what the mail needs', async () => {
    const orderId = `ord-${randomUUID()}`;
    await store.eventStore.appendToStream(orderStream(orderId), [{ type: 'OrderPlaced', data: { orderId } }]);
    expect(await sendConfirmationMail(orderId, deps)).toBe('unreadableOrder');
    expect(mails()).toEqual([]);
  });

  it('is skipped when a later event of its stream cannot be read', async () => {
    const orderId = await place();
    await store.eventStore.appendToStream(orderStream(orderId), [
      { type: 'OrderCancelled', data: { orderId, reason: 7, cancelledBy: 'usr-staff', cancelledAt: staff.now } },
    ]);
    expect(await sendConfirmationMail(orderId, deps)).toBe('unreadableOrder');
    expect(mails()).toEqual([]);
  });

  it('is taken as sent when its sent marker is there but cannot be read, so it is never mailed again', async () => {
    const orderId = await place();
    await store.eventStore.appendToStream(confirmationMailStream(orderId), [
      { type: CONFIRMATION_MAIL_SENT, data: { orderId, via: 'pigeon' } },
    ]);
    expect(await sendConfirmationMail(orderId, deps)).toBe('alreadySent');
    expect(mails()).toEqual([]);
  });
});

describe('the sent marker', () => {
  it('is read back as recorded, and its parser reads nothing of another shape', async () => {
    const orderId = await place();
    expect(await sendConfirmationMail(orderId, deps)).toBe('sent');
    const marker = await findSentMarker(store.eventStore, orderId);
    if (marker === null || marker === 'unreadable') throw new Error('no readable marker');
    expect(marker).toMatchObject({ orderId, via: 'file', sentAt: '2026-11-21T15:01:00.000Z' });
    checkParser({
      parse: parseSentMarkerEvent,
      types: [CONFIRMATION_MAIL_SENT],
      events: [{ type: CONFIRMATION_MAIL_SENT, data: marker }],
    });
  });
});

describe('the recipients', () => {
  it('are the shipping address, then the billing address when it differs', () => {
    const order = placedData('ord-1');
    expect(recipientsOf(order)).toEqual([{ name: 'Anne Shirley', address: 'anne@example.ca' }]);
    const billed = {
      ...order,
      billingAddress: { ...order.billingAddress, firstName: 'Marilla', email: 'M@example.ca' },
    };
    expect(recipientsOf(billed).map((r) => r.address)).toEqual(['anne@example.ca', 'M@example.ca']);
    const same = { ...order, billingAddress: { ...order.billingAddress, email: 'ANNE@example.ca' } };
    expect(recipientsOf(same)).toHaveLength(1);
  });

  it('leave out an address that is not one', () => {
    const order = placedData('ord-1');
    const broken = { ...order, shippingAddress: { ...order.shippingAddress, email: 'anne@example.ca>, x@evil' } };
    expect(recipientsOf(broken).map((r) => r.address)).toEqual(['anne@example.ca']);
  });
});

describe('a confirmation resend asked for by staff', () => {
  const requestResend = async (orderId: string, requestId: string, to: string | null = null) =>
    handleCommand(store.eventStore, orderStream(orderId), orderDecider, {
      type: 'RequestConfirmationResend',
      data: { orderId, requestId, to, actorRole: 'LMG' },
      metadata: staff,
    });
  const resentEvents = async (orderId: string) => {
    const events: Record<string, unknown>[] = [];
    for await (const event of store.eventStore.readStream(orderStream(orderId))) {
      if (event.type === 'OrderConfirmationResent') events.push(event.data);
    }
    return events;
  };
  const resendFile = (orderId: string, requestId: string) =>
    `mail-resend-${orderId}-${requestId}@store.parks.example.eml`;

  it('is mailed once per request, and recorded on the order once', async () => {
    const orderId = await place();
    await requestResend(orderId, 'req-1');
    expect(await resendConfirmationMail(orderId, 'req-1', deps)).toBe('sent');
    expect(await resendConfirmationMail(orderId, 'req-1', deps)).toBe('alreadySent');
    expect(mails()).toEqual([resendFile(orderId, 'req-1')]);
    expect(await resentEvents(orderId)).toEqual([
      {
        orderId,
        requestId: 'req-1',
        to: ['anne@example.ca'],
        messageId: `mail-resend-${orderId}-req-1@store.parks.example`,
        via: 'file',
        sentAt: '2026-11-21T15:01:00.000Z',
      },
    ]);
    // Another request is another mail.
    await requestResend(orderId, 'req-2');
    expect(await resendConfirmationMail(orderId, 'req-2', deps)).toBe('sent');
    expect(mails().sort()).toEqual([resendFile(orderId, 'req-1'), resendFile(orderId, 'req-2')].sort());
  });

  it('goes to the address asked for, or to the order’s addresses as staff corrected them', async () => {
    const orderId = await place();
    await requestResend(orderId, 'req-office', 'office@example.ca');
    await resendConfirmationMail(orderId, 'req-office', deps);
    await handleCommand(store.eventStore, orderStream(orderId), orderDecider, {
      type: 'EditOrder',
      data: {
        orderId,
        values: { shippingAddress: { email: 'anne.new@example.ca' }, billingAddress: { email: 'anne.new@example.ca' } },
        reason: null,
        actorRole: 'LMG',
      },
      metadata: staff,
    });
    await requestResend(orderId, 'req-customer');
    await resendConfirmationMail(orderId, 'req-customer', deps);
    const sent = await resentEvents(orderId);
    expect(sent.map((event) => event.to)).toEqual([['office@example.ca'], ['anne.new@example.ca']]);
    const text = readFileSync(join(mailDirectory(store.dir), resendFile(orderId, 'req-customer')), 'utf8');
    expect(text).toContain('anne.new@example.ca');
    expect(text).not.toContain('anne@example.ca');
  });

  it('sends nothing for a request never made, or an order that does not exist', async () => {
    const orderId = await place();
    expect(await resendConfirmationMail(orderId, 'req-none', deps)).toBe('requestNotFound');
    expect(await resendConfirmationMail('ord-missing', 'req-1', deps)).toBe('orderNotFound');
    expect(mails()).toEqual([]);
  });
});
