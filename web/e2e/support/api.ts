/**
 * The real server's HTTP API from a browser test (staff actions the page does not offer, and checks of what the
 * server did), and the mail it wrote: the file mailer's `.eml` files under DATA_DIR/mail.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OpsStatusDto } from '@parks/schemas/admin/ops';

export type ApiReply<T> = Readonly<{ status: number; body: T }>;

export const apiCall = async <T = Record<string, unknown>>(
  base: string,
  path: string,
  options: Readonly<{ token?: string; method?: string; body?: unknown; headers?: Record<string, string> }> = {},
): Promise<ApiReply<T>> => {
  const response = await fetch(`${base}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...options.headers,
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(options.token === undefined ? {} : { Authorization: `Bearer ${options.token}` }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? null : JSON.parse(text)) as T };
};

/** `POST /api/account/authenticate`: the access token, or a thrown error naming the status. */
export const apiToken = async (base: string, username: string, password: string): Promise<string> => {
  const reply = await apiCall<{ token?: string }>(base, '/api/account/authenticate', {
    body: { username, password, rememberme: false },
  });
  if (reply.status !== 200 || typeof reply.body.token !== 'string') {
    throw new Error(`sign-in of ${username}: ${reply.status}`);
  }
  return reply.body.token;
};

/** The `.eml` files of the server's file mailer (DATA_DIR/mail) whose name or text has `needle`. */
export const mailFilesWith = (dataDir: string, needle: string): string[] => {
  const dir = join(dataDir, 'mail');
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names.filter((name) => name.includes(needle) || readFileSync(join(dir, name), 'utf8').includes(needle));
};

/** `PUT /api/Settings/Update/store` of the b2c store as staff (UAT mode, the shopping cart's switch). */
export const updateStoreSettings = (base: string, token: string, settings: Readonly<Record<string, unknown>>) =>
  apiCall(base, '/api/Settings/Update/store?storeCode=b2c', { method: 'PUT', token, body: settings });

export type QueueBacklog = Readonly<{ waiting: number; active: number; delayed: number }>;

/**
 * What a worker queue still has to do, as the Operations page reads it (`GET /api/Ops/GetAll`, a staff token of
 * an ops role). All zero: no job can still run, so what the workers did so far is all they will do.
 */
export const queueBacklog = async (base: string, token: string, name: string): Promise<QueueBacklog> => {
  const reply = await apiCall<OpsStatusDto>(base, '/api/Ops/GetAll', { token });
  const queue = reply.body.queues?.find((candidate) => candidate.name === name);
  if (reply.status !== 200 || queue === undefined) throw new Error(`queue ${name}: ${reply.status}`);
  return { waiting: queue.waiting, active: queue.active, delayed: queue.delayed };
};

export const idleQueue: QueueBacklog = { waiting: 0, active: 0, delayed: 0 };
