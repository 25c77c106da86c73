/**
 * What the port rejects before anything reaches a store, and the metadata mapping (A10.1). Adapter-neutral:
 * the esdb adapter imports these too, so both adapters refuse exactly the same inputs.
 */
import { newEventId } from '../../ids.ts';
import { InvalidArgumentError } from '../errors.ts';
import type {
  DeleteExpectedRevision,
  EventMetadata,
  ExpectedRevision,
  JsonObject,
  NewEvent,
  Position,
  ReadAllOptions,
  ReadStreamOptions,
  SubscriptionFilter,
} from '../port.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** 2^64 - 1: the largest revision the server accepts (A5.3). */
const MAX_REVISION = 0xffff_ffff_ffff_ffffn;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Stream names: non-empty strings, never `$`-prefixed (system streams, A10.2). */
export const checkStreamName = (streamName: string): void => {
  if (typeof streamName !== 'string' || streamName.length === 0) {
    throw new InvalidArgumentError('a stream name must be a non-empty string');
  }
  if (streamName.startsWith('$')) {
    throw new InvalidArgumentError(`stream name ${streamName} is reserved: $-prefixed streams are system streams`);
  }
};

export const checkEventType = (type: string): void => {
  if (typeof type !== 'string' || type.length === 0) {
    throw new InvalidArgumentError('an event type must be a non-empty string');
  }
  if (type.startsWith('$')) {
    throw new InvalidArgumentError(`event type ${type} is reserved: $-prefixed types are system events`);
  }
};

/** A UUID in any case, hyphenated; stored and returned lowercase (A9.2). A missing id is minted (UUIDv7). */
export const normaliseEventId = (id: string | undefined): string => {
  if (id === undefined) return newEventId();
  if (typeof id !== 'string' || !UUID.test(id)) throw new InvalidArgumentError(`event id ${String(id)} is not a UUID`);
  return id.toLowerCase();
};

export const checkData = (data: JsonObject): void => {
  if (!isPlainObject(data)) throw new InvalidArgumentError('event data must be a JSON object');
};

const checkRevision = (revision: bigint): void => {
  if (revision < 0n || revision > MAX_REVISION) {
    throw new InvalidArgumentError(`revision ${revision} is out of range (0 to 2^64-1)`);
  }
};

export const checkExpectedRevision = (expected: ExpectedRevision): void => {
  if (typeof expected === 'bigint') {
    checkRevision(expected);
    return;
  }
  if (expected !== 'any' && expected !== 'no_stream' && expected !== 'stream_exists') {
    throw new InvalidArgumentError(`unknown expected revision ${String(expected)}`);
  }
};

/** Deletions take no `stream_exists` (A7.6). */
export const checkDeleteExpectedRevision = (expected: DeleteExpectedRevision): void => {
  if (typeof expected === 'bigint') {
    checkRevision(expected);
    return;
  }
  if (expected !== 'any' && expected !== 'no_stream') {
    throw new InvalidArgumentError(`unknown expected revision for a deletion: ${String(expected)}`);
  }
};

export const checkReadRevision = (revision: 'start' | 'end' | bigint): void => {
  if (typeof revision === 'bigint') {
    checkRevision(revision);
    return;
  }
  if (revision !== 'start' && revision !== 'end')
    throw new InvalidArgumentError(`unknown revision ${String(revision)}`);
};

export const checkPosition = (position: 'start' | 'end' | Position): void => {
  if (position === 'start' || position === 'end') return;
  if (
    !isPlainObject(position) ||
    typeof position.commit !== 'bigint' ||
    typeof position.prepare !== 'bigint' ||
    position.commit < 0n ||
    position.prepare < 0n
  ) {
    throw new InvalidArgumentError(`not a position: ${String(position)}`);
  }
};

/** undefined = no limit. Otherwise a non-negative integer. */
export const checkMaxCount = (maxCount: number | undefined): void => {
  if (maxCount === undefined) return;
  if (!Number.isSafeInteger(maxCount) || maxCount < 0) {
    throw new InvalidArgumentError(`maxCount must be a non-negative integer, got ${String(maxCount)}`);
  }
};

