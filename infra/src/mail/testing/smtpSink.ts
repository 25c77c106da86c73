/**
 * A real SMTP server for tests (smtp-server), started in-process on a free loopback port. It records every
 * message it accepts and can misbehave on purpose for the next message:
 * - `acceptThenFail`: keeps the message but answers 451, as when the relay's reply is lost: the sender
 *   believes it failed and sends again;
 * - `hold`: never answers (the sender waits; the message counts as not delivered), until the sink closes.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = Readonly<{
  envelopeFrom: string;
  envelopeTo: readonly string[];
  raw: string;
  /** Unfolded top-level header, undefined when absent (name without case). */
  header: (name: string) => string | undefined;
}>;

export type SinkBehaviour = 'accept' | 'acceptThenFail' | 'hold';

export type SmtpSink = Readonly<{
  url: string;
  received: ReceivedMail[];
  /** Messages whose DATA arrived and got no answer (`hold`). */
  held: () => number;
  /** How the next messages are answered, in order; then `accept`. */
  misbehave: (...behaviours: readonly SinkBehaviour[]) => void;
  close: () => Promise<void>;
}>;

/** The top-level headers of a raw message, unfolded; names without case. */
export const headerReader = (raw: string): ((name: string) => string | undefined) => {
  const end = raw.indexOf('\r\n\r\n');
  const unfolded = (end === -1 ? raw : raw.slice(0, end)).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of unfolded.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      const name = line.slice(0, colon).trim().toLowerCase();
      if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
    }
  }
  return (name) => headers.get(name.toLowerCase());
};

export type SmtpSinkOptions = Readonly<{
  /** The one user and password the sink accepts (AUTH over plain text, loopback only); without it, no AUTH. */
  auth?: Readonly<{ user: string; password: string }>;
}>;

export const startSmtpSink = async (options: SmtpSinkOptions = {}): Promise<SmtpSink> => {
  const received: ReceivedMail[] = [];
  const plan: SinkBehaviour[] = [];
  let held = 0;
  const { auth } = options;
  const server = new SMTPServer({
    authOptional: auth === undefined,
    disabledCommands: auth === undefined ? ['STARTTLS', 'AUTH'] : ['STARTTLS'],
    allowInsecureAuth: auth !== undefined,
    onAuth(credentials, _session, callback) {
      if (auth !== undefined && credentials.username === auth.user && credentials.password === auth.password) {
        callback(null, { user: credentials.username });
        return;
      }
      const error: Error & { responseCode?: number } = new Error('Authentication credentials invalid');
      error.responseCode = 535;
      callback(error);
    },
    logger: false,
    closeTimeout: 200,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const behaviour = plan.shift() ?? 'accept';
        if (behaviour === 'hold') {
          held += 1;
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelope = session.envelope;
        received.push({
          envelopeFrom: envelope.mailFrom === false ? '' : envelope.mailFrom.address,
          envelopeTo: envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          header: headerReader(raw),
        });
        if (behaviour === 'acceptThenFail') {
          const error: Error & { responseCode?: number } = new Error('local error in processing');
          error.responseCode = 451;
          callback(error);
          return;
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    held: () => held,
    misbehave: (...behaviours) => {
      plan.push(...behaviours);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
