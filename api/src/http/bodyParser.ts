/**
 * JSON bodies only (the web sends JSON; no forms, no uploads), with a size limit. koa-body's failures
 * become problems here: oversize → 413 `request.tooLarge`, malformed → 400 `request.malformedJson`.
 * Parsing runs before routing, so its errors do not depend on which route would have matched.
 */
import type { Middleware } from 'koa';
import { koaBody } from 'koa-body';
import type { AppState } from '../state.ts';
import { ProblemError } from './problems.ts';

export const DEFAULT_BODY_LIMIT_BYTES = 256 * 1024;

const parsedMethods = new Set(['POST', 'PUT', 'PATCH']);

const statusOf = (error: unknown): number | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status } = error as { status?: unknown };
  return typeof status === 'number' ? status : undefined;
};

export const bodyParser = (limitBytes: number = DEFAULT_BODY_LIMIT_BYTES): Middleware<AppState> => {
  const parse = koaBody({
    json: true,
    jsonStrict: true,
    jsonLimit: limitBytes,
    urlencoded: false,
    text: false,
    multipart: false,
  });
  return async function bodyParser(ctx, next) {
    // koa-body parses these methods only (its default) and just goes on for the others: so do we, for less.
    if (!parsedMethods.has(ctx.method.toUpperCase())) return next();
    try {
      await parse(ctx, async () => {});
    } catch (error) {
      const status = statusOf(error);
      if (status === 413) throw new ProblemError(413, 'request.tooLarge', { cause: error });
      if (status === 415) throw new ProblemError(415, 'request.unsupportedEncoding', { cause: error });
      if (status === 400) throw new ProblemError(400, 'request.malformedJson', { cause: error });
      throw error;
    }
    await next();
  };
};
