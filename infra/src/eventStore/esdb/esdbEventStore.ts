/**
 * The event store on a real EventStoreDB/KurrentDB server through @eventstore/db-client v6.
 * What the port rejects is rejected here before any call (the same checks as the embedded store), client
 * errors become the port's errors (mapping.ts), system events ($-streams, $-types) are hidden from readAll
 * and subscriptions, and appends keep the client's default throwOnAppendFailure (A1.10).
 * Needs a server ≥ 23.10 (caughtUp, A8.7) and credentials that may read $all (e.g. admin in the URL).
 */
import { BACKWARDS, type EventData, EventStoreDBClient, FORWARDS, jsonEvent } from '@eventstore/db-client';
import { EventTooLargeError } from '../errors.ts';
import type { AppendResult, DeleteExpectedRevision, EventStore, Position, RecordedEvent } from '../port.ts';
import {
  assertDistinctIds,
  checkAllRead,
  checkBatch,
  checkData,
  checkDeleteExpectedRevision,
  checkEventType,
  checkExpectedRevision,
  checkStreamName,
  checkStreamRead,
  encodeMetadata,
  normaliseEventId,
} from '../sqlite/newEvents.ts';
import { isSystemEvent, mapClientError, toRecordedEvent } from './mapping.ts';
import { EsdbSubscription } from './subscription.ts';

export type EsdbEventStoreOptions = Readonly<{
  /** e.g. `esdb://admin:changeit@localhost:2113?tls=false`. */
  connectionString: string;
  /**
   * Per-event limit to check before sending (A4.3): v25.1+ servers refuse events over 16 MiB with an
   * error the v6 client cannot name. Unset: the server decides.
   */
  maxEventSize?: number;
}>;

