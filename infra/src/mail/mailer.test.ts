import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../redis/privateRedis.ts';
import { emlFileName } from './fileMailer.ts';
import { createMailer, mailDirectory } from './mailer.ts';
import { messageIdFor, type OutgoingMail } from './port.ts';
import { createSmtpMailer } from './smtpMailer.ts';
import { headerReader, type SmtpSink, startSmtpSink } from './testing/smtpSink.ts';

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'mailer-'));
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const mail = (more: Partial<OutgoingMail> = {}): OutgoingMail => ({
  messageId: messageIdFor('store.parks.example', 'mail-order', `ord-${randomUUID()}`),
  from: { name: 'Parks Store', address: 'no-reply@store.parks.example' },
  to: [{ name: 'Anne Shirley', address: 'anne@example.ca' }],
  subject: 'Your order',
  text: 'Merci, Anne. Votre commande est confirmée.',
  html: '<p>Merci, Anne. Votre commande est confirmée.</p>',
  language: 'fr-CA',
  date: new Date('2026-11-21T15:00:00.000Z'),
  ...more,
});

const headerOf = (raw: string, name: string): string | undefined => headerReader(raw)(name);

describe('a Message-ID', () => {
  it('is built from the id parts and the domain, and refuses what a header cannot carry', () => {
    expect(messageIdFor('store.parks.example', 'mail-order', 'ord-1')).toBe('mail-order-ord-1@store.parks.example');
    expect(() => messageIdFor('store.parks.example', 'mail order', 'ord-1')).toThrow();
    expect(() => messageIdFor('store.parks.example', 'mail-order', 'ord>1')).toThrow();
  });
});

describe('the mailer without SMTP_URL', () => {
  it('writes one .eml file per message, named after its Message-ID, under DATA_DIR/mail', async () => {
    const mailer = createMailer({ smtpUrl: undefined, dataDir });
    expect(mailer.kind).toBe('file');
    const message = mail();
    const delivery = await mailer.send(message);
    const dir = mailDirectory(dataDir);
    expect(readdirSync(dir)).toEqual([`${message.messageId}.eml`]);
    expect(delivery).toEqual({
      messageId: message.messageId,
      via: 'file',
      detail: join(dir, `${message.messageId}.eml`),
    });
    const raw = readFileSync(delivery.detail, 'utf8');
    expect(headerOf(raw, 'Message-ID')).toBe(`<${message.messageId}>`);
    expect(headerOf(raw, 'Content-Language')).toBe('fr-CA');
    expect(headerOf(raw, 'To')).toBe('Anne Shirley <anne@example.ca>');
    expect(raw).toContain('\r\n');
    await mailer.close();
  });

  it('overwrites the file when the same message is sent again, leaving no temporary file', async () => {
    const mailer = createMailer({ smtpUrl: undefined, dataDir });
    const message = mail();
    await mailer.send(message);
    await Promise.all([mailer.send({ ...message, subject: 'Again' }), mailer.send({ ...message, subject: 'Again' })]);
    const files = readdirSync(mailDirectory(dataDir));
    expect(files).toEqual([`${message.messageId}.eml`]);
    expect(headerOf(readFileSync(join(mailDirectory(dataDir), files[0] ?? ''), 'utf8'), 'Subject')).toBe('Again');
  });

  it('keeps different messages apart', async () => {
    const mailer = createMailer({ smtpUrl: undefined, dataDir });
    await mailer.send(mail());
    await mailer.send(mail());
    expect(readdirSync(mailDirectory(dataDir))).toHaveLength(2);
  });

  it('names a message whose id is not a safe file name by a hash of the id', () => {
    expect(emlFileName('a/../../etc@x')).toMatch(/^[0-9a-f]{40}\.eml$/);
    expect(emlFileName('.hidden@x')).toMatch(/^[0-9a-f]{40}\.eml$/);
    expect(emlFileName('mail-order-ord-1@x')).toBe('mail-order-ord-1@x.eml');
  });
});

describe('the mailer with SMTP_URL', () => {
  let sink: SmtpSink;

  beforeEach(async () => {
    sink = await startSmtpSink();
  });

  afterEach(async () => {
    await sink.close();
  });

  it('delivers the message to the SMTP server, with its Message-ID and language', async () => {
    const mailer = createMailer({ smtpUrl: sink.url, dataDir });
    expect(mailer.kind).toBe('smtp');
    const message = mail({
      to: [
        { name: null, address: 'anne@example.ca' },
        { name: 'B', address: 'b@example.ca' },
      ],
    });
    const delivery = await mailer.send(message);
    await mailer.close();
    expect(delivery).toMatchObject({
      messageId: message.messageId,
      via: 'smtp',
      detail: expect.stringMatching(/^250/),
    });
    expect(sink.received).toHaveLength(1);
    const [received] = sink.received;
    expect(received?.envelopeFrom).toBe('no-reply@store.parks.example');
    expect(received?.envelopeTo).toEqual(['anne@example.ca', 'b@example.ca']);
    expect(received?.header('message-id')).toBe(`<${message.messageId}>`);
    expect(received?.header('content-language')).toBe('fr-CA');
    expect(received?.header('subject')).toBe('Your order');
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('sends Bcc recipients in the envelope only, never in the message', async () => {
    const mailer = createSmtpMailer({ url: sink.url });
    await mailer.send(mail({ bcc: [{ name: null, address: 'orders@parks.example' }] }));
    await mailer.close();
    const [received] = sink.received;
    expect(received?.envelopeTo).toEqual(['anne@example.ca', 'orders@parks.example']);
    expect(received?.header('bcc')).toBeUndefined();
  });

  it('fails when the server does not confirm, and a resend carries the same Message-ID', async () => {
    const mailer = createSmtpMailer({ url: sink.url });
    const message = mail();
    sink.misbehave('acceptThenFail');
    await expect(mailer.send(message)).rejects.toThrow(/451/);
    await mailer.send(message);
    await mailer.close();
    expect(sink.received.map((received) => received.header('message-id'))).toEqual([
      `<${message.messageId}>`,
      `<${message.messageId}>`,
    ]);
  });

  it('fails when no server listens', async () => {
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${await freePort()}`, timeoutMs: 2_000 });
    await expect(mailer.send(mail())).rejects.toThrow();
    await mailer.close();
  });
});
