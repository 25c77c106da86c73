import type { ExpectedRevision } from './port.ts';

/**
 * The port's own error types (A2, A4.3, A5.4, A7); adapters map their client's errors onto these. Each carries its
 * `type` and its class's `name`.
 */
abstract class EventStoreError<T extends string> extends Error {
  readonly type: T;
  constructor(name: string, type: T, message: string) {
    super(message);
    this.name = name;
    this.type = type;
  }
}

/** An error about one stream, which it names. */
abstract class StreamError<T extends string> extends EventStoreError<T> {
  readonly streamName: string;
  constructor(name: string, type: T, streamName: string, message: string) {
    super(name, type, message);
    this.streamName = streamName;
  }
}

export class InvalidArgumentError extends EventStoreError<'invalid-argument'> {
  constructor(message: string) {
    super('InvalidArgumentError', 'invalid-argument', message);
  }
}

export class WrongExpectedVersionError extends StreamError<'wrong-expected-version'> {
  readonly expectedVersion: ExpectedRevision;
  readonly actualVersion: bigint | 'no_stream';

  constructor(streamName: string, expectedVersion: ExpectedRevision, actualVersion: bigint | 'no_stream') {
    super(
      'WrongExpectedVersionError',
      'wrong-expected-version',
      streamName,
      `Wrong expected version on ${streamName}: expected ${String(expectedVersion)}, actual ${String(actualVersion)}`,
    );
    this.expectedVersion = expectedVersion;
    this.actualVersion = actualVersion;
  }
}

export class StreamNotFoundError extends StreamError<'stream-not-found'> {
  constructor(streamName: string) {
    super('StreamNotFoundError', 'stream-not-found', streamName, `Stream ${streamName} not found`);
  }
}

export class StreamDeletedError extends StreamError<'stream-deleted'> {
  constructor(streamName: string) {
    super('StreamDeletedError', 'stream-deleted', streamName, `Stream ${streamName} is deleted`);
  }
}

/** The sum of an append's sizes (A4.1) is over the store's limit; nothing was written. */
export class AppendTooLargeError extends EventStoreError<'append-too-large'> {
  readonly maxAppendSize: number;
  constructor(maxAppendSize: number) {
    super(
      'AppendTooLargeError',
      'append-too-large',
      `Append exceeds the maximum append size of ${maxAppendSize} bytes`,
    );
    this.maxAppendSize = maxAppendSize;
  }
}

/** One event is over the store's per-event limit; nothing was written. */
export class EventTooLargeError extends EventStoreError<'event-too-large'> {
  readonly maxEventSize: number;
  constructor(maxEventSize: number) {
    super('EventTooLargeError', 'event-too-large', `An event exceeds the maximum event size of ${maxEventSize} bytes`);
    this.maxEventSize = maxEventSize;
  }
}
