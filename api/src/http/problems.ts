/**
 * From any thrown value to one RFC 9457 problem document (`@parks/schemas/problem`). Codes are i18n keys
 * the web translates. 4xx say what was wrong; 5xx say only `server.unexpected`.
 * In the caller's language (Accept-Language, English by default): a 4xx whose code is in the message
 * catalogue gets its text as `detail` (the spec's "message"), and an `errors` map (field → keys) gets the
 * extension member `messages` (field → numbered texts, `Error 1: …`, in the map's order).
 */
import { STATUS_CODES } from 'node:http';
import { DomainError } from '@parks/domain/shared/errors';
import { DuplicateKeyError } from '@parks/infra/documents/errors';
import {
  AppendTooLargeError,
  EventTooLargeError,
  InvalidArgumentError,
  StreamDeletedError,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@parks/infra/eventStore/errors';
import type { Language } from '@parks/schemas/language';
import { isMessageKey, numbered, translate } from '@parks/schemas/messages/index';
import type { ProblemDetails } from '@parks/schemas/problem';

/** What a route or middleware throws to answer with a given status and code. */
export class ProblemError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string | undefined;
  readonly headers: Readonly<Record<string, string>>;
  /** Field path → message keys of the broken rules (invalid input). */
  readonly errors: Readonly<Record<string, readonly string[]>> | undefined;
  constructor(
    status: number,
    code: string,
    options: Readonly<{
      detail?: string;
      headers?: Record<string, string>;
      errors?: Readonly<Record<string, readonly string[]>>;
      cause?: unknown;
    }> = {},
  ) {
    super(code, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ProblemError';
    this.status = status;
    this.code = code;
    this.detail = options.detail;
    this.headers = options.headers ?? {};
    this.errors = options.errors;
  }
}

/** The problem document with its extension member: the `errors` keys as texts in the caller's language. */
export type LocalizedProblem = ProblemDetails & Readonly<{ messages?: Readonly<Record<string, readonly string[]>> }>;

export type Problem = Readonly<{ body: LocalizedProblem; headers: Readonly<Record<string, string>> }>;

type FieldErrors = Record<string, string[]>;

/** A DomainError's `details.errors`, when it is a field → message keys map (the checkout form's rules). */
const domainFieldErrorsOf = (details: unknown): FieldErrors | undefined => {
  if (!isObject(details) || !isObject(details.errors)) return undefined;
  const entries = Object.entries(details.errors);
  const valid = entries.every(([, keys]) => Array.isArray(keys) && keys.every((key) => typeof key === 'string'));
  return valid && entries.length > 0 ? (Object.fromEntries(entries) as FieldErrors) : undefined;
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** yup's ValidationError, recognised by shape (the API does not import yup). */
const fieldErrorsOf = (error: unknown): FieldErrors | undefined => {
  if (!isObject(error) || error.name !== 'ValidationError') return undefined;
  const inner = Array.isArray(error.inner) && error.inner.length > 0 ? error.inner : [error];
  const errors: FieldErrors = {};
  for (const item of inner) {
    if (!isObject(item)) continue;
    const path = typeof item.path === 'string' && item.path !== '' ? item.path : '_';
    const messages = Array.isArray(item.errors) ? item.errors.map(String) : [String(item.message)];
    errors[path] = [...(errors[path] ?? []), ...messages];
  }
  return errors;
};

/** Statuses of errors from Koa, koa-body and http-errors, with the code the web gets for them. */
const codeOfStatus: Readonly<Record<number, string>> = {
  400: 'request.invalid',
  401: 'auth.required',
  403: 'auth.forbidden',
  404: 'route.notFound',
  405: 'request.methodNotAllowed',
  406: 'request.notAcceptable',
  409: 'request.conflict',
  412: 'request.preconditionFailed',
  413: 'request.tooLarge',
  415: 'request.unsupportedMediaType',
  422: 'request.invalid',
  429: 'request.tooMany',
  501: 'request.methodNotImplemented',
};

/** The code of a bare status (an http-error, or a response a router left without a body). */
export const codeForStatus = (status: number): string =>
  codeOfStatus[status] ?? (status >= 500 ? 'server.unexpected' : 'request.invalid');

const httpStatusOf = (error: unknown): number | undefined => {
  if (!isObject(error)) return undefined;
  const status = typeof error.status === 'number' ? error.status : error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : undefined;
};

const headersOf = (error: unknown): Record<string, string> => {
  if (!isObject(error) || !isObject(error.headers)) return {};
  return Object.fromEntries(
    Object.entries(error.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
};

type Classified = Readonly<{
  status: number;
  code: string;
  detail?: string;
  errors?: FieldErrors;
  headers?: Record<string, string>;
}>;

const classify = (error: unknown): Classified => {
  if (error instanceof ProblemError) {
    return {
      status: error.status,
      code: error.code,
      headers: { ...error.headers },
      ...(error.detail === undefined ? {} : { detail: error.detail }),
      ...(error.errors === undefined ? {} : { errors: mutableErrors(error.errors) }),
    };
  }
  if (error instanceof DomainError) {
    const errors = domainFieldErrorsOf(error.details);
    return { status: error.status, code: error.code, ...(errors === undefined ? {} : { errors }) };
  }
  const fieldErrors = fieldErrorsOf(error);
  if (fieldErrors !== undefined) return { status: 422, code: 'request.invalid', errors: fieldErrors };
  // The client's If-Match was stale (or a concurrent writer won every retry).
  if (error instanceof WrongExpectedVersionError) return { status: 412, code: 'request.preconditionFailed' };
  if (error instanceof StreamNotFoundError || error instanceof StreamDeletedError)
    return { status: 404, code: 'resource.notFound' };
  if (error instanceof DuplicateKeyError) return { status: 409, code: 'resource.duplicate' };
  if (error instanceof AppendTooLargeError || error instanceof EventTooLargeError)
    return { status: 413, code: 'request.tooLarge' };
  if (error instanceof InvalidArgumentError) return { status: 400, code: 'request.invalid' };
  const status = httpStatusOf(error);
  // Exposed http-errors are the client's fault (ctx.throw(4xx), koa-body, @koa/router); the rest is ours.
  if (status !== undefined && status < 500 && isObject(error) && error.expose !== false) {
    return { status, code: codeForStatus(status), headers: headersOf(error) };
  }
  return { status: status !== undefined && status >= 500 ? status : 500, code: 'server.unexpected' };
};

const mutableErrors = (errors: Readonly<Record<string, readonly string[]>>): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, keys]) => [field, [...keys]]));

/** Each field's keys as texts, numbered across the whole map in its order (`Error 1: …`, `Error 2: …`). */
const messagesOf = (language: Language, errors: FieldErrors): Record<string, string[]> => {
  let count = 0;
  return Object.fromEntries(
    Object.entries(errors).map(([field, keys]) => [
      field,
      keys.map((key) => {
        count += 1;
        return numbered(language, count, key);
      }),
    ]),
  );
};

export const problemOf = (error: unknown, language: Language = 'en'): Problem => {
  const { status, code, detail, errors, headers } = classify(error);
  const text = detail ?? (isMessageKey(code) ? translate(language, code) : undefined);
  const body: LocalizedProblem = {
    type: 'about:blank',
    status,
    code,
    title: STATUS_CODES[status] ?? 'Error',
    ...(text === undefined || status >= 500 ? {} : { detail: text }),
    ...(errors === undefined ? {} : { errors, messages: messagesOf(language, errors) }),
  };
  return { body, headers: headers ?? {} };
};
