/**
 * The back office's refusals (calls.ts `AdminProblem`): the problem document of problemDetails.ts, with the spec's
 * `message` (the problem's text in the request's language) and `errors` per field already translated, first message
 * first, as the admin forms show them (§5, §8). Server errors are left to problemDetails, which logs them and never
 * shows their details. Mounted once, in front of the role guard (app.ts), for every admin family's path, so the
 * guard's 401 and 403 are AdminProblems too.
 */
import type { AdminProblem } from '@parks/schemas/admin/calls';
import { languageFromHeader } from '@parks/schemas/language';
import { translate } from '@parks/schemas/messages/index';
import type { Middleware } from 'koa';
import { sendProblem } from '../http/problemDetails.ts';
import { ProblemError, problemOf } from '../http/problems.ts';
import type { AppState } from '../state.ts';

/**
 * `families`: the lower-case families whose paths it answers for (the registry's, `servedAdminFamilies`); the older
 * admin routes (users, settings, orders) keep the plain problem document their screens read.
 */
export const adminProblems = (families: ReadonlySet<string>): Middleware<AppState> =>
  async function adminProblems(ctx, next) {
    try {
      await next();
    } catch (error) {
      const family = ctx.path
        .split('/')
        .filter((segment) => segment !== '')[1]
        ?.toLowerCase();
      if (family === undefined || !families.has(family)) throw error;
      const language = languageFromHeader(ctx.get('Accept-Language'));
      const { body, headers } = problemOf(error, language);
      if (body.status >= 500) throw error;
      const { messages: _numbered, errors: keys, ...problem } = body;
      const errors =
        keys === undefined
          ? undefined
          : Object.fromEntries(
              Object.entries(keys).map(([field, fieldKeys]) => [
                field,
                fieldKeys.map((key) => translate(language, key)),
              ]),
            );
      const answer: AdminProblem = {
        ...problem,
        message: problem.detail ?? problem.title,
        ...(errors === undefined ? {} : { errors }),
      };
      sendProblem(ctx, headers, language, answer);
    }
  };

/** A record the call cannot see: absent, another store's, or outside the resource's scope. */
export const recordNotFound = (): ProblemError => new ProblemError(404, 'admin.record.notFound');

/** A form screen the resource does not have (`?action=`). */
export const invalidAction = (): ProblemError =>
  new ProblemError(422, 'admin.action.invalid', { errors: { action: ['admin.action.invalid'] } });

/** A verb the resource lacks; `allow` is the Allow header the routes send with it. */
export const methodNotAllowed = (allow?: string): ProblemError =>
  new ProblemError(405, 'admin.method.notAllowed', allow === undefined ? {} : { headers: { Allow: allow } });

/**
 * What a resource answers to a verb it lacks, were it called: the routes answer 405 before calling it (routes.ts),
 * but the registry's type has every verb.
 */
export const refuseVerb = async (): Promise<never> => {
  throw methodNotAllowed();
};

/** The problems a rule across records found, per field: none passes; else the write's 422, led by the first. */
export const rejectProblems = (problems: Readonly<Record<string, readonly string[]>>): void => {
  const first = Object.values(problems)[0]?.[0];
  if (first !== undefined) throw new ProblemError(422, first, { errors: problems });
};
