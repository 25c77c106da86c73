/**
 * Readiness: every dependency answers within a bound, checked in parallel. The event store (head of the
 * log), the document store (list of collections), Redis (PING) and the projections (their report).
 * A failing check is named with a short reason; the report lists each projection's position, lag and
 * last error either way.
 */
import type { DocumentStore } from '@parks/infra/documents/port';
import type { EventStore } from '@parks/infra/eventStore/port';
import type { ProjectionReport, ProjectionRuntime } from '@parks/projections/runtime/types';
import type { ReadyCheck, ReadyDto } from '@parks/schemas/health';

export type RedisPing = Readonly<{ ping: (timeoutMs: number) => Promise<void> }>;

export type ReadinessDeps = Readonly<{
  eventStore: EventStore;
  documents: DocumentStore;
  redis: RedisPing;
  projections: ProjectionRuntime;
}>;

export type Readiness = Omit<ReadyDto, 'projections'> & Readonly<{ projections: readonly ProjectionReport[] }>;

/** Rejects when `work` has not settled after `ms`; the timer never outlives the race. */
const within = async <T>(work: Promise<T>, ms: number, what: string): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
};

/** A reason short enough for a probe, with any credentials in URLs masked. */
const reasonOf = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).replace(/\/\/[^/@\s]*@/g, '//***@').slice(0, 200);

const check = async (name: string, work: () => Promise<unknown>, timeoutMs: number): Promise<ReadyCheck> => {
  try {
    await within(work(), timeoutMs, name);
    return { name, ok: true };
  } catch (error) {
    return { name, ok: false, detail: reasonOf(error) };
  }
};

export const checkReadiness = async (deps: ReadinessDeps, timeoutMs: number): Promise<Readiness> => {
  let projections: readonly ProjectionReport[] = [];
  const checks = await Promise.all([
    check('eventStore', () => deps.eventStore.headPosition(), timeoutMs),
    check('documentStore', () => deps.documents.listCollections(), timeoutMs),
    check('redis', () => deps.redis.ping(timeoutMs), timeoutMs),
    check(
      'projections',
      async () => {
        projections = await deps.projections.report();
      },
      timeoutMs,
    ),
  ]);
  const ok = checks.every((item) => item.ok);
  return { status: ok ? 'ready' : 'unavailable', checks, projections };
};
