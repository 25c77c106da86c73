/**
 * The app's error listener (errors problemDetails emits, and failures after a response has started), and what
 * it does not count as ours: a client that stops reading (a browser leaving a page while an image or a file is
 * still coming, a download cancelled) breaks the stream Koa pipes to it. That is logged at debug, with the
 * request id: an error-level line is for what staff must look at.
 */
import type { Logger } from '@parks/infra/logging';
import type { ParameterizedContext } from 'koa';
import type { AppState } from '../state.ts';

/**
 * The codes Node gives a write to, or a pipe into, a connection the client has closed or reset, and the one its
 * parser gives a connection closed before the body it declared was all sent (an upload cancelled half-way).
 */
const abortCodes: ReadonlySet<string> = new Set([
  'ECONNRESET',
  'HPE_INVALID_EOF_STATE',
  'EPIPE',
  'ECONNABORTED',
  'ERR_STREAM_PREMATURE_CLOSE',
  'ERR_STREAM_DESTROYED',
  'ERR_STREAM_WRITE_AFTER_END',
]);

type Exchange = Readonly<{ req: { aborted?: boolean; destroyed?: boolean }; res: { writableFinished?: boolean } }>;

/**
 * Whether `error` is a client going away:
 * - one of the codes above on a response that had started (`headerSent`, which Koa sets on such errors): the
 *   client stopped reading an image or a file;
 * - or, while the client's request is gone (aborted or destroyed) and the response is unfinished, an error after
 *   the response started, or the request stream's own abort (Node's `aborted`, ECONNRESET; raw-body's
 *   `request aborted`, ECONNABORTED): the client left in the middle of sending a body (an upload cancelled).
 * Any other error before the response started is ours, whatever its code (a reset from Redis is not the client).
 */
export const isClientAbort = (error: unknown, exchange?: Exchange): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const { code, headerSent } = error as { code?: unknown; headerSent?: unknown };
  const abortCode = typeof code === 'string' && abortCodes.has(code);
  if (abortCode && headerSent === true) return true;
  if (exchange === undefined) return false;
  const gone = exchange.req.aborted === true || exchange.req.destroyed === true;
  return gone && exchange.res.writableFinished !== true && (headerSent === true || abortCode);
};

/** Logs an error of the app once, with the request id: at debug for a client that went away, else at error. */
export const logAppError =
  (logger: Logger) =>
  (error: unknown, ctx?: ParameterizedContext<AppState>): void => {
    const log = ctx?.state.log ?? logger;
    const fields = { err: error, method: ctx?.method, path: ctx?.path };
    if (isClientAbort(error, ctx)) log.debug(fields, 'client went away');
    else log.error(fields, 'request failed');
  };
