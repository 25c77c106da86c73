import { sameJson } from '../shared/canonicalJson.ts';
import { decideByType, type StreamDecider } from '../shared/decider.ts';
import { actorOf, domainError } from '../shared/errors.ts';
import { anything, invalid, type Shape } from '../shared/shape.ts';
import type { DraftRevision, EditRevision, RevisionCommand, RevisionStatusCommand } from './commands.ts';
import { revisionEventParser } from './eventParser.ts';
import type { RevisionEvent } from './events.ts';
import { evolve, initialState, type RevisionEntry, type RevisionsState } from './state.ts';
import { publishedRevision } from './views.ts';

const findRevision = <P>(state: RevisionsState<P>, revisionId: string): RevisionEntry<P> => {
  const revision = state.revisions.find((candidate) => candidate.revisionId === revisionId);
  if (!revision) throw domainError('revision.notFound', 404);
  return revision;
};

const refOf = <P>(state: RevisionsState<P>, revisionId: string) => {
  if (state.entityType === null || state.entityId === null) throw domainError('revision.notFound', 404);
  return { entityType: state.entityType, entityId: state.entityId, revisionId };
};

const draft = <P>(command: DraftRevision<P>, state: RevisionsState<P>): RevisionEvent<P>[] => {
  const { entityType, entityId, revisionId, payload } = command.data;
  const draftedBy = actorOf(command.metadata);
  if (state.entityId !== null && (state.entityType !== entityType || state.entityId !== entityId)) {
    throw domainError('revision.entityMismatch', 409);
  }
  const existing = state.revisions.find((revision) => revision.revisionId === revisionId);
  if (existing) {
    if (sameJson(existing.payload, payload)) return []; // a retried save
    throw domainError('revision.alreadyExists', 409);
  }
  const number = state.revisions.length + 1;
  const data = { entityType, entityId, revisionId, number, payload, draftedBy, draftedAt: command.metadata.now };
  return [{ type: 'RevisionDrafted', data }];
};

const edit = <P>(command: EditRevision<P>, state: RevisionsState<P>): RevisionEvent<P>[] => {
  const editedBy = actorOf(command.metadata);
  const revision = findRevision(state, command.data.revisionId);
  if (revision.status !== 'draft') throw domainError('revision.notEditable', 409);
  if (sameJson(revision.payload, command.data.payload)) return [];
  const ref = refOf(state, revision.revisionId);
  return [
    {
      type: 'RevisionEdited',
      data: { ...ref, payload: command.data.payload, editedBy, editedAt: command.metadata.now },
    },
  ];
};

/**
 * draft → uat; draft or uat → published (the previous published one, and older revisions in UAT, go inactive);
 * any → inactive.
 */
const changeStatus = <P>(command: RevisionStatusCommand, state: RevisionsState<P>): RevisionEvent<P>[] => {
  const by = actorOf(command.metadata);
  const at = command.metadata.now;
  const revision = findRevision(state, command.data.revisionId);
  const ref = refOf(state, revision.revisionId);
  switch (command.type) {
    case 'MoveRevisionToUat':
      if (revision.status === 'uat') return [];
      if (revision.status !== 'draft') throw domainError('revision.invalidTransition', 409);
      return [{ type: 'RevisionMovedToUat', data: { ...ref, movedBy: by, movedAt: at } }];
    case 'PublishRevision': {
      if (revision.status === 'published') return [];
      if (revision.status === 'inactive') throw domainError('revision.invalidTransition', 409);
      const previous = publishedRevision(state);
      // Published now: the one shown until now, and every older revision still waiting in UAT, are superseded;
      // otherwise UAT mode would fall back to a stale older change once this one is withdrawn.
      const retired = state.revisions.filter(
        (other) =>
          other.revisionId === previous?.revisionId || (other.status === 'uat' && other.number < revision.number),
      );
      const superseded: RevisionEvent<P>[] = retired.map((other) => ({
        type: 'RevisionDeactivated',
        data: { ...refOf(state, other.revisionId), deactivatedBy: by, deactivatedAt: at, reason: 'superseded' },
      }));
      const data = { ...ref, publishedBy: by, publishedAt: at, supersededRevisionId: previous?.revisionId ?? null };
      return [...superseded, { type: 'RevisionPublished', data }];
    }
    case 'DeactivateRevision':
      if (revision.status === 'inactive') return [];
      return [
        { type: 'RevisionDeactivated', data: { ...ref, deactivatedBy: by, deactivatedAt: at, reason: 'withdrawn' } },
      ];
  }
};

// The rules are generic in the payload, so the table is made for the payload type of each call.
export const decide = <P>(command: RevisionCommand<P>, state: RevisionsState<P>): RevisionEvent<P>[] =>
  decideByType<RevisionsState<P>, RevisionCommand<P>, RevisionEvent<P>>({
    DraftRevision: draft,
    EditRevision: edit,
    MoveRevisionToUat: changeStatus,
    PublishRevision: changeStatus,
    DeactivateRevision: changeStatus,
  })(command, state);

/**
 * The rules, after the payload a draft or an edit carries is checked against the entity type's shape (422 when it is
 * not one). The event keeps the payload as the command wrote it: the shape only judges it, so what is appended is
 * the same whichever decider wrote it.
 */
const decideChecked =
  <P>(payload: Shape<P>) =>
  (command: RevisionCommand<P>, state: RevisionsState<P>): RevisionEvent<P>[] => {
    if (
      (command.type === 'DraftRevision' || command.type === 'EditRevision') &&
      payload(command.data.payload) === invalid
    ) {
      throw domainError('validation.invalid', 422, { field: 'payload' });
    }
    return decide(command, state);
  };

/**
 * The revision decider for one payload type. The rules are the same for all; the payload's shape, when given,
 * checks what a command writes and what the stream's events read back: `revisionDecider()` leaves payloads
 * `unknown` (each reader checks its own records), and `revisionDecider(productShape)` refuses a draft or an edit
 * that is not a product and reads back products only, so that what is read back is what the type says.
 */
export function revisionDecider<P = unknown>(
  ...payload: unknown extends P ? [] : [payload: Shape<P>]
): StreamDecider<RevisionsState<P>, RevisionCommand<P>, RevisionEvent<P>>;
export function revisionDecider(
  payload: Shape<unknown> = anything,
): StreamDecider<RevisionsState<unknown>, RevisionCommand<unknown>, RevisionEvent<unknown>> {
  // Any payload has the shape `anything`: the unchecked decider keeps the plain rules.
  const decideCommand = payload === anything ? decide : decideChecked(payload);
  return { decide: decideCommand, evolve, initialState, parse: revisionEventParser(payload) };
}
