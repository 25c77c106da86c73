/**
 * Staff's decision on a portal self-registration (schemas/src/registration.ts):
 *   PUT /api/Users/DecideRegistration/{id}?storeCode= {decision: approve|decline, customerNumbers, reason}
 * An approval gives the account its customer numbers (it may then check out); a decline closes it. The user gets a
 * mail either way, in their language, from the mail worker (workers/src/registrationMail). The rules (verified first, once, who may) are the user decider's.
 */
import { userDecider } from '@parks/domain/users/decider';
import { userStream } from '@parks/domain/users/streams';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import { customerNumbersOf } from '@parks/schemas/admin/users';
import type { RegistrationDecisionInput } from '@parks/schemas/registration';
import type { AdminDeps } from '../../deps.ts';
import { type AdminCall, commandMetadata, type WriteResult } from '../../registry.ts';
import { accountOf } from './accounts.ts';

/** The decision on `userId`'s registration, by the staff member of `call`. */
export type RegistrationDecisionRequest = Readonly<{
  call: AdminCall;
  userId: string;
  input: RegistrationDecisionInput;
}>;

export const decideRegistration = async (
  deps: AdminDeps,
  { call, userId, input }: RegistrationDecisionRequest,
): Promise<WriteResult> => {
  // An account that is not there is a 404 before anything is decided.
  await accountOf(deps, userId);
  const customerNumbers = input.decision === 'approve' ? customerNumbersOf(input.customerNumbers) : [];
  const outcome = await handleCommand(deps.eventStore, userStream(userId), userDecider, {
    type: 'DecideRegistration',
    data: { userId, decision: input.decision, customerNumbers, reason: input.reason, actorRole: call.user.role },
    metadata: commandMetadata(call),
  });
  await deps.awaitProjections(outcome);
  return {
    id: userId,
    revisionId: null,
    message: input.decision === 'approve' ? 'registration.approved' : 'registration.declined',
  };
};
