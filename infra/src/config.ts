/**
 * The process configuration, read once from the environment with embedded defaults (README §Configuration).
 * An empty variable counts as unset (docker compose passes `${VAR:-}` as ''). Bad values throw ONE
 * ConfigError listing one message per variable; values that may hold secrets (URLs, token) are never echoed.
 */
import { resolve } from 'node:path';
import { keyFromBase64 } from './secrets/secretBox.ts';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export type Config = Readonly<{
  /** Absolute: embedded stores and the private Redis live under it. */
  dataDir: string;
  port: number;
  host: string;
  /** EventStoreDB/KurrentDB connection string; unset = embedded SQLite event store. */
  eventStoreUrl: string | undefined;
  /** MongoDB URL; unset = embedded document store. */
  mongodbUrl: string | undefined;
  mongodbDb: string;
  /** unset = a private redis-server child. */
  redisUrl: string | undefined;
  logLevel: LogLevel;
  /** When set, /ops/* needs `Authorization: Bearer <token>`; when unset, loopback clients only. */
  opsToken: string | undefined;
  /** Where mail goes; unset = one `.eml` file per message under DATA_DIR/mail. */
  smtpUrl: string | undefined;
  /**
   * How many reverse proxies stand in front of the API (0: none, the socket's address is the client's). With N,
   * the client address is the N-th entry from the right of X-Forwarded-For (what our own proxies appended), so a
   * client cannot choose the address its sign-in delays and rate limits count against.
   */
  trustProxyHops: number;
}>;

export type Env = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

export const OPS_TOKEN_MIN_LENGTH = 16;

type Problems = string[];

const variable = (env: Env, name: string): string | undefined => {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
};

const urlWithScheme = (
  env: Env,
  name: string,
  schemes: readonly string[],
  example: string,
  problems: Problems,
): string | undefined => {
  const value = variable(env, name);
  if (value === undefined) return undefined;
  // No WHATWG URL parse: multi-host strings (`mongodb://a:27017,b:27017`, ESDB gossip seeds) are valid here.
  const scheme = /^([a-z][a-z0-9+.-]*):\/\/\S+$/i.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined || !schemes.includes(scheme)) {
    problems.push(`${name}: must be a ${schemes.map((s) => `${s}://`).join(' or ')} URL, e.g. ${example}`);
    return undefined;
  }
  return value;
};

const portOf = (env: Env, problems: Problems): number => {
  const value = variable(env, 'PORT');
  if (value === undefined) return 3000;
  const port = /^\d{1,5}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(port) || port > 65_535) {
    problems.push(`PORT: must be an integer from 0 to 65535 (got "${value}")`);
    return 3000;
  }
  return port;
};

const hostOf = (env: Env, problems: Problems): string => {
  const value = variable(env, 'HOST');
  if (value === undefined) return '127.0.0.1';
  if (!/^[A-Za-z0-9.:_-]+$/.test(value)) {
    problems.push(`HOST: must be an IP address or a host name, e.g. 127.0.0.1 or 0.0.0.0 (got "${value}")`);
    return '127.0.0.1';
  }
  return value;
};

const logLevelOf = (env: Env, problems: Problems): LogLevel => {
  const value = variable(env, 'LOG_LEVEL');
  if (value === undefined) return 'info';
  const level = logLevels.find((known) => known === value.toLowerCase());
  if (level === undefined) {
    problems.push(`LOG_LEVEL: must be one of ${logLevels.join(', ')} (got "${value}")`);
    return 'info';
  }
  return level;
};

const mongodbDbOf = (env: Env, problems: Problems): string => {
  const value = variable(env, 'MONGODB_DB');
  if (value === undefined) return 'parks';
  if (value.length > 63 || /[/\\. "$*<>:|?\0]/.test(value)) {
    problems.push(`MONGODB_DB: must be a MongoDB database name (at most 63 characters, none of /\\. "$*<>:|?)`);
    return 'parks';
  }
  return value;
};

const opsTokenOf = (env: Env, problems: Problems): string | undefined => {
  const value = variable(env, 'OPS_TOKEN');
  if (value !== undefined && value.length < OPS_TOKEN_MIN_LENGTH) {
    problems.push(
      `OPS_TOKEN: must be at least ${OPS_TOKEN_MIN_LENGTH} characters long (unset it to allow loopback only)`,
    );
    return undefined;
  }
  return value;
};

export const MAX_TRUSTED_PROXY_HOPS = 10;

const trustProxyHopsOf = (env: Env, problems: Problems): number => {
  const value = variable(env, 'TRUST_PROXY');
  if (value === undefined || value.toLowerCase() === 'off') return 0;
  const hops = /^\d{1,2}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(hops) || hops > MAX_TRUSTED_PROXY_HOPS) {
    problems.push(
      `TRUST_PROXY: must be the number of reverse proxies in front of the API, 0 to ${MAX_TRUSTED_PROXY_HOPS} (got "${value}")`,
    );
    return 0;
  }
  return hops;
};

/**
 * SETTINGS_SECRET_KEY and SETTINGS_SECRET_KEY_PREVIOUS (secrets/secretBox.ts): checked here so a bad key stops the
 * start like any bad variable, never echoed; the keys themselves are read where the secret box is made, so that no
 * key sits in the configuration object.
 */
const settingsKeysCheck = (env: Env, problems: Problems): void => {
  const isKey = (value: string): boolean => {
    try {
      keyFromBase64(value, 'key');
      return true;
    } catch {
      return false;
    }
  };
  const current = variable(env, 'SETTINGS_SECRET_KEY');
  if (current !== undefined && !isKey(current)) {
    problems.push('SETTINGS_SECRET_KEY: must be 32 random bytes in base64 (openssl rand -base64 32)');
  }
  const previous = variable(env, 'SETTINGS_SECRET_KEY_PREVIOUS');
  const keys = (previous ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  if (keys.some((value) => !isKey(value))) {
    problems.push('SETTINGS_SECRET_KEY_PREVIOUS: must list keys of 32 bytes in base64, separated by commas');
  }
};

/** Reads and validates the configuration; throws ConfigError with one line per bad variable. */
export const loadConfig = (env: Env, cwd: string = process.cwd()): Config => {
  const problems: Problems = [];
  const config: Config = {
    dataDir: resolve(cwd, variable(env, 'DATA_DIR') ?? '.data'),
    port: portOf(env, problems),
    host: hostOf(env, problems),
    eventStoreUrl: urlWithScheme(
      env,
      'EVENTSTORE_URL',
      ['esdb', 'esdb+discover'],
      'esdb://localhost:2113?tls=false',
      problems,
    ),
    mongodbUrl: urlWithScheme(env, 'MONGODB_URL', ['mongodb', 'mongodb+srv'], 'mongodb://localhost:27017', problems),
    mongodbDb: mongodbDbOf(env, problems),
    redisUrl: urlWithScheme(env, 'REDIS_URL', ['redis', 'rediss'], 'redis://localhost:6379', problems),
    logLevel: logLevelOf(env, problems),
    opsToken: opsTokenOf(env, problems),
    smtpUrl: urlWithScheme(env, 'SMTP_URL', ['smtp', 'smtps'], 'smtp://localhost:1025', problems),
    trustProxyHops: trustProxyHopsOf(env, problems),
  };
  settingsKeysCheck(env, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
};
