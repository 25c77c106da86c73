/**
 * The rest of a request body that an answer did not need: a body refused as too large (413) while the client is
 * still sending it. Node ends a connection with `Connection: close` as soon as the answer is written, and a socket
 * closed with bytes still unread is reset: the client, still writing, sees ECONNRESET instead of the 413 and its
 * message. So the answer waits until the client has sent the rest, read and dropped here, within a bound of bytes
 * and of time; past either the answer goes out anyway (a client sending gigabytes may then see the reset, which is
 * all it deserves). The connection then closes: it is not reused after a refused body.
 */
import type { IncomingMessage } from 'node:http';
import type { Middleware } from 'koa';
import type { AppState } from '../state.ts';

export const unreadBodyLimits = {
  /** Bytes read and dropped after the refusal before answering anyway (the largest upload batch is far larger). */
  bytes: 64 * 1024 * 1024,
  /** How long a slow client may take to send the rest. */
  ms: 15_000,
} as const;

/** Resolves when the request has been read to its end, or the bounds are passed, or the socket is gone. */
export const dropUnreadBody = (
  request: IncomingMessage,
  limits: Readonly<{ bytes: number; ms: number }> = unreadBodyLimits,
): Promise<void> =>
  new Promise((resolve) => {
    if (request.complete || request.readableEnded || request.destroyed) {
      resolve();
      return;
    }
    let dropped = 0;
    const done = (): void => {
      clearTimeout(timer);
      request.off('data', onData);
      request.off('end', done);
      request.off('close', done);
      request.off('error', done);
      resolve();
    };
    const onData = (chunk: Buffer | string): void => {
      dropped += chunk.length;
      if (dropped > limits.bytes) done();
    };
    const timer = setTimeout(done, limits.ms);
    timer.unref();
    request.on('data', onData);
    request.once('end', done);
    request.once('close', done);
    request.once('error', done);
    request.resume();
  });

/**
 * Mounted above the problem documents (problemDetails and the back office's own): any 413, whoever answered it
 * (the JSON parser, an upload's parser, the migration's reader), declared or found while reading a chunked body,
 * waits for the rest of the body before it goes out, then closes the connection.
 */
export const refusedBodies = (): Middleware<AppState> =>
  async function refusedBodies(ctx, next) {
    await next();
    if (ctx.status !== 413) return;
    ctx.set('Connection', 'close');
    await dropUnreadBody(ctx.req);
  };