/** A read checked, with its direction and where it starts: the start forwards, the end backwards (A5.1, A6.2). */
type CheckedRead<From> = Readonly<{ forwards: boolean; from: From }>;

export const checkStreamRead = (
  streamName: string,
  options: ReadStreamOptions,
): CheckedRead<NonNullable<ReadStreamOptions['fromRevision']>> => {
  checkStreamName(streamName);
  const forwards = (options.direction ?? 'forwards') === 'forwards';
  const from = options.fromRevision ?? (forwards ? 'start' : 'end');
  checkReadRevision(from);
  checkMaxCount(options.maxCount);
  return { forwards, from };
};

export const checkAllRead = (options: ReadAllOptions): CheckedRead<NonNullable<ReadAllOptions['fromPosition']>> => {
  const forwards = (options.direction ?? 'forwards') === 'forwards';
  const from = options.fromPosition ?? (forwards ? 'start' : 'end');
  checkPosition(from);
  checkMaxCount(options.maxCount);
  return { forwards, from };
};

export type CheckedFilter = Readonly<{ on: 'streamName' | 'eventType'; prefixes: readonly string[] }>;

export const checkFilter = (filter: SubscriptionFilter | undefined): CheckedFilter | undefined => {
  if (filter === undefined) return undefined;
  const byStream = 'streamNamePrefixes' in filter;
  const byType = 'eventTypePrefixes' in filter;
  if (byStream === byType) {
    throw new InvalidArgumentError('a filter is either by stream-name prefixes or by event-type prefixes');
  }
  const prefixes = byStream ? filter.streamNamePrefixes : filter.eventTypePrefixes;
  if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.some((p) => typeof p !== 'string')) {
    throw new InvalidArgumentError('a filter needs at least one prefix, as strings');
  }
  return { on: byStream ? 'streamName' : 'eventType', prefixes: [...prefixes] };
};

/** The stored form of port metadata: correlation and causation under the reserved `$` keys (A10.1). */
export type StoredMetadata = Record<string, unknown>;

export const encodeMetadata = (metadata: EventMetadata | undefined): StoredMetadata | undefined => {
  if (metadata === undefined || metadata === null) return undefined;
  if (!isPlainObject(metadata)) throw new InvalidArgumentError('event metadata must be an object');
  const stored: StoredMetadata = {};
  for (const key of Object.keys(metadata)) {
    if (key.startsWith('$')) throw new InvalidArgumentError(`metadata key ${key} is reserved`);
    const value = (metadata as Record<string, unknown>)[key];
    if (key === 'correlationId') stored.$correlationId = value;
    else if (key === 'causationId') stored.$causationId = value;
    else stored[key] = value;
  }
  return stored;
};

/** Parsed stored metadata back to the port's names; anything that is not a JSON object reads as undefined. */
export const decodeMetadata = (stored: unknown): EventMetadata | undefined => {
  // Binary metadata (A9.4: not JSON) reads as undefined.
  if (!isPlainObject(stored) || ArrayBuffer.isView(stored)) return undefined;
  if (!('$correlationId' in stored) && !('$causationId' in stored)) return stored as EventMetadata;
  const metadata: Record<string, unknown> = {};
  for (const key in stored) {
    const value = stored[key];
    if (key === '$correlationId') metadata.correlationId = value;
    else if (key === '$causationId') metadata.causationId = value;
    else metadata[key] = value;
  }
  return metadata as EventMetadata;
};

/** The common part of every append check: a non-empty batch of valid events with distinct ids (A3.7). */
export const checkBatch = (streamName: string, events: readonly NewEvent[]): void => {
  checkStreamName(streamName);
  if (!Array.isArray(events) || events.length === 0) {
    throw new InvalidArgumentError(`an append to ${streamName} needs at least one event`);
  }
};

export const assertDistinctIds = (ids: readonly string[]): void => {
  if (ids.length < 2) return;
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) throw new InvalidArgumentError(`event id ${id} appears twice in one append`);
    seen.add(id);
  }
};
