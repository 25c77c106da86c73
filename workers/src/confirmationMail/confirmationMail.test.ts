import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { orderDecider } from '@parks/domain/orders/decider';
import { orderStream } from '@parks/domain/orders/streams';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import { comparePositions, type Position } from '@parks/infra/eventStore/port';
import { silentLogger } from '@parks/infra/logging';
import { createMailer, mailDirectory } from '@parks/infra/mail/mailer';
import type { Mailer } from '@parks/infra/mail/port';
import type { ReceivedMail } from '@parks/infra/mail/testing/smtpSink';
import { describe, expect, it } from 'vitest';
import { redisCheckpoints } from '../reactors/checkpoints.ts';
import { ORDER_CONFIRMATION_REACTOR } from '../reactors/orderConfirmation.ts';
import type { Processors } from '../registry.ts';
import { startWorkers, type WorkersHost } from '../startWorkers.ts';
import { eventually, settled, startWorkerChild, survivingWorker, useWorkerBed } from '../testing/workerBed.ts';
import { CONFIRMATION_MAIL_SENT, confirmationMailStream } from './sentMarker.ts';
import { type OrderShape, placeOrder } from './testing/orders.ts';
import { CONFIRMATION_JOB, confirmationMailJobId, confirmationMailProcessor, MAIL_QUEUE } from './worker.ts';

const logger = silentLogger();

const bed = useWorkerBed('confirmation-mail', logger);

const startHost = async (options: Readonly<{ mailer?: Mailer; processors?: Processors }> = {}) => {
  const host = await startWorkers({ queues: bed.queues, eventStore: bed.eventStore, logger, ...options });
  bed.cleanup(() => host.stop(2_000));
  return host;
};

const newOrderId = (): string => `ord-${randomUUID()}`;

const place = async (orderId: string, shape: OrderShape = {}): Promise<Position> => {
  const result = await handleCommand(bed.eventStore, orderStream(orderId), orderDecider, placeOrder(orderId, shape));
  if (result.position === undefined) throw new Error('the order was not placed');
  return result.position;
};

const mailsOf = (orderId: string): ReceivedMail[] =>
  bed.sink.received.filter((mail) => mail.header('message-id') === `<mail-order-${orderId}@store.parks.example>`);

const markersOf = async (orderId: string): Promise<string[]> => {
  const types: string[] = [];
  try {
    for await (const event of bed.eventStore.readStream(confirmationMailStream(orderId))) types.push(event.type);
  } catch {
    return [];
  }
  return types;
};

const reactorPassed = (host: WorkersHost, position: Position): boolean => {
  const reached = host.reactors[0]?.position() ?? null;
  return reached !== null && comparePositions(reached, position) >= 0;
};

/** The host's reactors are at the head of the log and no mail job is left to run: no more mail can come. */
const mailSettled = (host: WorkersHost): Promise<void> =>
  settled({ eventStore: bed.eventStore, queues: bed.queues, reactors: host.reactors, queueNames: [MAIL_QUEUE] });

const jobOf = async (orderId: string) => bed.queues.queue(MAIL_QUEUE).getJob(confirmationMailJobId(orderId));

describe('an order placed in the public store', () => {
  it('gets exactly one confirmation e-mail, in the language it was placed in', async () => {
    const host = await startHost({ mailer: bed.mailer });
    const french = newOrderId();
    const english = newOrderId();
    await place(french, { language: 'fr', email: 'anne@example.ca' });
    await place(english, { language: 'en', email: 'gilbert@example.ca' });

    await eventually(() => mailsOf(french).length === 1 && mailsOf(english).length === 1);
    const [fr] = mailsOf(french);
    const [en] = mailsOf(english);
    expect(fr?.header('content-language')).toBe('fr-CA');
    expect(fr?.header('subject')).toBe(`Confirmation de la commande ${french}`);
    expect(fr?.envelopeTo).toEqual(['anne@example.ca']);
    expect(en?.header('content-language')).toBe('en-CA');
    expect(en?.header('subject')).toBe(`Order confirmation ${english}`);
    expect(en?.envelopeTo).toEqual(['gilbert@example.ca']);
    expect(en?.raw.replace(/=\r\n/g, '')).toContain('$98.88');

    await eventually(async () => (await markersOf(french)).length === 1);
    expect(await markersOf(french)).toEqual([CONFIRMATION_MAIL_SENT]);
    expect((await jobOf(french))?.returnvalue).toBe('sent');
    await mailSettled(host);
    expect(bed.sink.received).toHaveLength(2);
  });

  it('is written as one .eml file under DATA_DIR/mail when no SMTP server is configured', async () => {
    const fileMailer = createMailer({ smtpUrl: undefined, dataDir: bed.dir });
    await startHost({ mailer: fileMailer });
    const orderId = newOrderId();
    await place(orderId, { language: 'fr' });
    const file = `mail-order-${orderId}@store.parks.example.eml`;
    await eventually(() => {
      try {
        return readdirSync(mailDirectory(bed.dir)).includes(file);
      } catch {
        return false;
      }
    });
    await eventually(async () => (await markersOf(orderId)).length === 1);
    expect(readdirSync(mailDirectory(bed.dir))).toEqual([file]);
    expect(readFileSync(join(mailDirectory(bed.dir), file), 'utf8')).toContain('Content-Language: fr-CA');
    expect(bed.sink.received).toEqual([]);
  });
});

