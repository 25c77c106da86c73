/**
 * The calls of the Users family beyond the five verbs: `PUT /api/Users/ApproveProfile/{id}?storeCode=` and
 * `…/DeclineProfile/{id}` with `{revisionId}`, the pending change staff looked at; and `…/DecideRegistration/{id}`
 * on a portal self-registration (registrationDecisions.ts). Approving publishes it (it is the
 * profile in force), declining withdraws it; nobody decides on their own change (domain/src/users/profile.ts).
 */
import type Router from '@koa/router';
import { profileDecisionSchema } from '@parks/schemas/account';
import { writeQuerySchema } from '@parks/schemas/admin/requests';
import { registrationDecisionSchema } from '@parks/schemas/registration';
import { validate } from '../../../http/validate.ts';
import type { AppState } from '../../../state.ts';
import { adminCallOf, adminFamilyRouter, answerWrite } from '../../calls.ts';
import type { AdminDeps } from '../../deps.ts';
import { type AdminCall, type AdminResource, commandMetadata, type WriteResult } from '../../registry.ts';
import { accountOf } from './accounts.ts';
import { runProfileCommand } from './profileCommands.ts';
import { decideRegistration } from './registrationDecisions.ts';

export const usersExtraRouter = (deps: AdminDeps, resource: AdminResource): Router<AppState> => {
  type Decision = 'ApproveProfileChange' | 'DeclineProfileChange';
  const decide = async (call: AdminCall, type: Decision, userId: string, revisionId: string): Promise<WriteResult> => {
    await accountOf(deps, userId);
    await runProfileCommand(deps, { type, data: { userId, revisionId }, metadata: commandMetadata(call) });
    return {
      id: userId,
      revisionId,
      message: type === 'ApproveProfileChange' ? 'profile.approved' : 'profile.declined',
    };
  };
  const params = { id: 'admin.record.notFound' } as const;
  const decisionInput = validate({ params, query: writeQuerySchema, body: profileDecisionSchema });
  return adminFamilyRouter(resource)
    .put('/ApproveProfile/:id', decisionInput, async (ctx) => {
      const { query, params, body } = ctx.state.input;
      const call = adminCallOf(ctx, deps, resource, query.storeCode);
      answerWrite(ctx, call.language, await decide(call, 'ApproveProfileChange', params.id, body.revisionId), 200);
    })
    .put('/DeclineProfile/:id', decisionInput, async (ctx) => {
      const { query, params, body } = ctx.state.input;
      const call = adminCallOf(ctx, deps, resource, query.storeCode);
      answerWrite(ctx, call.language, await decide(call, 'DeclineProfileChange', params.id, body.revisionId), 200);
    })
    .put(
      '/DecideRegistration/:id',
      validate({ params, query: writeQuerySchema, body: registrationDecisionSchema }),
      async (ctx) => {
        const { query, params, body } = ctx.state.input;
        const call = adminCallOf(ctx, deps, resource, query.storeCode);
        answerWrite(ctx, call.language, await decideRegistration(deps, { call, userId: params.id, input: body }), 200);
      },
    );
};
