/**
 * `validate(..., { pureQuery: true })` over real HTTP: a query string already cleaned is answered from the memo
 * (the schema runs once per query string), a refusal is never kept, and routes without the option still run
 * their schema on every request.
 */
import Router from '@koa/router';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpServer, listen } from '../server.ts';
import type { AppState } from '../state.ts';
import { problemDetails } from './problemDetails.ts';
import { type InputSchema, validate } from './validate.ts';

type Query = { page: number };

/** A schema that counts its runs: `page` must be a positive number. */
const countingSchema = () => {
  const runs = { count: 0 };
  const schema: InputSchema<Query> = {
    validateSync: (value) => {
      runs.count += 1;
      const page = Number((value as { page?: unknown }).page ?? 1);
      if (!(page >= 1)) {
        throw Object.assign(new Error('invalid'), {
          name: 'ValidationError',
          path: 'page',
          errors: ['validation.invalid'],
        });
      }
      return { page };
    },
    describe: () => ({ fields: { page: {} } }),
  };
  return { schema, runs };
};

const pure = countingSchema();
const plain = countingSchema();
let server: HttpServer;

beforeAll(async () => {
  const router = new Router<AppState>()
    .get('/pure', validate({ query: pure.schema }, { pureQuery: true }), (ctx) => {
      ctx.body = ctx.state.input.query;
    })
    .get('/plain', validate({ query: plain.schema }), (ctx) => {
      ctx.body = ctx.state.input.query;
    });
  const app = new Koa<AppState>();
  app.use(problemDetails());
  app.use(router.routes());
  server = await listen(app, '127.0.0.1', 0);
});

afterAll(async () => {
  await server?.close(1_000);
});

const get = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('validate with pureQuery', () => {
  it('cleans each query string once and answers the same query after', async () => {
    expect(await get('/pure?page=2')).toEqual({ status: 200, body: { page: 2 } });
    expect(await get('/pure?page=2')).toEqual({ status: 200, body: { page: 2 } });
    expect(await get('/pure?page=3')).toEqual({ status: 200, body: { page: 3 } });
    expect(pure.runs.count).toBe(2);
  });

  it('never keeps a refusal', async () => {
    const before = pure.runs.count;
    expect((await get('/pure?page=0')).status).toBe(422);
    expect((await get('/pure?page=0')).status).toBe(422);
    expect(pure.runs.count).toBe(before + 2);
  });

  it('runs the schema on every request without the option', async () => {
    await get('/plain?page=2');
    await get('/plain?page=2');
    expect(plain.runs.count).toBe(2);
  });
});
