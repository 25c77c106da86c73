/**
 * The user writes: each a command on the user's stream (register, role, customer numbers, portal terms, deactivate,
 * reactivate) or a profile set by staff, every one an event with its actor. Every refusal comes before the first
 * append (a refused create must not reserve the username): who may give which role is one rule, `canAssignRole`
 * (@parks/schemas/auth, ranks), checked here and again by the user decider.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { type PortalTerms, termsOfRule } from '@parks/domain/portal/terms';
import { sameJson } from '@parks/domain/shared/canonicalJson';
import type { UserCommand } from '@parks/domain/users/commands';
import { tokenHash } from '@parks/infra/tokens';
import { toUserProfile, type UserProfile } from '@parks/schemas/account';
import { customerNumbersOf, type UserValues, userValuesSchema } from '@parks/schemas/admin/users';
import { canAssignRole } from '@parks/schemas/auth';
import { toCents } from '@parks/schemas/money';
import type { Role } from '@parks/schemas/roles';
import { fieldProblem } from '../../../account/replies.ts';
import { passwordResetMail } from '../../../account/resetMail.ts';
import { newUserId, registerUser, runUserCommand } from '../../../account/users.ts';
import { ProblemError } from '../../../http/problems.ts';
import { validInput } from '../../../http/validate.ts';
import type { AdminDeps } from '../../deps.ts';
import { type AdminResource, commandMetadata } from '../../registry.ts';
import { accountOf } from './accounts.ts';
import { runProfileCommand } from './profileCommands.ts';

const notAssignable = (): ProblemError =>
  new ProblemError(403, 'user.roleNotAssignable', { errors: { role: ['user.roleNotAssignable'] } });

const valuesOf = (raw: Readonly<Record<string, unknown>>): UserValues => validInput(userValuesSchema, raw);

const termsOf = (values: UserValues): PortalTerms | null =>
  termsOfRule(
    values.approvalRule ?? null,
    values.approvalLimit === null || values.approvalLimit === undefined ? null : toCents(values.approvalLimit),
    values.poNumberEnabled,
  );

export const userWrites = (deps: AdminDeps): Pick<AdminResource, 'create' | 'update' | 'remove'> => {
  const run = (command: UserCommand) => runUserCommand(deps.eventStore, deps.awaitProjections, command);
  const endSessions = async (userId: string) => deps.auth?.sessions.revokeUser(userId);

  /** An invitation: the password-reset link of the e-mail, sent to the new user's address (30 minutes). */
  const invite = async (userId: string, username: string, profile: UserProfile, now: string): Promise<void> => {
    const auth = deps.auth;
    if (auth === undefined) return;
    const token = await auth.resets.issue(userId);
    if (auth.mailer === undefined) {
      deps.logger.warn({ userId }, 'user invited but no mailer is configured; no mail sent');
      return;
    }
    const mail = passwordResetMail({
      to: profile.email,
      username,
      language: profile.language,
      token,
      publicUrl: auth.publicUrl,
      from: auth.mailFrom,
      now: new Date(now),
      mailId: tokenHash(token).slice(0, 24),
    });
    await auth.mailer.send(mail);
  };

  return {
    create: async (call, raw) => {
      const values = valuesOf(raw);
      const role = values.role as Role;
      if (!canAssignRole(call.user.role, role)) throw notAssignable();
      if (values.password !== null && values.password === values.username) {
        throw fieldProblem('password', 'password.sameAsUsername');
      }
      const auth = deps.auth;
      if (auth === undefined) throw new ProblemError(503, 'auth.unavailable');
      const userId = newUserId();
      // No password given: an unguessable one nobody knows, until the user sets theirs through the invitation.
      const secret = values.password ?? randomBytes(32).toString('base64url');
      const profile = toUserProfile(values);
      const outcome = await registerUser(
        deps.eventStore,
        {
          userId,
          username: values.username,
          role,
          passwordHash: await auth.passwords.hash(secret),
          profile,
          customerNumbers: customerNumbersOf(values.customerNumbers),
        },
        { userId: call.user.id, role: call.user.role },
        call.now,
      );
      await deps.awaitProjections(outcome);
      const terms = termsOf(values);
      if (terms !== null) {
        await run({
          type: 'SetPortalTerms',
          data: { userId, terms, actorRole: call.user.role },
          metadata: commandMetadata(call),
        });
      }
      if (!values.active) {
        await run({
          type: 'DeactivateUser',
          data: { userId, actorRole: call.user.role },
          metadata: commandMetadata(call),
        });
      }
      if (values.password === null) {
        await invite(userId, values.username, profile, call.now);
        return { id: userId, revisionId: null, message: 'admin.user.invited' };
      }
      return { id: userId, revisionId: null, message: 'user.created' };
    },

    update: async (call, id, raw) => {
      const values = valuesOf(raw);
      const doc = await accountOf(deps, id);
      const role = values.role as Role;
      // Every refusal before the first append: a partly applied form would be worse than none.
      if (doc._id === call.user.id) throw new ProblemError(403, 'user.notYourself');
      if (!canAssignRole(call.user.role, doc.role) || !canAssignRole(call.user.role, role)) throw notAssignable();
      if (values.username !== doc.username) throw fieldProblem('username', 'admin.user.username.unchanged');
      // The edit form has no password: a staff member never sets another user's password (they reset it).
      const metadata = commandMetadata(call);
      const actorRole = call.user.role;
      let endSession = false;
      if (role !== doc.role) {
        await run({ type: 'ChangeUserRole', data: { userId: id, role, actorRole }, metadata });
        endSession = true;
      }
      const customerNumbers = customerNumbersOf(values.customerNumbers);
      // The deciders ignore a repeat too; comparing first spares the appends and the waits.
      if (!sameJson(customerNumbers, doc.customerNumbers)) {
        await run({ type: 'ChangeCustomerNumbers', data: { userId: id, customerNumbers, actorRole }, metadata });
      }
      const terms = termsOf(values);
      if (!sameJson(terms, doc.portalTerms ?? null)) {
        await run({ type: 'SetPortalTerms', data: { userId: id, terms, actorRole }, metadata });
      }
      const profile = toUserProfile(values);
      if (!sameJson(profile, doc.profile)) {
        await runProfileCommand(deps, {
          type: 'SetProfileByStaff',
          data: { userId: id, revisionId: `rev-${randomUUID()}`, profile },
          metadata,
        });
      }
      if (values.active !== doc.active) {
        const type = values.active ? 'ReactivateUser' : 'DeactivateUser';
        await run({ type, data: { userId: id, actorRole }, metadata });
        endSession = endSession || !values.active;
      }
      if (endSession) await endSessions(id);
      return { id, revisionId: null, message: 'user.updated' };
    },

    remove: async (call, id) => {
      const doc = await accountOf(deps, id);
      if (doc._id === call.user.id) throw new ProblemError(403, 'user.notYourself');
      if (!canAssignRole(call.user.role, doc.role)) throw notAssignable();
      await run({
        type: 'DeactivateUser',
        data: { userId: id, actorRole: call.user.role },
        metadata: commandMetadata(call),
      });
      await endSessions(id);
      return { id, revisionId: null, message: 'user.deactivated' };
    },
  };
};