describe('a portal order', () => {
  it('gets no e-mail when placed, and one when released for production', async () => {
    const host = await startHost({ mailer: bed.mailer });
    const orderId = newOrderId();
    const placedAt = await place(orderId, { storeCode: 'b2b', language: 'en' });
    await eventually(() => reactorPassed(host, placedAt));
    await mailSettled(host);
    expect(await jobOf(orderId)).toBeUndefined();
    expect(mailsOf(orderId)).toEqual([]);

    await handleCommand(bed.eventStore, orderStream(orderId), orderDecider, {
      type: 'ReleaseOrder',
      data: { orderId },
      metadata: { now: '2026-11-22T15:00:00.000Z', userId: 'usr-staff' },
    });
    await eventually(() => mailsOf(orderId).length === 1);
    expect(mailsOf(orderId)[0]?.header('subject')).toBe(`Your order ${orderId} is in production`);
  });
});

describe('a confirmation job run again', () => {
  it('sends nothing more when it failed after the mail was sent and recorded', async () => {
    let failures = 0;
    await startHost({
      processors: (deps) => {
        const process = confirmationMailProcessor({ eventStore: deps.eventStore, mailer: bed.mailer, logger });
        return [
          {
            queue: MAIL_QUEUE,
            processor: async (job) => {
              const outcome = await process(job);
              if (failures === 0) {
                failures += 1;
                throw new Error('the worker died before BullMQ marked the job done');
              }
              return outcome;
            },
          },
        ];
      },
    });
    const orderId = newOrderId();
    await place(orderId);
    await eventually(async () => (await jobOf(orderId))?.returnvalue === 'alreadySent');
    expect((await jobOf(orderId))?.attemptsMade).toBe(2);
    expect(mailsOf(orderId)).toHaveLength(1);
  });

  it('sends again, under the same Message-ID, when the relay took the mail but its reply was lost', async () => {
    await startHost({ mailer: bed.mailer });
    bed.sink.misbehave('acceptThenFail');
    const orderId = newOrderId();
    await place(orderId);
    await eventually(async () => (await jobOf(orderId))?.returnvalue === 'sent');
    const copies = mailsOf(orderId);
    expect(copies).toHaveLength(2);
    expect(new Set(copies.map((copy) => copy.header('message-id'))).size).toBe(1);
    expect(await markersOf(orderId)).toEqual([CONFIRMATION_MAIL_SENT]);
  });

  it('ignores a job it does not understand', async () => {
    await startHost({ mailer: bed.mailer });
    const queue = bed.queues.queue(MAIL_QUEUE);
    await queue.add(CONFIRMATION_JOB, { order: 'x' }, { jobId: 'mail-order-bad-data' });
    await queue.add('newsletter', { orderId: 'ord-1' }, { jobId: 'mail-newsletter-1' });
    await eventually(async () => (await queue.getJob('mail-newsletter-1'))?.returnvalue === 'skipped');
    expect((await queue.getJob('mail-order-bad-data'))?.returnvalue).toBe('skipped');
    expect(bed.sink.received).toEqual([]);
  });
});

describe('the reactor', () => {
  it('sends nothing more when restarted from an older checkpoint, with or without the old job', async () => {
    let host = await startHost({ mailer: bed.mailer });
    const orderId = newOrderId();
    await place(orderId);
    await eventually(async () => (await jobOf(orderId))?.returnvalue === 'sent');
    const checkpoints = redisCheckpoints(bed.queues.connection);
    expect(await checkpoints.load(ORDER_CONFIRMATION_REACTOR)).not.toBeNull();

    // Replay from the start: the job is still kept, so adding it again is dropped.
    await host.stop();
    await checkpoints.clear(ORDER_CONFIRMATION_REACTOR);
    host = await startHost({ mailer: bed.mailer });
    await host.reactors[0]?.caughtUp();
    await mailSettled(host);
    expect((await jobOf(orderId))?.attemptsMade).toBe(1);

    // Replay again after the job was removed (kept jobs expire): it runs, finds the mail recorded.
    await host.stop();
    await bed.queues.queue(MAIL_QUEUE).remove(confirmationMailJobId(orderId));
    await checkpoints.clear(ORDER_CONFIRMATION_REACTOR);
    await startHost({ mailer: bed.mailer });
    await eventually(async () => (await jobOf(orderId))?.returnvalue === 'alreadySent');
    expect(mailsOf(orderId)).toHaveLength(1);
  });
});

describe('a worker killed in the middle of a send', () => {
  it('loses no mail and sends no second one: another worker takes the job over', async () => {
    const host = await startHost(); // reactor only: the mail worker is the child
    const child = await startWorkerChild(bed, new URL('./testing/mailWorkerChild.ts', import.meta.url), [
      bed.redis.url,
      join(bed.dir, 'events.sqlite'),
      bed.sink.url,
    ]);

    bed.sink.misbehave('hold');
    const orderId = newOrderId();
    await place(orderId, { language: 'fr' });
    await eventually(() => bed.sink.held() === 1);
    await child.kill();
    expect(mailsOf(orderId)).toEqual([]);

    survivingWorker(
      bed,
      MAIL_QUEUE,
      confirmationMailProcessor({ eventStore: bed.eventStore, mailer: bed.mailer, logger }),
    );
    await eventually(async () => (await jobOf(orderId))?.returnvalue === 'sent');
    await mailSettled(host);
    expect(mailsOf(orderId)).toHaveLength(1);
    expect(mailsOf(orderId)[0]?.header('content-language')).toBe('fr-CA');
    expect(await markersOf(orderId)).toEqual([CONFIRMATION_MAIL_SENT]);
  });
});
