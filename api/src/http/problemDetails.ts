/**
 * The ONE place errors become HTTP: mounted near the top, it turns anything thrown below it into a
 * problem document (application/problem+json), and so does an error status left without a body (Koa's
 * bare 404 when nothing answered, the routers' 405 with its Allow header). Server errors
 * are emitted on the app once, where the request's logger records them with the request id; their
 * details never reach the client. Texts are in the Accept-Language language (en by default).
 */
import { type Language, languageFromHeader } from '@parks/schemas/language';
import type { Middleware, ParameterizedContext } from 'koa';
import type { AppState } from '../state.ts';
import { codeForStatus, type Problem, ProblemError, problemOf } from './problems.ts';

/** Headers a problem response keeps; everything a handler set before failing is dropped (as Koa does). */
const kept = new Set([
  'x-request-id',
  'allow',
  'www-authenticate',
  'retry-after',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
]);

/** Answers with a problem document (or the admin's form of one): its headers, never cached, in the call's language. */
export const sendProblem = (
  ctx: ParameterizedContext<AppState>,
  headers: Problem['headers'],
  language: Language,
  body: Readonly<{ status: number }>,
): void => {
  ctx.set(headers);
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Language', language);
  ctx.status = body.status;
  ctx.type = 'application/problem+json';
  ctx.body = body;
};

export const problemDetails = (): Middleware<AppState> =>
  async function problemDetails(ctx, next) {
    try {
      await next();
      if (ctx.status >= 400 && ctx.body == null) {
        throw new ProblemError(ctx.status, ctx.status === 404 ? 'route.notFound' : codeForStatus(ctx.status));
      }
    } catch (error) {
      const language = languageFromHeader(ctx.get('Accept-Language'));
      const { body, headers } = problemOf(error, language);
      if (ctx.headerSent || !ctx.writable) {
        // Too late for a problem document: the response has started; log it and let the socket end.
        ctx.app.emit('error', error, ctx);
        return;
      }
      for (const name of ctx.response.headers ? Object.keys(ctx.response.headers) : []) {
        if (!kept.has(name.toLowerCase())) ctx.remove(name);
      }
      sendProblem(ctx, headers, language, body);
      if (body.status >= 500) ctx.app.emit('error', error, ctx);
    }
  };
