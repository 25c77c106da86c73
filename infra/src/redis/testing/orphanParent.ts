/** Test helper: starts a private Redis, prints its pid, and waits to be killed (SIGKILL skips every hook). */
import { startPrivateRedis } from '../privateRedis.ts';

const dir = process.argv[2];
if (dir === undefined) throw new Error('usage: orphanParent.ts <dir>');
const redis = await startPrivateRedis({ dir });
process.stdout.write(`redis-pid=${redis.pid}\n`);
setInterval(() => {}, 1_000);
