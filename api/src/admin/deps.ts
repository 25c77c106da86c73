import type { AuthDeps, CommandDeps, ReadDeps, UploadDeps } from '../deps.ts';

/** What the back office's resources and routers need: commands, read models, the staff's auth, uploads. */
export type AdminDeps = CommandDeps & ReadDeps & AuthDeps & UploadDeps;
