import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { createProjectionRuntime } from './createProjectionRuntime.ts';
import { silentLogger } from './logger.ts';
import { eventually, freshPrefix, openDocuments, openEvents, tallyModel, tempDir } from './testSupport.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** Runs the child until it has appended `appends` batches and checkpointed, then SIGKILLs it. */
const runAndKill = (dir: string, prefix: string, appends: number): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(here, 'crashChild.ts'), dir, prefix], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdout.on('data', (chunk: Buffer) => {
      const counts = [...chunk.toString().matchAll(/appended (\d+)/g)].map((m) => Number(m[1]));
      if (counts.some((count) => count >= appends)) child.kill('SIGKILL');
    });
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve();
      else reject(new Error(`child exited with ${code}: ${stderr}`));
    });
  });

it('converges after a SIGKILL mid-stream to what a rebuild from scratch gives', async () => {
  const dir = tempDir('crash');
  const prefix = freshPrefix();
  const model = tallyModel(prefix);
  await runAndKill(dir.path, prefix, 1_500);

  const events = openEvents(dir.path);
  const documents = await openDocuments(dir.path);
  const fresh = await openDocuments(dir.path, 'fresh-documents');
  try {
    const registry = await documents.collection('_projections').findById(model.name);
    expect(registry?.position).toEqual(expect.any(String)); // the child got to checkpoint before dying
    const head = await events.headPosition();
    if (head === undefined) throw new Error('no events');

    const restarted = createProjectionRuntime({
      eventStore: events,
      documents,
      readModels: [model],
      logger: silentLogger,
    });
    await restarted.start();
    expect(await restarted.waitFor(head, model.handles, 20_000)).toBe(true);
    await restarted.stop();

    const scratch = createProjectionRuntime({
      eventStore: events,
      documents: fresh,
      readModels: [model],
      logger: silentLogger,
    });
    await scratch.start();
    expect(await scratch.waitFor(head, model.handles, 20_000)).toBe(true);
    await scratch.stop();

    const all = { sort: { _id: 1 as const } };
    const recovered = await documents.collection(`${model.name}_v1`).find({}, all);
    const rebuilt = await fresh.collection(`${model.name}_v1`).find({}, all);
    expect(rebuilt.length).toBeGreaterThan(10);
    expect(recovered).toEqual(rebuilt);
    await eventually(async () => expect((await scratch.report())[0]?.lagEvents).toBe(0));
  } finally {
    await events.close();
    await documents.close();
    await fresh.close();
    dir.remove();
  }
});
