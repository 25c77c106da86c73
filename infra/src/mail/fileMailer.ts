/**
 * The default mailer: each message becomes one .eml file in a directory (DATA_DIR/mail), which any mail
 * client opens. The name comes from the Message-ID, so a retried send overwrites its own file instead of
 * adding a second one, and the write is atomic (a temporary file, flushed, then renamed over the name):
 * a reader sees the previous file or the new one, never half a message.
 */
import { createHash, randomBytes } from 'node:crypto';
import { chmod, mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../privateFiles.ts';
import { composeMessage } from './compose.ts';
import type { Mailer, OutgoingMail } from './port.ts';

/** The file name of a message: its Message-ID when that is a safe file name, else a hash of it. */
export const emlFileName = (messageId: string): string =>
  /^[A-Za-z0-9_+=@-][A-Za-z0-9._+=@-]{0,199}$/.test(messageId)
    ? `${messageId}.eml`
    : `${createHash('sha256').update(messageId).digest('hex').slice(0, 40)}.eml`;

/** fsyncs a directory, so that a rename or a new entry in it survives an OS crash. */
export const syncDirectory = async (dir: string): Promise<void> => {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
};

export const writeFileAtomically = async (dir: string, name: string, bytes: Buffer): Promise<string> => {
  const target = join(dir, name);
  const temporary = join(dir, `.${name}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await open(temporary, 'wx', PRIVATE_FILE_MODE);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  await syncDirectory(dir);
  return target;
};

export const createFileMailer = (options: Readonly<{ dir: string }>): Mailer => ({
  kind: 'file',
  send: async (mail: OutgoingMail) => {
    // The mail directory is ours alone (DATA_DIR/mail): created 0700, and tightened if an older version made it.
    await mkdir(options.dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    await chmod(options.dir, PRIVATE_DIR_MODE);
    const bytes = await composeMessage(mail);
    const path = await writeFileAtomically(options.dir, emlFileName(mail.messageId), bytes);
    return { messageId: mail.messageId, via: 'file', detail: path };
  },
  close: async () => {},
});
