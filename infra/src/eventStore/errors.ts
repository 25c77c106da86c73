import type { ExpectedRevision } from './port.ts';

/** The port's own error types (A2, A4.3, A5.4, A7); adapters map their client's errors onto these. */
export class WrongExpectedVersionError extends Error {
  readonly type = 'wrong-expected-version';
  readonly streamName: string;
  readonly expectedVersion: ExpectedRevision;
  readonly actualVersion: bigint | 'no_stream';

  constructor(streamName: string, expectedVersion: ExpectedRevision, actualVersion: bigint | 'no_stream') {
    super(
      `Wrong expected version on ${streamName}: expected ${String(expectedVersion)}, actual ${String(actualVersion)}`,
    );
    this.name = 'WrongExpectedVersionError';
    this.streamName = streamName;
    this.expectedVersion = expectedVersion;
    this.actualVersion = actualVersion;
  }
}

export class StreamNotFoundError extends Error {
  readonly type = 'stream-not-found';
  readonly streamName: string;
  constructor(streamName: string) {
    super(`Stream ${streamName} not found`);
    this.name = 'StreamNotFoundError';
    this.streamName = streamName;
  }
}

export class StreamDeletedError extends Error {
  readonly type = 'stream-deleted';
  readonly streamName: string;
  constructor(streamName: string) {
    super(`Stream ${streamName} is deleted`);
    this.name = 'StreamDeletedError';
    this.streamName = streamName;
  }
}

/** The sum of an append's sizes (A4.1) is over the store's limit; nothing was written. */
export class AppendTooLargeError extends Error {
  readonly type = 'append-too-large';
  readonly maxAppendSize: number;
  constructor(maxAppendSize: number) {
    super(`Append exceeds the maximum append size of ${maxAppendSize} bytes`);
    this.name = 'AppendTooLargeError';
    this.maxAppendSize = maxAppendSize;
  }
}

/** One event is over the store's per-event limit; nothing was written. */
export class EventTooLargeError extends Error {
  readonly type = 'event-too-large';
  readonly maxEventSize: number;
  constructor(maxEventSize: number) {
    super(`An event exceeds the maximum event size of ${maxEventSize} bytes`);
    this.name = 'EventTooLargeError';
    this.maxEventSize = maxEventSize;
  }
}

export class InvalidArgumentError extends Error {
  readonly type = 'invalid-argument';
  constructor(message: string) {
    super(message);
    this.name = 'InvalidArgumentError';
  }
}
