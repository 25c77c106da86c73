/**
 * JSON bodies only (the web sends JSON; no forms, no uploads), with a size limit. koa-body's failures
 * become problems here: oversize → 413 `request.tooLarge`, malformed → 400 `request.malformedJson`, an unknown
 * Content-Encoding → 415 and one whose bytes do not decode (gzip on a plain body) → 400
 * `request.unsupportedEncoding`.
 * Then what no schema should ever see is refused with 400, for every route: a key named `__proto__`,
 * `prototype` or any property of `Object.prototype` (`constructor`, `toString`, `valueOf`, `hasOwnProperty` …)
 * anywhere in the body or the query string (`request.forbiddenKey`: such keys reach prototypes in code that merges
 * objects, and crash yup's object schema, which looks each key up in its plain-object field map), and a body nested more than
 * 32 levels deep (`request.tooDeep`: recursive code would run out of stack on it).
 * Parsing runs before routing, so its errors do not depend on which route would have matched.
 */
import type { Middleware } from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import type { AppState } from '../state.ts';
import { ProblemError } from './problems.ts';

export const DEFAULT_BODY_LIMIT_BYTES = 256 * 1024;

/** How deep a body may nest objects and arrays (the top-level object is level 1). */
export const MAX_BODY_DEPTH = 32;

export const forbiddenKeys: ReadonlySet<string> = new Set([
  '__proto__',
  'prototype',
  ...Object.getOwnPropertyNames(Object.prototype),
]);

// DELETE too: the back office's generic gateway sends `DELETE /api/{Entity}/Delete` with a JSON body (§7).
const parsedMethodList = [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE];
const parsedMethods: ReadonlySet<string> = new Set(parsedMethodList);

const statusOf = (error: unknown): number | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status } = error as { status?: unknown };
  return typeof status === 'number' ? status : undefined;
};

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : '');

/**
 * The first broken rule of a parsed body, walked with an explicit stack (no recursion, so no depth can blow it):
 * a forbidden key, or a nesting deeper than MAX_BODY_DEPTH.
 */
export const bodyShapeProblem = (value: unknown): 'request.forbiddenKey' | 'request.tooDeep' | undefined => {
  const pending: [unknown, number][] = [[value, 1]];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const [node, depth] = item;
    if (typeof node !== 'object' || node === null) continue;
    if (depth > MAX_BODY_DEPTH) return 'request.tooDeep';
    if (Array.isArray(node)) {
      for (const child of node) pending.push([child, depth + 1]);
      continue;
    }
    for (const key of Object.keys(node)) {
      if (forbiddenKeys.has(key)) return 'request.forbiddenKey';
      pending.push([(node as Record<string, unknown>)[key], depth + 1]);
    }
  }
  return undefined;
};

export const bodyParser = (limitBytes: number = DEFAULT_BODY_LIMIT_BYTES): Middleware<AppState> => {
  const parse = koaBody({
    json: true,
    jsonStrict: true,
    jsonLimit: limitBytes,
    urlencoded: false,
    text: false,
    multipart: false,
    parsedMethods: parsedMethodList,
  });
  return async function bodyParser(ctx, next) {
    if (Object.keys(ctx.query).some((key) => forbiddenKeys.has(key))) {
      throw new ProblemError(400, 'request.forbiddenKey');
    }
    // koa-body parses these methods only (its default) and just goes on for the others: so do we, for less.
    if (!parsedMethods.has(ctx.method.toUpperCase())) return next();
    try {
      await parse(ctx, async () => {});
    } catch (error) {
      const status = statusOf(error);
      if (status === 413) throw new ProblemError(413, 'request.tooLarge', { cause: error });
      if (status === 415) throw new ProblemError(415, 'request.unsupportedEncoding', { cause: error });
      // The JSON parser (bourne) refuses `__proto__` keys itself.
      if (status === 400 && messageOf(error).includes('forbidden prototype property')) {
        throw new ProblemError(400, 'request.forbiddenKey', { cause: error });
      }
      if (status === 400) throw new ProblemError(400, 'request.malformedJson', { cause: error });
      // Reading the body fails without a status only while decompressing it (zlib/brotli data errors): the
      // client's bytes are not what its Content-Encoding says.
      const encoding = ctx.get('Content-Encoding').trim().toLowerCase();
      if (status === undefined && encoding !== '' && encoding !== 'identity') {
        throw new ProblemError(400, 'request.unsupportedEncoding', { cause: error });
      }
      throw error;
    }
    const problem = bodyShapeProblem(ctx.request.body);
    if (problem !== undefined) throw new ProblemError(400, problem);
    await next();
  };
};
