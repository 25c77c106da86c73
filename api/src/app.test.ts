/**
 * The API over real HTTP: createApp on an ephemeral port, embedded stores in a temp dir, a private
 * redis-server, the product's projections running. Nothing of ours is mocked.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import Router from '@koa/router';
import { DomainError } from '@parks/domain/shared/errors';
import { openEmbeddedDocumentStore } from '@parks/infra/documents/mingo/embeddedDocumentStore';
import type { DocumentStore } from '@parks/infra/documents/port';
import type { EventStore } from '@parks/infra/eventStore/port';
import { openSqliteEventStore } from '@parks/infra/eventStore/sqlite/sqliteEventStore';
import { silentLogger } from '@parks/infra/logging';
import { type PrivateRedis, startPrivateRedis } from '@parks/infra/redis/privateRedis';
import { createRedisProbe, type RedisProbe } from '@parks/infra/redis/probe';
import { startProjections } from '@parks/projections/main';
import { readModels } from '@parks/projections/readModels';
import { eventually } from '@parks/projections/runtime/testSupport';
import type { ProjectionReport, ProjectionRuntime } from '@parks/projections/runtime/types';
import type { ProblemDetails } from '@parks/schemas/problem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeps, createApp } from './app.ts';
import type { Readiness } from './ops/readiness.ts';
import { type HttpServer, listen } from './server.ts';
import type { AppState } from './state.ts';
import { rawRequest } from './testing/rawHttp.ts';

const OPS_TOKEN = 'ops-token-for-the-tests-0123456789';
const BODY_LIMIT = 1024;

let dir: string;
let webDist: string;
let redis: PrivateRedis;
let probe: RedisProbe;
let eventStore: EventStore;
let documents: DocumentStore;
let projections: ProjectionRuntime;
const servers: HttpServer[] = [];
let base: string;

/** Test-only routes beside the product's: an echo of the parsed body, and routes that fail. */
const testRouters = () => [
  new Router<AppState>()
    .post('/test/echo', (ctx) => {
      ctx.body = { received: ctx.request.body };
    })
    .get('/test/domain-error', () => {
      throw new DomainError('order.notAwaitingApproval', 409);
    })
    .get('/test/crash', () => {
      throw new Error('secret internal detail');
    }),
];

const start = async (overrides: Partial<AppDeps> = {}, host = '127.0.0.1'): Promise<HttpServer> => {
  const app = createApp({
    logger: silentLogger(),
    eventStore,
    documents,
    projections,
    redis: probe,
    webDist,
    bodyLimitBytes: BODY_LIMIT,
    readinessTimeoutMs: 1_000,
    apiRouters: testRouters,
    ...overrides,
  });
  const server = await listen(app, host, 0);
  servers.push(server);
  return server;
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'api-'));
  webDist = join(dir, 'web-dist');
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Parks Store</title><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'index-PdNswAkc.js'), 'console.log("parks");');
  writeFileSync(join(webDist, 'robots.txt'), 'User-agent: *\n');
  redis = await startPrivateRedis({ dir: join(dir, 'redis') });
  probe = createRedisProbe(redis.url);
  eventStore = openSqliteEventStore({ path: join(dir, 'events.sqlite') });
  documents = await openEmbeddedDocumentStore({ path: join(dir, 'readmodels.sqlite') });
  projections = await startProjections({ eventStore, documents, logger: silentLogger() });
  base = (await start()).url;
});

