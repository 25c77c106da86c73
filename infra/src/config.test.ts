import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const problemsOf = (env: Record<string, string>): readonly string[] => {
  try {
    loadConfig(env, '/srv/parks');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('an empty environment', () => {
  it('gives the embedded defaults', () => {
    expect(loadConfig({}, '/srv/parks')).toEqual({
      dataDir: '/srv/parks/.data',
      port: 3000,
      host: '127.0.0.1',
      eventStoreUrl: undefined,
      mongodbUrl: undefined,
      mongodbDb: 'parks',
      redisUrl: undefined,
      logLevel: 'info',
      opsToken: undefined,
      smtpUrl: undefined,
      trustProxyHops: 0,
    });
  });

  it('treats empty variables as unset, as docker compose passes unset ones', () => {
    expect(loadConfig({ PORT: '', REDIS_URL: ' ', OPS_TOKEN: '' }, '/srv/parks')).toMatchObject({
      port: 3000,
      redisUrl: undefined,
      opsToken: undefined,
    });
  });
});

describe('a full environment', () => {
  it('reads every variable', () => {
    const config = loadConfig(
      {
        DATA_DIR: '/var/lib/parks',
        PORT: '0',
        HOST: '0.0.0.0',
        EVENTSTORE_URL: 'esdb://eventstore:2113?tls=false',
        MONGODB_URL: 'mongodb://mongo1:27017,mongo2:27017/?replicaSet=rs0',
        MONGODB_DB: 'parks_test',
        REDIS_URL: 'redis://redis:6379/2',
        LOG_LEVEL: 'DEBUG',
        OPS_TOKEN: 'a-long-enough-ops-token',
        SMTP_URL: 'smtp://mail:1025',
        TRUST_PROXY: '1',
      },
      '/srv/parks',
    );
    expect(config).toEqual({
      dataDir: '/var/lib/parks',
      port: 0,
      host: '0.0.0.0',
      eventStoreUrl: 'esdb://eventstore:2113?tls=false',
      mongodbUrl: 'mongodb://mongo1:27017,mongo2:27017/?replicaSet=rs0',
      mongodbDb: 'parks_test',
      redisUrl: 'redis://redis:6379/2',
      logLevel: 'debug',
      opsToken: 'a-long-enough-ops-token',
      smtpUrl: 'smtp://mail:1025',
      trustProxyHops: 1,
    });
  });

  it('resolves a relative DATA_DIR against the working directory', () => {
    expect(loadConfig({ DATA_DIR: 'tmp/data' }, '/srv/parks').dataDir).toBe('/srv/parks/tmp/data');
  });
});

describe('bad values', () => {
  it('are all reported in one error, one message per variable', () => {
    const problems = problemsOf({
      PORT: '70000',
      HOST: 'not a host',
      EVENTSTORE_URL: 'http://eventstore:2113',
      MONGODB_URL: 'localhost:27017',
      MONGODB_DB: 'parks.db',
      REDIS_URL: 'localhost',
      LOG_LEVEL: 'loud',
      OPS_TOKEN: 'short',
      SMTP_URL: 'mail',
      TRUST_PROXY: 'yes',
      SETTINGS_SECRET_KEY: 'c2hvcnQ=',
      SETTINGS_SECRET_KEY_PREVIOUS: 'not base64!',
    });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'PORT',
      'HOST',
      'EVENTSTORE_URL',
      'MONGODB_URL',
      'MONGODB_DB',
      'REDIS_URL',
      'LOG_LEVEL',
      'OPS_TOKEN',
      'SMTP_URL',
      'TRUST_PROXY',
      'SETTINGS_SECRET_KEY',
      'SETTINGS_SECRET_KEY_PREVIOUS',
    ]);
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(() =>
      loadConfig({ SETTINGS_SECRET_KEY: key, SETTINGS_SECRET_KEY_PREVIOUS: `${key}, ${key}` }, '/srv/parks'),
    ).not.toThrow();
  });

  it('says what is expected', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual(['PORT: must be an integer from 0 to 65535 (got "abc")']);
    expect(problemsOf({ LOG_LEVEL: 'loud' })[0]).toContain('fatal, error, warn, info, debug, trace, silent');
    expect(problemsOf({ EVENTSTORE_URL: 'http://x' })[0]).toContain('esdb://');
    expect(problemsOf({ TRUST_PROXY: '11' })).toEqual([
      'TRUST_PROXY: must be the number of reverse proxies in front of the API, 0 to 10 (got "11")',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'off' }, '/srv/parks').trustProxyHops).toBe(0);
  });

  it('never echoes a value that may hold a secret', () => {
    const problems = problemsOf({
      REDIS_URL: 'redis//:hunter2-password@redis',
      OPS_TOKEN: 'hunter2',
      MONGODB_URL: 'mongo://user:hunter2@db',
      SETTINGS_SECRET_KEY: 'hunter2',
    });
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).not.toContain('hunter2');
  });

  it('makes a message that lists every problem', () => {
    expect(() => loadConfig({ PORT: '-1', LOG_LEVEL: 'x' })).toThrowError(
      /Invalid configuration:\n {2}- PORT.*\n {2}- LOG_LEVEL/,
    );
  });
});
