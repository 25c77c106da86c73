/**
 * The adapter-level mapping between @eventstore/db-client v6 and the port: errors, expected revisions,
 * records. Switching to @kurrent/kurrentdb-client (A11: streamState, expectedState/actualState) changes
 * this file and the adapter, nothing else.
 *
 * | client (v6)                                   | port                                              |
 * |-----------------------------------------------|---------------------------------------------------|
 * | WrongExpectedVersionError (append)            | WrongExpectedVersionError(caller's expected, actual) |
 * | WrongExpectedVersionError (delete, A2.3)      | same: -1n/-2n/-4n never leak, actual < 0 → no_stream |
 * | StreamNotFoundError                           | StreamNotFoundError(streamName)                   |
 * | StreamDeletedError                            | StreamDeletedError(streamName)                    |
 * | MaxAppendSizeExceededError{maxAppendSize}     | AppendTooLargeError(maxAppendSize)                |
 * | UnknownError "…Max Append Event Size of N" (v25.1+, A4.3) | EventTooLargeError(N)                 |
 * | InvalidArgumentError                          | InvalidArgumentError                              |
 * | anything else                                 | unchanged                                         |
 */
import {
  type AllStreamRecordedEvent,
  InvalidArgumentError as ClientInvalidArgumentError,
  type RecordedEvent as ClientRecordedEvent,
  StreamDeletedError as ClientStreamDeletedError,
  StreamNotFoundError as ClientStreamNotFoundError,
  WrongExpectedVersionError as ClientWrongExpectedVersionError,
  MaxAppendSizeExceededError,
  UnknownError,
} from '@eventstore/db-client';
import {
  AppendTooLargeError,
  EventTooLargeError,
  InvalidArgumentError,
  StreamDeletedError,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '../errors.ts';
import type { ExpectedRevision, JsonObject, RecordedEvent } from '../port.ts';
import { decodeMetadata } from '../sqlite/newEvents.ts';

/** The server's ExpectedVersion constants, as they arrive in gRPC metadata from deletions (A2.3). */
const ANY = -2n;
const NO_STREAM = -1n;
const STREAM_EXISTS = -4n;

export const normaliseExpected = (value: unknown): ExpectedRevision => {
  if (value === 'any' || value === 'no_stream' || value === 'stream_exists') return value;
  if (typeof value === 'bigint') {
    if (value === ANY) return 'any';
    if (value === NO_STREAM) return 'no_stream';
    if (value === STREAM_EXISTS) return 'stream_exists';
    return value;
  }
  return 'any';
};

export const normaliseActual = (value: unknown): bigint | 'no_stream' =>
  typeof value === 'bigint' && value >= 0n ? value : 'no_stream';

export type ErrorContext = Readonly<{ streamName?: string; expected?: ExpectedRevision }>;

const MAX_EVENT_SIZE = /max(?:imum)?[ -]append[ -]event[ -]size(?: of)?\D*(\d+)/i;

export const mapClientError = (error: unknown, context: ErrorContext = {}): unknown => {
  if (error instanceof ClientWrongExpectedVersionError) {
    return new WrongExpectedVersionError(
      context.streamName ?? error.streamName,
      context.expected ?? normaliseExpected(error.expectedVersion),
      normaliseActual(error.actualVersion),
    );
  }
  if (error instanceof ClientStreamDeletedError) {
    return new StreamDeletedError(context.streamName ?? error.streamName);
  }
  if (error instanceof ClientStreamNotFoundError) {
    return new StreamNotFoundError(context.streamName ?? error.streamName);
  }
  if (error instanceof MaxAppendSizeExceededError) return new AppendTooLargeError(error.maxAppendSize);
  if (error instanceof ClientInvalidArgumentError) return new InvalidArgumentError(error.message);
  if (error instanceof UnknownError) {
    const match = MAX_EVENT_SIZE.exec(`${error.message} ${error._raw?.details ?? ''}`);
    if (match?.[1] !== undefined) return new EventTooLargeError(Number(match[1]));
  }
  return error;
};

/** `$`-prefixed streams and types are the server's: the port shows user events only (A6.1, A8.5). */
export const isSystemEvent = (event: { streamId: string; type: string }): boolean =>
  event.streamId.startsWith('$') || event.type.startsWith('$');

const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !ArrayBuffer.isView(value);

export const toRecordedEvent = (event: ClientRecordedEvent | AllStreamRecordedEvent): RecordedEvent => {
  const position = event.position;
  if (position === undefined) {
    throw new Error(`the server sent no position with event ${event.id}: EventStoreDB/KurrentDB ≥ 22.6 is needed`);
  }
  if (!event.isJson || !isJsonObject(event.data)) {
    throw new Error(`event ${event.id} of ${event.streamId} is not a JSON object: it was not written through the port`);
  }
  return {
    streamId: event.streamId,
    id: event.id,
    revision: event.revision,
    type: event.type,
    data: event.data,
    metadata: decodeMetadata(event.metadata),
    created: event.created,
    position: { commit: position.commit, prepare: position.prepare },
  };
};
