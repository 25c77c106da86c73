/**
 * Child process of confirmationMail.test.ts: a `mail` worker over the shared stores, with a short lock so
 * that, once the test SIGKILLs it mid-job, another worker soon takes the stalled job over.
 * Usage: node mailWorkerChild.ts <redisUrl> <eventStorePath> <smtpUrl>
 */
import { openSqliteEventStore } from '@parks/infra/eventStore/sqlite/sqliteEventStore';
import { silentLogger } from '@parks/infra/logging';
import { createSmtpMailer } from '@parks/infra/mail/smtpMailer';
import { Redis } from 'ioredis';
import { runKillableWorker } from '../../testing/childWorker.ts';
import { confirmationMailProcessor, MAIL_QUEUE } from '../worker.ts';

const [redisUrl, eventStorePath, smtpUrl] = process.argv.slice(2);
if (redisUrl === undefined || eventStorePath === undefined || smtpUrl === undefined) {
  throw new Error('usage: mailWorkerChild.ts <redisUrl> <eventStorePath> <smtpUrl>');
}

const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
const processor = confirmationMailProcessor({
  eventStore: openSqliteEventStore({ path: eventStorePath }),
  mailer: createSmtpMailer({ url: smtpUrl }),
  logger: silentLogger(),
});
await runKillableWorker(MAIL_QUEUE, processor, connection);