export const openEsdbEventStore = (options: EsdbEventStoreOptions): EventStore => {
  const client = EventStoreDBClient.connectionString(options.connectionString);
  const subscriptions = new Set<EsdbSubscription>();
  let closed = false;
  const ensureOpen = (): void => {
    if (closed) throw new Error('the event store connection is closed');
  };

  /** Position of the event at `revision`, for a server that left it out of an append result. */
  const positionAt = async (streamName: string, revision: bigint): Promise<Position> => {
    for await (const resolved of client.readStream(streamName, { fromRevision: revision, maxCount: 1 })) {
      const position = resolved.event?.position;
      if (position !== undefined) return { commit: position.commit, prepare: position.prepare };
    }
    throw new Error(`no position for ${streamName}@${revision}`);
  };

  /** A delete or a tombstone (A7): the same checks and the same errors, only the client's call differs. */
  const removeStream = async (
    streamName: string,
    deleteOptions: Readonly<{ expectedRevision?: DeleteExpectedRevision }> | undefined,
    remove: (expectedRevision: DeleteExpectedRevision) => Promise<unknown>,
  ): Promise<void> => {
    ensureOpen();
    const expected = deleteOptions?.expectedRevision ?? 'any';
    checkStreamName(streamName);
    checkDeleteExpectedRevision(expected);
    try {
      await remove(expected);
    } catch (error) {
      throw mapClientError(error, { streamName, expected });
    }
  };

  return {
    async appendToStream(streamName, events, appendOptions) {
      ensureOpen();
      const expected = appendOptions?.expectedRevision ?? 'any';
      checkExpectedRevision(expected);
      checkBatch(streamName, events);
      const ids: string[] = [];
      const prepared: EventData[] = events.map((event) => {
        checkEventType(event.type);
        checkData(event.data);
        const id = normaliseEventId(event.id);
        ids.push(id);
        const metadata = encodeMetadata(event.metadata);
        // Serialised once here so a BigInt fails (TypeError) before anything is sent (A9.3), and for sizes.
        const size =
          Buffer.byteLength(JSON.stringify(event.data)) +
          (metadata === undefined ? 0 : Buffer.byteLength(JSON.stringify(metadata))) +
          2 * event.type.length;
        if (options.maxEventSize !== undefined && size > options.maxEventSize) {
          throw new EventTooLargeError(options.maxEventSize);
        }
        return jsonEvent({ id, type: event.type, data: event.data, ...(metadata === undefined ? {} : { metadata }) });
      });
      assertDistinctIds(ids);
      try {
        const result = await client.appendToStream(streamName, prepared, { expectedRevision: expected });
        const position = result.position ?? (await positionAt(streamName, result.nextExpectedRevision));
        const appended: AppendResult = {
          nextExpectedRevision: result.nextExpectedRevision,
          position: { commit: position.commit, prepare: position.prepare },
        };
        return appended;
      } catch (error) {
        throw mapClientError(error, { streamName, expected });
      }
    },

    readStream(streamName, readOptions = {}) {
      return {
        async *[Symbol.asyncIterator](): AsyncGenerator<RecordedEvent> {
          ensureOpen();
          const { forwards, from: fromRevision } = checkStreamRead(streamName, readOptions);
          if (readOptions.maxCount === 0) return;
          const read = client.readStream(streamName, {
            direction: forwards ? FORWARDS : BACKWARDS,
            fromRevision,
            ...(readOptions.maxCount === undefined ? {} : { maxCount: readOptions.maxCount }),
          });
          let finished = false;
          try {
            for await (const resolved of read) {
              if (resolved.event !== undefined) yield toRecordedEvent(resolved.event);
            }
            finished = true;
          } catch (error) {
            finished = true;
            throw mapClientError(error, { streamName });
          } finally {
            if (!finished) await read.cancel().catch(() => {});
          }
        },
      };
    },

    readAll(readOptions = {}) {
      return {
        async *[Symbol.asyncIterator](): AsyncGenerator<RecordedEvent> {
          ensureOpen();
          const { forwards, from: fromPosition } = checkAllRead(readOptions);
          let remaining = readOptions.maxCount ?? Number.POSITIVE_INFINITY;
          if (remaining === 0) return;
          // No server-side maxCount: it would count the system events this adapter hides.
          const read = client.readAll({ direction: forwards ? FORWARDS : BACKWARDS, fromPosition });
          let finished = false;
          try {
            for await (const resolved of read) {
              const event = resolved.event;
              if (event === undefined || isSystemEvent(event)) continue;
              yield toRecordedEvent(event);
              remaining -= 1;
              if (remaining <= 0) break;
            }
            finished = remaining > 0;
          } catch (error) {
            finished = true;
            throw mapClientError(error);
          } finally {
            if (!finished) await read.cancel().catch(() => {});
          }
        },
      };
    },

    subscribeToAll(subscribeOptions) {
      ensureOpen();
      const subscription = new EsdbSubscription(client, subscribeOptions, (done) => subscriptions.delete(done));
      subscriptions.add(subscription);
      return subscription;
    },

    deleteStream: (streamName, deleteOptions) =>
      removeStream(streamName, deleteOptions, (expectedRevision) =>
        client.deleteStream(streamName, { expectedRevision }),
      ),

    tombstoneStream: (streamName, deleteOptions) =>
      removeStream(streamName, deleteOptions, (expectedRevision) =>
        client.tombstoneStream(streamName, { expectedRevision }),
      ),

    async headPosition() {
      ensureOpen();
      try {
        for await (const resolved of client.readAll({ direction: BACKWARDS, fromPosition: 'end', maxCount: 1 })) {
          const position = resolved.event?.position;
          if (position !== undefined) return { commit: position.commit, prepare: position.prepare };
        }
      } catch (error) {
        throw mapClientError(error);
      }
      return undefined;
    },

    async close() {
      if (closed) return;
      closed = true;
      await Promise.allSettled([...subscriptions].map((subscription) => subscription.unsubscribe()));
      await client.dispose();
    },
  };
};
