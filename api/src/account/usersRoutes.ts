/**
 * /api/users: the admin's users area (LMG and SuperUser, back-office.md section 6): list and details, create a
 * user with a role, change a role, deactivate and reactivate, and approve or decline profile changes. A role
 * change or a deactivation ends the user's sessions at once.
 */
import Router from '@koa/router';
import { revisionStream } from '@parks/domain/revisions/streams';
import type { ActorRole } from '@parks/domain/users/commands';
import { profileDecider } from '@parks/domain/users/profile';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import {
  type AccountUserDocument,
  accountUsers,
  toAccountDto,
  toUserAdminDto,
  userList,
} from '@parks/projections/accounts/users';
import {
  changeRoleSchema,
  createUserSchema,
  profileDecisionSchema,
  toUserProfile,
  userListQuerySchema,
} from '@parks/schemas/account';
import type { Role } from '@parks/schemas/roles';
import type { ParameterizedContext } from 'koa';
import type { Auth } from '../auth/auth.ts';
import { requireArea, signedInUser } from '../auth/guards.ts';
import { ProblemError } from '../http/problems.ts';
import { type Validated, validate } from '../http/validate.ts';
import type { RouteDeps } from '../routes.ts';
import type { AppState } from '../state.ts';
import { fieldProblem, messageOf } from './replies.ts';
import { newUserId, registerUser, runUserCommand } from './users.ts';

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
    .get('/GetAll', validate({ query: userListQuerySchema }), async (ctx) => {
      const { search, page, pageSize, pending } = ctx.state.input.query;
      const { items, total } = await userList(accounts(), { search, page, pageSize, pendingOnly: pending });
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { items: items.map(toUserAdminDto), total, page };
    })
    .get('/GetById/:id', validate({ params: userParam }), async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = toUserAdminDto(await found(ctx.state.input.params.id));
    })
    .post('/Create', validate({ body: createUserSchema }), async (ctx) => {
      const { user, metadata, actorRole } = actorOf(ctx);
      const input = ctx.state.input.body;
      if (input.password === input.username) throw fieldProblem('password', 'password.sameAsUsername');
      const userId = newUserId();
      const passwordHash = await auth.passwords.hash(input.password);
      const outcome = await registerUser(
        deps.eventStore,
        {
          userId,
          username: input.username,
          role: input.role as Role,
          passwordHash,
          profile: toUserProfile(input),
          customerNumbers: input.customerNumbers,
        },
        { userId: user.id, role: actorRole },
        metadata.now,
      );
      await deps.awaitProjections(outcome);
      ctx.status = 201;
      ctx.body = { id: userId, ...messageOf(ctx, 'user.created') };
    })
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
    .delete('/Delete/:id', validate({ params: userParam }), async (ctx) => {
      const { metadata, actorRole } = actorOf(ctx);
      const userId = ctx.state.input.params.id;
      await runUserCommand(deps.eventStore, deps.awaitProjections, {
        type: 'DeactivateUser',
        data: { userId, actorRole },
        metadata,
      });
      await auth.sessions.revokeUser(userId);
      ctx.body = { id: userId, ...messageOf(ctx, 'user.deactivated') };
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
