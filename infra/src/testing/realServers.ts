/**
 * Where the real-server half of a contract suite runs: a server named by an environment variable, or
 * a container started by testcontainers when a container runtime exists. Otherwise the suite skips,
 * and says why in one printed line (never a failure: CI machines here have no container engine).
 */
import { GenericContainer, getContainerRuntimeClient, type StartedTestContainer, Wait } from 'testcontainers';

export type RealServer =
  | Readonly<{ available: true; url: string; source: string; stop: () => Promise<void> }>
  | Readonly<{ available: false; reason: string }>;

export type RealServerSpec = Readonly<{
  /** Environment variable holding the URL of a running server, e.g. EVENTSTORE_URL. */
  envVar: string;
  image: string;
  port: number;
  environment?: Readonly<Record<string, string>>;
  command?: readonly string[];
  /** Log line the container prints once it accepts connections. */
  readyLog: RegExp;
  urlOf: (host: string, port: number) => string;
}>;

/** A MongoDB for the suites that need one (documents, blobs): MONGODB_URL, or a `mongo:8` container. */
export const mongoServerSpec: RealServerSpec = {
  envVar: 'MONGODB_URL',
  image: 'mongo:8',
  port: 27017,
  readyLog: /Waiting for connections/,
  urlOf: (host, port) => `mongodb://${host}:${port}/?directConnection=true`,
};

const runtimeProblem = async (): Promise<string | null> => {
  try {
    await getContainerRuntimeClient();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};

export const resolveRealServer = async (spec: RealServerSpec): Promise<RealServer> => {
  const fromEnv = process.env[spec.envVar];
  if (fromEnv !== undefined && fromEnv !== '') {
    return { available: true, url: fromEnv, source: spec.envVar, stop: async () => {} };
  }
  const problem = await runtimeProblem();
  if (problem !== null) {
    return { available: false, reason: `${spec.envVar} is not set and testcontainers says: ${problem}` };
  }
  let container = new GenericContainer(spec.image)
    .withExposedPorts(spec.port)
    .withWaitStrategy(Wait.forLogMessage(spec.readyLog));
  if (spec.environment !== undefined) container = container.withEnvironment({ ...spec.environment });
  if (spec.command !== undefined) container = container.withCommand([...spec.command]);
  const started: StartedTestContainer = await container.start();
  return {
    available: true,
    url: spec.urlOf(started.getHost(), started.getMappedPort(spec.port)),
    source: `container ${spec.image}`,
    stop: async () => {
      await started.stop();
    },
  };
};

/** The one line a skipped real-server suite prints. */
export const announceSkip = (suite: string, server: RealServer): void => {
  if (!server.available) console.log(`[skip] ${suite} against the real server: ${server.reason}`);
};
