/**
 * Staff's commands on a user's profile revisions (domain/src/users/profile.ts): a profile set by staff, drafted and
 * published at once; and the decision on the change a user asked for, which nobody takes on their own change.
 */

import { revisionStream } from '@parks/domain/revisions/streams';
import type { ProfileCommand } from '@parks/domain/users/profile';
import { profileDecider } from '@parks/domain/users/profile';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import type { AdminDeps } from '../../deps.ts';

export const runProfileCommand = async (deps: AdminDeps, command: ProfileCommand): Promise<void> => {
  const outcome = await handleCommand(
    deps.eventStore,
    revisionStream('User', command.data.userId),
    profileDecider,
    command,
  );
  await deps.awaitProjections(outcome);
};
