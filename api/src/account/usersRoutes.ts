/**
 * /api/users: the users area's calls beyond the five verbs of the Users family (api/src/admin/resources/users.ts,
 * which lists, creates, edits and deactivates): change a role alone, reactivate, and approve or decline a profile
 * change. The family's path is the same (paths are case-insensitive), so its refusals are AdminProblems too.
 * A role change ends the user's sessions at once.
 */
import Router from '@koa/router';
import { revisionStream } from '@parks/domain/revisions/streams';
import type { ActorRole } from '@parks/domain/users/commands';
import { profileDecider } from '@parks/domain/users/profile';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import { type AccountUserDocument, accountUsers, toAccountDto } from '@parks/projections/accounts/users';
import { changeRoleSchema, profileDecisionSchema } from '@parks/schemas/account';
import type { Role } from '@parks/schemas/roles';
import type { ParameterizedContext } from 'koa';
import type { Auth } from '../auth/auth.ts';
import { requireArea, signedInUser } from '../auth/guards.ts';
import { ProblemError } from '../http/problems.ts';
import { type Validated, validate } from '../http/validate.ts';
import type { RouteDeps } from '../routes.ts';
import type { AppState } from '../state.ts';
import { messageOf } from './replies.ts';
import { runUserCommand } from './users.ts';

type Context = ParameterizedContext<AppState> & { params: Record<string, string> };

/** A user id of the path that is not well formed is not found, like an unknown one. */
const userParam = { id: 'user.notFound' } as const;
const validateDecision = validate({ params: userParam, body: profileDecisionSchema });
type ProfileDecision = Validated<ReturnType<typeof profileDecisionSchema.validateSync>, undefined, 'id'>;

export const usersRoutes = (deps: RouteDeps, auth: Auth) => {
  const accounts = () => deps.projections.collection<AccountUserDocument>(accountUsers.name);
  const actorOf = (ctx: Context) => {
    const user = signedInUser(ctx);
    return { user, metadata: { now: deps.clock().toISOString(), userId: user.id }, actorRole: user.role as ActorRole };
  };
  const found = async (id: string): Promise<AccountUserDocument> => {
    const doc = await accounts().findById(id);
    if (doc === null) throw new ProblemError(404, 'user.notFound');
    return doc;
  };

  const decideProfile =
    (type: 'ApproveProfileChange' | 'DeclineProfileChange') => async (ctx: Context & { state: ProfileDecision }) => {
      const { metadata } = actorOf(ctx);
      const userId = ctx.state.input.params.id;
      const { revisionId } = ctx.state.input.body;
      await found(userId);
      const outcome = await handleCommand(deps.eventStore, revisionStream('User', userId), profileDecider, {
        type,
        data: { userId, revisionId },
        metadata,
      });
      await deps.awaitProjections(outcome);
      const code = type === 'ApproveProfileChange' ? 'profile.approved' : 'profile.declined';
      ctx.body = { ...messageOf(ctx, code), account: toAccountDto(await found(userId)) };
    };

  return new Router<AppState>({ prefix: '/users' })
    .use(requireArea('users'))
    .put('/UpdateRole/:id', validate({ params: userParam, body: changeRoleSchema }), async (ctx) => {
      const { metadata, actorRole } = actorOf(ctx);
      const { role } = ctx.state.input.body;
      const userId = ctx.state.input.params.id;
      await runUserCommand(deps.eventStore, deps.awaitProjections, {
        type: 'ChangeUserRole',
        data: { userId, role: role as Role, actorRole },
        metadata,
      });
      await auth.sessions.revokeUser(userId);
      ctx.body = { id: userId, ...messageOf(ctx, 'user.updated') };
    })
    .put('/Reactivate/:id', validate({ params: userParam }), async (ctx) => {
      const { metadata, actorRole } = actorOf(ctx);
      const userId = ctx.state.input.params.id;
      await runUserCommand(deps.eventStore, deps.awaitProjections, {
        type: 'ReactivateUser',
        data: { userId, actorRole },
        metadata,
      });
      ctx.body = { id: userId, ...messageOf(ctx, 'user.reactivated') };
    })
    .put('/ApproveProfile/:id', validateDecision, decideProfile('ApproveProfileChange'))
    .put('/DeclineProfile/:id', validateDecision, decideProfile('DeclineProfileChange'));
};
