import type { AuthDeps, CommandDeps, MailSettingsDeps, ReadDeps, UploadDeps } from '../deps.ts';

/**
 * What the back office's resources and routers need: commands, read models, the staff's auth, uploads, and the
 * mail settings' secrets and mailer.
 */
export type AdminDeps = CommandDeps & ReadDeps & AuthDeps & UploadDeps & MailSettingsDeps;