afterAll(async () => {
  for (const server of servers) await server.close(1_000);
  await projections?.stop();
  await probe?.close();
  await documents?.close();
  await eventStore?.close();
  await redis?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const problemOf = async (response: Response): Promise<ProblemDetails> => {
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  return (await response.json()) as ProblemDetails;
};

describe('GET /health', () => {
  it('answers 200 while the process is up', async () => {
    const response = await fetch(`${base}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('request ids', () => {
  it('echoes a well-formed X-Request-Id', async () => {
    const response = await fetch(`${base}/health`, { headers: { 'X-Request-Id': 'req-1234.abc' } });
    expect(response.headers.get('x-request-id')).toBe('req-1234.abc');
  });

  it('mints one when it is missing or malformed, on errors too', async () => {
    const minted = await fetch(`${base}/api/nothing-here`);
    expect(minted.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const forged = await fetch(`${base}/health`, { headers: { 'X-Request-Id': 'x\tforged log line' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /ready', () => {
  it('answers 200 when stores, Redis and projections answer, with each projection reported', async () => {
    await eventStore.appendToStream('order-ready-1', [{ type: 'OrderPlaced', data: { orderId: 'ready-1' } }]);
    await eventually(async () => {
      const response = await fetch(`${base}/ready`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as Readiness;
      expect(body.status).toBe('ready');
      expect(body.checks).toEqual([
        { name: 'eventStore', ok: true },
        { name: 'documentStore', ok: true },
        { name: 'redis', ok: true },
        { name: 'projections', ok: true },
      ]);
      const [activity] = body.projections;
      expect(activity).toMatchObject({ name: 'streamActivity', lagEvents: 0, lastError: null });
      expect(activity?.position).toEqual(activity?.headPosition);
    });
  });

  it('answers 503 naming the Redis check while Redis is down, and 200 once it is back', async () => {
    const { port } = redis;
    await redis.stop();
    try {
      const response = await fetch(`${base}/ready`);
      expect(response.status).toBe(503);
      const body = (await response.json()) as Readiness;
      expect(body.status).toBe('unavailable');
      expect(
        body.checks.filter((check: { ok: boolean }) => !check.ok).map((check: { name: string }) => check.name),
      ).toEqual(['redis']);
      // Still reported while Redis is down: every read model of the product, by name.
      expect(body.projections.map((report) => report.name)).toEqual(readModels.map((model) => model.name));
    } finally {
      redis = await startPrivateRedis({ dir: join(dir, 'redis'), port });
    }
    await eventually(async () => expect((await fetch(`${base}/ready`)).status).toBe(200));
  });
});

describe('GET /ops/projections', () => {
  it('gives the report to a loopback client when no OPS_TOKEN is set', async () => {
    const response = await fetch(`${base}/ops/projections`);
    expect(response.status).toBe(200);
    const [report] = (await response.json()) as ProjectionReport[];
    expect(report).toMatchObject({ name: 'streamActivity', status: 'live', shadowCollection: null });
    expect(Object.keys(report ?? {})).toEqual(
      expect.arrayContaining(['collection', 'position', 'headPosition', 'lagEvents', 'lastError']),
    );
  });

  it('refuses a client that is not on loopback when no OPS_TOKEN is set', async (context) => {
    const address = Object.values(networkInterfaces())
      .flat()
      .find((info) => info !== undefined && info.family === 'IPv4' && !info.internal)?.address;
    if (address === undefined) {
      console.log('[skip] no non-loopback IPv4 interface to call the ops endpoint from');
      context.skip();
      return;
    }
    const server = await start({}, address);
    const response = await fetch(`${server.url}/ops/projections`);
    expect(response.status).toBe(403);
    expect((await problemOf(response)).code).toBe('ops.loopbackOnly');
  });

  it('with OPS_TOKEN: 401 without a token, 403 with a wrong one, 200 with the right one', async () => {
    const { url } = await start({ opsToken: OPS_TOKEN });
    const missing = await fetch(`${url}/ops/projections`);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await problemOf(missing)).code).toBe('auth.required');

    const wrong = await fetch(`${url}/ops/projections`, { headers: { Authorization: `Bearer ${OPS_TOKEN}x` } });
    expect(wrong.status).toBe(403);
    expect((await problemOf(wrong)).code).toBe('auth.forbidden');

    const right = await fetch(`${url}/ops/projections`, { headers: { Authorization: `Bearer ${OPS_TOKEN}` } });
    expect(right.status).toBe(200);
    expect(Array.isArray(await right.json())).toBe(true);
  });
  it('asks the token of the path in any letter case (routes match any case)', async () => {
    const { url } = await start({ opsToken: OPS_TOKEN });
    for (const path of ['/OPS/projections', '/Ops/Projections', '/ops/PROJECTIONS']) {
      expect([path, (await fetch(`${url}${path}`)).status]).toEqual([path, 401]);
    }
  });
});

describe('request bodies', () => {
  const post = (body: string, contentType = 'application/json') =>
    fetch(`${base}/api/test/echo`, { method: 'POST', headers: { 'Content-Type': contentType }, body });

  it('parses JSON', async () => {
    const response = await post(JSON.stringify({ orderId: 'ord-1' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: { orderId: 'ord-1' } });
  });

  it('answers 400 request.malformedJson to malformed JSON', async () => {
    const response = await post('{"orderId": ');
    expect(response.status).toBe(400);
    expect(await problemOf(response)).toEqual({
      type: 'about:blank',
      status: 400,
      code: 'request.malformedJson',
      title: 'Bad Request',
      detail: 'The request body is not valid JSON.',
    });
  });

  it('answers 413 request.tooLarge to a body over the limit', async () => {
    const response = await post(JSON.stringify({ filler: 'x'.repeat(BODY_LIMIT * 4) }));
    expect(response.status).toBe(413);
    expect((await problemOf(response)).code).toBe('request.tooLarge');
  });

  it('answers a body over the limit sent chunked or longer than declared with the 413, then closes cleanly', async () => {
    const body = Buffer.from(JSON.stringify({ filler: 'x'.repeat(BODY_LIMIT * 400) }));
    for (const chunked of [undefined, 4096]) {
      const answer = await rawRequest(base, {
        method: 'POST',
        path: '/api/test/echo',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'fr' },
        body,
        ...(chunked === undefined ? {} : { chunked }),
      });
      expect([chunked, answer.status, answer.error, answer.headers.connection]).toEqual([chunked, 413, null, 'close']);
      expect(JSON.parse(answer.body)).toMatchObject({
        code: 'request.tooLarge',
        detail: 'La demande est trop volumineuse.',
      });
    }
  });
});

describe('errors', () => {
  it('answers 404 route.notFound as problem JSON for an unknown /api path', async () => {
    const response = await fetch(`${base}/api/no/such/thing`, { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await problemOf(response)).toEqual({
      type: 'about:blank',
      status: 404,
      code: 'route.notFound',
      title: 'Not Found',
    });
  });

  it('answers 405 with Allow for a known path and another method', async () => {
    const response = await fetch(`${base}/api/test/echo`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('POST');
    expect((await problemOf(response)).code).toBe('request.methodNotAllowed');
  });

  it('maps a DomainError to its status and code', async () => {
    const response = await fetch(`${base}/api/test/domain-error`);
    expect(response.status).toBe(409);
    expect((await problemOf(response)).code).toBe('order.notAwaitingApproval');
  });

  it('hides the details of a server error', async () => {
    const response = await fetch(`${base}/api/test/crash`);
    expect(response.status).toBe(500);
    const text = await response.clone().text();
    expect(text).not.toContain('secret internal detail');
    expect(await problemOf(response)).toEqual({
      type: 'about:blank',
      status: 500,
      code: 'server.unexpected',
      title: 'Internal Server Error',
    });
  });
});

describe('the web app', () => {
  it('serves index.html for client routes, revalidated', async () => {
    for (const path of ['/', '/en', '/fr/passes/discovery']) {
      const response = await fetch(`${base}${path}`, { headers: { Accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root"></div>');
    }
  });

  it('serves hashed assets with their content type, cached as immutable, and 304 when unchanged', async () => {
    const response = await fetch(`${base}/assets/index-PdNswAkc.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe('console.log("parks");');

    const etag = response.headers.get('etag') ?? '';
    // An explicit Cache-Control, or fetch adds `no-cache` to a conditional request (which forbids a 304).
    const again = await fetch(`${base}/assets/index-PdNswAkc.js`, {
      headers: { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
  });

  it('serves other files revalidated', async () => {
    const response = await fetch(`${base}/robots.txt`);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 to a missing file rather than the app shell, and never leaves the build folder', async () => {
    expect((await fetch(`${base}/assets/missing-AbCdEf12.js`)).status).toBe(404);
    expect((await fetch(`${base}/..%2f..%2fevents.sqlite`)).status).toBe(404);
    expect((await fetch(`${base}/.env`)).status).toBe(404);
  });

  it('shows a placeholder page when the web app is not built', async () => {
    const { url } = await start({ webDist: join(dir, 'not-built') });
    const response = await fetch(`${url}/en`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('npm run build');
  });
});

describe('security headers', () => {
  const directivesOf = (policy: string | null): Map<string, string> =>
    new Map(
      (policy ?? '').split(';').map((part) => {
        const [name = '', ...sources] = part.trim().split(/\s+/);
        return [name, sources.join(' ')];
      }),
    );

  it('come with every kind of response: HTML, JSON, problem JSON, static files, a 304', async () => {
    const asset = await fetch(`${base}/assets/index-PdNswAkc.js`);
    const responses = {
      html: await fetch(`${base}/en`, { headers: { Accept: 'text/html' } }),
      json: await fetch(`${base}/health`),
      problem: await fetch(`${base}/api/no/such/thing`),
      crash: await fetch(`${base}/api/test/crash`),
      script: asset,
      text: await fetch(`${base}/robots.txt`),
      notModified: await fetch(`${base}/assets/index-PdNswAkc.js`, {
        headers: { 'If-None-Match': asset.headers.get('etag') ?? '', 'Cache-Control': 'max-age=0' },
      }),
    };
    expect(responses.html.headers.get('content-type')).toMatch(/^text\/html/);
    expect(responses.notModified.status).toBe(304);
    for (const [kind, response] of Object.entries(responses)) {
      const csp = directivesOf(response.headers.get('content-security-policy'));
      expect(Object.fromEntries(csp), kind).toEqual({
        'default-src': "'self'",
        'script-src': "'self'",
        'style-src': "'self' 'unsafe-inline'",
        'img-src': "'self' data: blob:",
        'font-src': "'self' data:",
        'connect-src': "'self'",
        'object-src': "'none'",
        'base-uri': "'self'",
        'form-action': "'self'",
        'frame-ancestors': "'none'",
      });
      expect(response.headers.get('cross-origin-opener-policy'), kind).toBe('same-origin');
      expect(response.headers.get('cross-origin-resource-policy'), kind).toBe('same-origin');
      expect(response.headers.get('x-frame-options'), kind).toBe('DENY');
      expect(response.headers.get('x-content-type-options'), kind).toBe('nosniff');
      const permissions = response.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(permissions.split(/,\s*/), kind).toContain(`${feature}=()`);
      }
    }
  });

  it('never let inline scripts run: no unsafe-inline, unsafe-eval, nonce or hash for scripts', async () => {
    const policy = (await fetch(`${base}/en`)).headers.get('content-security-policy') ?? '';
    const scripts = directivesOf(policy).get('script-src') ?? '';
    expect(scripts).not.toMatch(/unsafe|nonce-|sha\d+-/);
  });
});

describe('read your writes', () => {
  it('resolves at once when the command appended nothing or no projection handles its events', async () => {
    const app = createApp({ logger: silentLogger(), eventStore, documents, projections, redis: probe, webDist });
    expect(await app.awaitProjections({ position: undefined, newEvents: [] })).toBe(true);
    const { position } = await eventStore.appendToStream('cart-ryw', [{ type: 'CartOpened', data: {} }]);
    expect(await app.awaitProjections({ position, newEvents: [{ type: 'CartOpened' }] }, 100)).toBe(true);
  });
});
