/**
 * The confirmation mails follow the SMTP settings (issue #24) without a restart: one settings mailer, as the server
 * gives the mail worker, sends to the sandbox's folder while no host is set, then through the relay the settings
 * name (with the sealed password opened for the AUTH), From their from address and with their Reply-To, then
 * through the next relay once the settings change, and back to the folder when the host is cleared.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { orderDecider } from '@parks/domain/orders/decider';
import { orderStream } from '@parks/domain/orders/streams';
import { type SmtpRecord, serviceSettingsDecider } from '@parks/domain/serviceSettings/decider';
import { serviceSettingsStream } from '@parks/domain/serviceSettings/streams';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import { silentLogger } from '@parks/infra/logging';
import { createMailer, mailDirectory } from '@parks/infra/mail/mailer';
import { createSettingsMailer } from '@parks/infra/mail/settingsMailer';
import { type SmtpSink, startSmtpSink } from '@parks/infra/mail/testing/smtpSink';
import { createSecretBox } from '@parks/infra/secrets/secretBox';
import { publishedMailSettings } from '@parks/infra/settings/serviceSettings';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { useTestEventStore } from '../testing/testEventStore.ts';
import { sendConfirmationMail } from './handler.ts';
import { placeOrder } from './testing/orders.ts';

const store = useTestEventStore('confirmation-smtp-settings');
const secrets = createSecretBox({ current: randomBytes(32) });
let open: SmtpSink;
let guarded: SmtpSink;

beforeEach(async () => {
  open = await startSmtpSink();
  guarded = await startSmtpSink({ auth: { user: 'mailer', password: 'Relay-Pass-1' } });
});

afterEach(async () => {
  await open.close();
  await guarded.close();
});

const portOf = (sink: SmtpSink): number => Number(new URL(sink.url).port);

const change = async (record: Partial<SmtpRecord>) => {
  const full: SmtpRecord = {
    host: null,
    port: 587,
    tls: false,
    user: null,
    sealedPassword: null,
    fromAddress: null,
    replyTo: null,
    ...record,
  };
  await handleCommand(store.eventStore, serviceSettingsStream('smtp'), serviceSettingsDecider, {
    type: 'ChangeSmtpSettings',
    data: { record: full, actorRole: 'LMG' },
    metadata: { now: '2026-11-21T15:00:00.000Z', userId: 'usr-lmg' },
  });
};

const place = async (): Promise<string> => {
  const orderId = `ord-${randomUUID()}`;
  await handleCommand(store.eventStore, orderStream(orderId), orderDecider, placeOrder(orderId, {}));
  return orderId;
};

it('sends each confirmation through the SMTP settings as they are when it goes out', async () => {
  const mailer = createSettingsMailer({
    fallback: createMailer({ smtpUrl: undefined, dataDir: store.dir }),
    settings: publishedMailSettings(store.eventStore, secrets),
  });
  const deps = { eventStore: store.eventStore, mailer, logger: silentLogger() };
  try {
    expect(await sendConfirmationMail(await place(), deps)).toBe('sent');
    expect(readdirSync(mailDirectory(store.dir))).toHaveLength(1);

    await change({
      host: '127.0.0.1',
      port: portOf(open),
      fromAddress: 'orders@parks.example',
      replyTo: 'help@parks.example',
    });
    expect(await sendConfirmationMail(await place(), deps)).toBe('sent');
    expect(open.received).toHaveLength(1);
    expect(open.received[0]?.header('from')).toContain('orders@parks.example');
    expect(open.received[0]?.header('reply-to')).toContain('help@parks.example');

    await change({
      host: '127.0.0.1',
      port: portOf(guarded),
      user: 'mailer',
      sealedPassword: secrets.seal('Relay-Pass-1'),
      fromAddress: 'orders@parks.example',
    });
    expect(await sendConfirmationMail(await place(), deps)).toBe('sent');
    expect(guarded.received).toHaveLength(1);
    expect(open.received).toHaveLength(1);

    await change({ host: null });
    expect(await sendConfirmationMail(await place(), deps)).toBe('sent');
    expect(readdirSync(mailDirectory(store.dir))).toHaveLength(2);
  } finally {
    await mailer.close();
  }
});
