/**
 * The contract against a real server: EVENTSTORE_URL (e.g. esdb://admin:changeit@localhost:2113?tls=false),
 * or a container when testcontainers finds a runtime; otherwise one printed line and the suite is skipped.
 * Pinned image: EventStoreDB 24.10 (the v6 client's line): MaxAppendSize 1 MiB, no per-event limit (A4.2).
 * Against another server set EVENTSTORE_MAX_APPEND_SIZE / EVENTSTORE_MAX_EVENT_SIZE to its limits.
 */
import { announceSkip, resolveRealServer } from '../../testing/realServers.ts';
import { openEsdbEventStore } from '../esdb/esdbEventStore.ts';
import { describeEventStoreContract } from './eventStoreContract.ts';

const server = await resolveRealServer({
  envVar: 'EVENTSTORE_URL',
  image: 'eventstore/eventstore:24.10',
  port: 2113,
  environment: {
    EVENTSTORE_CLUSTER_SIZE: '1',
    EVENTSTORE_RUN_PROJECTIONS: 'All',
    EVENTSTORE_START_STANDARD_PROJECTIONS: 'true',
    EVENTSTORE_INSECURE: 'true',
    EVENTSTORE_MEM_DB: 'true',
    EVENTSTORE_ENABLE_ATOM_PUB_OVER_HTTP: 'true',
  },
  readyLog: /IS LEADER/,
  urlOf: (host, port) => `esdb://admin:changeit@${host}:${port}?tls=false`,
});
announceSkip('esdb event store contract', server);

const maxEventSize = process.env.EVENTSTORE_MAX_EVENT_SIZE;

describeEventStoreContract(
  'esdb',
  server.available
    ? {
        open: async () => openEsdbEventStore({ connectionString: server.url }),
        limits: {
          maxAppendSize: Number(process.env.EVENTSTORE_MAX_APPEND_SIZE ?? 1_048_576),
          ...(maxEventSize === undefined ? {} : { maxEventSize: Number(maxEventSize) }),
        },
        dispose: server.stop,
      }
    : null,
);
