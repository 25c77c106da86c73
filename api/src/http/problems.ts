/**
 * From any thrown value to one RFC 9457 problem document (`@parks/schemas/problem`). Codes are i18n keys
 * the web translates. 4xx say what was wrong; 5xx say only `server.unexpected`.
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
import type { ProblemDetails } from '@parks/schemas/problem';

/** What a route or middleware throws to answer with a given status and code. */
export class ProblemError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string | undefined;
  readonly headers: Readonly<Record<string, string>>;
  constructor(
    status: number,
    code: string,
    options: Readonly<{ detail?: string; headers?: Record<string, string>; cause?: unknown }> = {},
  ) {
    super(code, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ProblemError';
    this.status = status;
    this.code = code;
    this.detail = options.detail;
    this.headers = options.headers ?? {};
  }
}

export type Problem = Readonly<{ body: ProblemDetails; headers: Readonly<Record<string, string>> }>;

type FieldErrors = Record<string, string[]>;

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
    };
  }
  if (error instanceof DomainError) return { status: error.status, code: error.code };
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

export const problemOf = (error: unknown): Problem => {
  const { status, code, detail, errors, headers } = classify(error);
  const body: ProblemDetails = {
    type: 'about:blank',
    status,
    code,
    title: STATUS_CODES[status] ?? 'Error',
    ...(detail === undefined || status >= 500 ? {} : { detail }),
    ...(errors === undefined ? {} : { errors }),
  };
  return { body, headers: headers ?? {} };
};
