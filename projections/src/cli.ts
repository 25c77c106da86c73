/**
 * Ops CLI, run with the projections process stopped (the runtime is the only writer of read models):
 *   npm run projections -- status            JSON report of every read model
 *   npm run projections -- rebuild <name>    rebuild into a shadow collection, then swap
 * Stores come from the environment like the app: DATA_DIR (default .data), EVENTSTORE_URL, MONGODB_URL.
 */
import { loadConfig } from '@parks/infra/config';
import { openStores } from '@parks/infra/stores';
import { readModels } from './readModels.ts';
import { createProjectionRuntime } from './runtime/createProjectionRuntime.ts';
import type { Logger } from './runtime/logger.ts';

const usage = 'usage: npm run projections -- status | rebuild <name>';

const stderrLogger: Logger = {
  info: (fields, message) => console.error(JSON.stringify({ level: 'info', msg: message, ...fields })),
  warn: (fields, message) => console.error(JSON.stringify({ level: 'warn', msg: message, ...fields })),
  error: (fields, message) => console.error(JSON.stringify({ level: 'error', msg: message, ...fields })),
};

const main = async (args: readonly string[]): Promise<number> => {
  const [command, name] = args;
  if (command !== 'status' && command !== 'rebuild') {
    console.error(usage);
    return 2;
  }
  if (command === 'rebuild' && (name === undefined || !readModels.some((model) => model.name === name))) {
    console.error(`${usage}\nread models: ${readModels.map((model) => model.name).join(', ')}`);
    return 2;
  }
  const stores = await openStores(loadConfig(process.env));
  try {
    const runtime = createProjectionRuntime({
      eventStore: stores.eventStore,
      documents: stores.documents,
      readModels,
      logger: stderrLogger,
    });
    if (command === 'rebuild' && name !== undefined) {
      const started = Date.now();
      await runtime.rebuild(name);
      console.error(`rebuilt ${name} in ${Date.now() - started} ms`);
    }
    console.log(JSON.stringify(await runtime.report(), null, 2));
    return 0;
  } finally {
    await stores.close();
  }
};

process.exitCode = await main(process.argv.slice(2));
