import type { RevisionEntry, RevisionsState } from './state.ts';

/** The revision shoppers see: the published one, or none. */
export const publishedRevision = <P>(state: RevisionsState<P>): RevisionEntry<P> | null =>
  state.revisions.find((revision) => revision.status === 'published') ?? null;

/**
 * What staff see with UAT mode on: the newest revision in UAT, falling back to the published one, so an
 * entity without a pending change looks the same as for shoppers.
 */
export const uatRevision = <P>(state: RevisionsState<P>): RevisionEntry<P> | null => {
  // A revision in UAT older than the published one is a change overtaken (streams written before publishing
  // superseded them): never shown over the newer published one.
  const publishedNumber = publishedRevision(state)?.number ?? 0;
  const inUat = state.revisions.filter((revision) => revision.status === 'uat' && revision.number > publishedNumber);
  const newest = inUat.reduce<RevisionEntry<P> | null>(
    (best, r) => (best === null || r.number > best.number ? r : best),
    null,
  );
  return newest ?? publishedRevision(state);
};

export const visibleRevision = <P>(state: RevisionsState<P>, view: { uat: boolean }): RevisionEntry<P> | null =>
  view.uat ? uatRevision(state) : publishedRevision(state);

export const visiblePayload = <P>(state: RevisionsState<P>, view: { uat: boolean }): P | null =>
  visibleRevision(state, view)?.payload ?? null;
