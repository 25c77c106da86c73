/**
 * The process's mailer, by configuration: SMTP when SMTP_URL is set, otherwise .eml files in
 * DATA_DIR/mail (nothing leaves the machine; open them with any mail client).
 */
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { createFileMailer } from './fileMailer.ts';
import type { Mailer } from './port.ts';
import { createSmtpMailer } from './smtpMailer.ts';

export const mailDirectory = (dataDir: string): string => join(dataDir, 'mail');

export const createMailer = (config: Pick<Config, 'smtpUrl' | 'dataDir'>): Mailer =>
  config.smtpUrl === undefined
    ? createFileMailer({ dir: mailDirectory(config.dataDir) })
    : createSmtpMailer({ url: config.smtpUrl });
