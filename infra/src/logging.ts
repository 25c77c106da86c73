/**
 * The one logger factory (pino, JSON lines). Secrets and card data never reach the output:
 * - any property whose name is sensitive (authorization, cookie, password, token, secret, ccNumber, ccCvd,
 *   cvv, cardNumber, …) is censored at any depth, in logged objects, errors and child bindings;
 * - a card number (13 to 19 digits passing the Luhn check) inside any string, the message included, is
 *   masked too, for the day someone logs a raw payload or a gateway message.
 * Request ids travel as the `reqId` binding of the request's child logger (api/src/http/requestId.ts).
 */
import { type DestinationStream, type Logger, pino } from 'pino';
import type { LogLevel } from './config.ts';

export type { Logger } from 'pino';

export const CENSORED = '[redacted]';

/** Property names compared without case, `-` or `_`: `Set-Cookie`, `cc_number` and `ccNumber` all match. */
const sensitiveNames = new Set([
  'authorization',
  'proxyauthorization',
  'cookie',
  'setcookie',
  'xapikey',
  'apikey',
  'password',
  'passwd',
  'pwd',
  'newpassword',
  'currentpassword',
  'secret',
  'clientsecret',
  'token',
  'accesstoken',
  'refreshtoken',
  'idtoken',
  'sessiontoken',
  'opstoken',
  'csrftoken',
  'ccnumber',
  'cccvd',
  'cccvv',
  'ccexpiry',
  'ccexp',
  'cvd',
  'cvv',
  'cvc',
  'cvv2',
  'cardnumber',
  'cardcvv',
  'cardcvd',
  'pan',
  'securitycode',
  'expdate',
  'expirydate',
  'track2',
]);

const normalise = (name: string): string => name.toLowerCase().replace(/[-_\s]/g, '');

export const isSensitiveName = (name: string): boolean => {
  const key = normalise(name);
  return sensitiveNames.has(key) || key.endsWith('password') || key.endsWith('secret') || key.endsWith('token');
};

const luhnValid = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

const panPattern = /\b\d(?:[ -]?\d){12,18}\b/g;

/** Masks every card number (13–19 digits, spaces or dashes allowed, Luhn-valid) in a string. */
export const maskCardNumbers = (text: string): string =>
  text.replace(panPattern, (match) => (luhnValid(match.replace(/[ -]/g, '')) ? CENSORED : match));

const MAX_DEPTH = 12;

/** A copy of `value` with sensitive properties censored and card numbers masked; cycles and depth bounded. */
export const redactDeep = (value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown => {
  if (typeof value === 'string') return maskCardNumbers(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (seen.has(value)) return '[circular]';
  seen.add(value);
  try {
    if (value instanceof Error) return redactDeep(pino.stdSerializers.err(value), depth, seen);
    if (Array.isArray(value)) return value.map((item) => redactDeep(item, depth + 1, seen));
    if (value instanceof Date || ArrayBuffer.isView(value)) return value;
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      copy[key] =
        isSensitiveName(key) && item !== undefined && item !== null ? CENSORED : redactDeep(item, depth + 1, seen);
    }
    return copy;
  } finally {
    seen.delete(value);
  }
};

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

export type LoggerOptions = Readonly<{
  level: LogLevel;
  /** The process role, bound to every line (`api`, `projections`, `workers`, `all`). */
  role?: string;
  /** Where lines go; stdout when omitted (tests pass a stream to read them). */
  destination?: DestinationStream;
}>;

/**
 * Child bindings skip `formatters` in pino, so their usual secret keys are also covered by pino's own
 * path redaction (top level and one level down); everything logged per call goes through redactDeep.
 */
const bindingPaths = ['authorization', 'cookie', 'password', 'token', 'secret', 'opsToken', 'ccNumber', 'ccCvd', 'cvv']
  .flatMap((name) => [name, `*.${name}`])
  .concat(['*.headers.authorization', '*.headers.cookie']);

export const createLogger = (options: LoggerOptions): Logger => {
  const settings = {
    level: options.level,
    redact: { paths: bindingPaths, censor: CENSORED },
    // redactDeep already turned errors into plain objects (pino's own err serializer would re-wrap them).
    serializers: { err: (value: unknown) => value },
    base: { pid: process.pid, ...(options.role === undefined ? {} : { role: options.role }) },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      log: (object: Record<string, unknown>) => asRecord(redactDeep(object)),
      bindings: (bindings: Record<string, unknown>) => asRecord(redactDeep(bindings)),
    },
    hooks: {
      logMethod(this: Logger, args: unknown[], method: (...parts: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? maskCardNumbers(arg) : arg)),
        );
      },
    },
  };
  return options.destination === undefined ? pino(settings) : pino(settings, options.destination);
};

/** For tests and tools that must not print. */
export const silentLogger = (): Logger => pino({ level: 'silent' });
