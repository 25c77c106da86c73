/**
 * Acceptance test of issue 10 ("Harden every input"): every route the app serves, taken from its routers (so a
 * new route is covered without editing this file), gets generated bad input over real HTTP: ill-formed ids in its
 * path, prototype keys and deep nesting in its body or query, odd content encodings, malformed JSON, a wrong type
 * in each field its schema declares, and arbitrary JSON and query strings. Requests are signed in with a role
 * that may call the route (seed users) so the guards let them through to the input checks.
 *
 * The properties: bad input is a 4xx, never a 5xx, and a refused request changes nothing (the head of `$all`
 * does not move). Runs are seeded (FUZZ_SEED, or the fixed default) and fast-check prints the seed and the
 * shrunk request of a failure, so it can be replayed.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileTestApi } from '../testing/fileTestApi.ts';
import { type Route, routesOf } from '../testing/routes.ts';
import { newGuest, type TestApi } from '../testing/testApi.ts';
import { forbiddenKeys } from './bodyParser.ts';
import {
  formDataOf,
  jsonKey,
  malformedId,
  malformedJson,
  multipartParts,
  plainJson,
  tooDeep,
  withForbiddenKey,
} from './testing/badInput.ts';
import type { InputSchema } from './validate.ts';

const seed = Number(process.env.FUZZ_SEED ?? 20_261_123);

const api = fileTestApi({ store: true, accounts: true, signIn: ['lmg', 'portal'] });
let guest = { token: '', id: '' };

let routes: Route[] = [];

/** The routes of the app's routers, printed as fast-check prints a route in a counterexample. */
const printable = (testApi: TestApi): Route[] =>
  routesOf(testApi.app).map((route) => ({ ...route, [fc.toStringMethod]: () => `${route.method} ${route.path}` }));

beforeAll(async () => {
  guest = { token: await newGuest(api.server.base), id: '' };
  routes = printable(api.server);
});

// ---- who calls, and with which path -----------------------------------------------------------------------

/** A caller the route's guards let through: portal routes a portal user, carts a guest, the rest LMG. */
const callerOf = (route: Route): { token: string; id: string } | undefined => {
  const { path } = route;
  if (path === '/api/account/logout') return undefined; // it would end the session the other requests use
  if (path.startsWith('/api/portal') || path.startsWith('/api/PortalCheckout')) return api.user('portal');
  if (path.startsWith('/api/cart') || path.startsWith('/api/checkout') || path.startsWith('/api/store')) {
    return guest;
  }
  if (path.startsWith('/api/')) return api.user('lmg');
  return undefined;
};

/** Path parameters that name the caller (my account, my portal checkout): requireSelf wants the caller's id. */
const isSelf = (route: Route, param: string): boolean =>
  param === 'userId' || (route.path.startsWith('/api/account/') && param === 'id');

/** A well-formed id of nothing: routes answer it 404 (or their own not-found), never a 5xx. */
const unknownId = 'fuzz-0000000001';

const pathOf = (route: Route, values: Readonly<Record<string, string>> = {}): string => {
  const caller = callerOf(route);
  return route.path
    .replace(/\{([^}]*)\}/g, '$1') // optional groups of path-to-regexp: filled in
    .replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(values[name] ?? (isSelf(route, name) ? (caller?.id ?? unknownId) : unknownId)),
    );
};

const takesBody = (route: Route): boolean => ['POST', 'PUT', 'PATCH'].includes(route.method);

// ---- sending, and the property every refused request has ---------------------------------------------------

type Attempt = Readonly<{
  route: Route;
  path: string;
  body?: string | Uint8Array | FormData;
  headers?: Record<string, string>;
}>;

type Outcome = Readonly<{ status: number; body: Record<string, unknown> | null; moved: boolean }>;

const send = async ({ route, path, body, headers }: Attempt): Promise<Outcome> => {
  const caller = callerOf(route);
  const before = await api.server.eventStore.headPosition();
  const response = await fetch(`${api.server.base}${path}`, {
    method: route.method,
    headers: {
      Accept: 'application/json',
      // A multipart body's type (with its boundary) is the one fetch writes.
      ...(body === undefined || body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
      ...(caller === undefined || caller.token === '' ? {} : { Authorization: `Bearer ${caller.token}` }),
      'Idempotency-Key': 'fuzz-key',
      ...headers,
    },
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  let parsed: Record<string, unknown> | null = null;
  try {
    parsed = text === '' ? null : (JSON.parse(text) as Record<string, unknown>);
  } catch {
    parsed = { text: text.slice(0, 200) };
  }
  const after = await api.server.eventStore.headPosition();
  return {
    status: response.status,
    body: parsed,
    moved: JSON.stringify(after, bigints) !== JSON.stringify(before, bigints),
  };
};

const bigints = (_key: string, value: unknown): unknown => (typeof value === 'bigint' ? value.toString() : value);

const describeAttempt = (attempt: Attempt, outcome: Outcome): string =>
  `${attempt.route.method} ${attempt.path} ${typeof attempt.body === 'string' ? attempt.body.slice(0, 300) : attempt.body instanceof FormData ? [...attempt.body.keys()].join(',') : ''} → ${
    outcome.status
  } ${JSON.stringify(outcome.body)?.slice(0, 300)}`;

/** Refused: a 4xx, and the log did not move. */
const expectRefused = async (attempt: Attempt, statuses?: readonly number[]): Promise<Outcome> => {
  const outcome = await send(attempt);
  const what = describeAttempt(attempt, outcome);
  expect(outcome.status, what).toBeGreaterThanOrEqual(400);
  expect(outcome.status, what).toBeLessThan(500);
  if (statuses !== undefined) expect(statuses, what).toContain(outcome.status);
  expect(outcome.moved, `the log moved: ${what}`).toBe(false);
  return outcome;
};

/** Whatever the answer, never a 5xx; and when refused, nothing changed. */
const expectNoServerError = async (attempt: Attempt): Promise<void> => {
  const outcome = await send(attempt);
  const what = describeAttempt(attempt, outcome);
  expect(outcome.status, what).toBeLessThan(500);
  if (outcome.status >= 400) expect(outcome.moved, `the log moved: ${what}`).toBe(false);
};

const runs = (count: number) => ({ seed, numRuns: count, endOnFailure: true });

// ---- generators ---------------------------------------------------------------------------------------------

type Description = Readonly<{
  type?: string;
  nullable?: boolean;
  /** `acceptsText`: a list field that also takes the text of a form's textarea (settings' Bcc addresses). */
  meta?: Readonly<{ acceptsText?: boolean }>;
  fields?: Readonly<Record<string, Description>>;
}>;

/** What a field accepts besides its type: null (an optional number may read '' as none), a text for a list. */
type Leniency = Readonly<{ nullable: boolean; acceptsText: boolean }>;
const strict: Leniency = { nullable: false, acceptsText: false };

/** A value of another JSON type than `type` (and not a string a lenient reader would take for one). */
const wrongValueFor = (
  type: string,
  { nullable, acceptsText }: Leniency = strict,
): fc.Arbitrary<unknown> | undefined => {
  const objects = fc.dictionary(jsonKey, plainJson(1), { maxKeys: 3 });
  const arrays = fc.array(plainJson(1), { maxLength: 3 });
  switch (type) {
    case 'string':
      // Not 0: a select's "None" is sent as id 0 (back-office.md §5), which an optional id reads as no choice.
      return fc.oneof(
        fc.integer().filter((n) => n !== 0),
        fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => n !== 0),
        fc.boolean(),
        objects,
        arrays,
      );
    case 'number':
      return fc.oneof(
        fc.boolean(),
        objects,
        arrays,
        fc.constantFrom('1e3', '0x10', 'Infinity', '-Infinity', 'NaN', '1e308', 'ten', '1 000', '0b11'),
        // An optional number of a form may read an empty field as "none" (a user's approval limit): '' is
        // wrong only where null is.
        ...(nullable ? [] : [fc.constant('')]),
      );
    case 'boolean':
      return fc.oneof(fc.integer(), fc.constantFrom('yes', 'no', '1', '0', 'on', ''), objects, arrays);
    case 'object':
      return fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.boolean(), arrays);
    case 'array':
      return acceptsText
        ? fc.oneof(fc.integer(), fc.boolean(), objects)
        : fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.boolean(), objects);
    default:
      return undefined; // mixed: anything may be right
  }
};

const fieldsOf = (schema: InputSchema<unknown> | undefined): [string, string, Leniency][] => {
  const described = schema?.describe() as Description | undefined;
  return Object.entries(described?.fields ?? {}).flatMap(([name, field]) =>
    field.type !== undefined && wrongValueFor(field.type) !== undefined
      ? [
          [name, field.type, { nullable: field.nullable === true, acceptsText: field.meta?.acceptsText === true }] as [
            string,
            string,
            Leniency,
          ],
        ]
      : [],
  );
};

const wrongQueryValueFor = (type: string): fc.Arbitrary<string | readonly string[]> =>
  type === 'number'
    ? fc.oneof(
        fc.constantFrom('Infinity', '1e308', '1.5', '-1', '0', '1e3', '0x10', 'NaN', 'ten', '100001'),
        fc.constant(['1', '2']),
      )
    : type === 'boolean'
      ? fc.constantFrom('yes', '1', 'on', 'TRUE ')
      : fc.constant(['a', 'b']); // a repeated key: an array where one value is expected

const queryString = (entries: Readonly<Record<string, string | readonly string[]>>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) {
    for (const one of typeof value === 'string' ? [value] : value) search.append(key, one);
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
};

const pick = <T>(items: readonly T[]): fc.Arbitrary<T> => fc.constantFrom(...items);

// ---- the properties -----------------------------------------------------------------------------------------

describe('every route the app serves', () => {
  it('is found in the routers, with its schemas', () => {
    expect(routes.length).toBeGreaterThan(60);
    const paths = routes.map((route) => `${route.method} ${route.path}`);
    for (const known of [
      'POST /api/cart/addToCart',
      'GET /api/Users/GetAll',
      'POST /api/Orders/Release',
      'GET /health',
    ]) {
      expect(paths).toContain(known);
    }
    expect(routes.filter((route) => route.validation?.body !== undefined).length).toBeGreaterThan(15);
  });

  it('answers a 4xx to an ill-formed id in its path, and changes nothing', async () => {
    const withParams = routes.filter((route) => route.params.length > 0);
    await fc.assert(
      fc.asyncProperty(pick(withParams), fc.nat(), malformedId, async (route, index, id) => {
        const param = route.params[index % route.params.length] ?? '';
        await expectRefused({
          route,
          path: pathOf(route, { [param]: id }),
          ...(takesBody(route) ? { body: '{}' } : {}),
        });
      }),
      runs(withParams.length * 8),
    );
  });

  it('answers 400 to a __proto__, constructor or prototype key anywhere in its body or query', async () => {
    const bodies = routes.filter(takesBody);
    await fc.assert(
      fc.asyncProperty(pick(bodies), withForbiddenKey, async (route, body) => {
        const outcome = await expectRefused({ route, path: pathOf(route), body }, [400]);
        expect(outcome.body?.code).toBe('request.forbiddenKey');
      }),
      runs(bodies.length * 8),
    );
    await fc.assert(
      fc.asyncProperty(
        pick(routes),
        fc.constantFrom(...forbiddenKeys),
        fc.string({ maxLength: 5 }),
        async (route, key, value) => {
          await expectRefused({ route, path: `${pathOf(route)}${queryString({ [key]: value })}` }, [400]);
        },
      ),
      runs(routes.length * 3),
    );
  });

  it('answers 400 to a body nested deeper than 32 levels', async () => {
    const bodies = routes.filter(takesBody);
    await fc.assert(
      fc.asyncProperty(pick(bodies), tooDeep, async (route, body) => {
        const outcome = await expectRefused({ route, path: pathOf(route), body }, [400]);
        expect(outcome.body?.code).toBe('request.tooDeep');
      }),
      runs(bodies.length * 5),
    );
  });

  it('answers 400 or 415 to a body that is not what its Content-Encoding says, 400 to malformed JSON', async () => {
    const bodies = routes.filter(takesBody);
    await fc.assert(
      fc.asyncProperty(
        pick(bodies),
        fc.constantFrom('gzip', 'deflate', 'br', 'compress', 'x-unknown', 'gzip, br'),
        fc.jsonValue({ maxDepth: 2 }),
        async (route, encoding, value) => {
          await expectRefused(
            { route, path: pathOf(route), body: JSON.stringify({ value }), headers: { 'Content-Encoding': encoding } },
            [400, 415],
          );
        },
      ),
      runs(bodies.length * 5),
    );
    await fc.assert(
      fc.asyncProperty(pick(bodies), malformedJson, async (route, body) => {
        await expectRefused({ route, path: pathOf(route), body }, [400]);
      }),
      runs(bodies.length * 5),
    );
  });

  it('answers 422 naming the field when a field of its schema gets a value of the wrong type', async () => {
    const typed = routes.flatMap((route) =>
      fieldsOf(route.validation?.body).map(([field, type, leniency]) => ({ route, field, type, leniency })),
    );
    expect(typed.length).toBeGreaterThan(50);
    await fc.assert(
      fc.asyncProperty(
        pick(typed).chain(({ route, field, type, leniency }) =>
          fc.record({
            route: fc.constant(route),
            field: fc.constant(field),
            value: wrongValueFor(type, leniency) ?? fc.constant(null),
            others: fc.dictionary(jsonKey, plainJson(2), { maxKeys: 3 }),
          }),
        ),
        async ({ route, field, value, others }) => {
          const body = JSON.stringify({ ...others, [field]: value });
          const outcome = await expectRefused({ route, path: pathOf(route), body }, [422]);
          const errors = Object.keys((outcome.body?.errors as Record<string, unknown> | undefined) ?? {});
          const named = errors.some(
            (key) => key === field || key.startsWith(`${field}.`) || key.startsWith(`${field}[`),
          );
          expect(named, `${route.method} ${route.path} ${body} → ${errors.join(', ')}`).toBe(true);
        },
      ),
      runs(Math.max(400, typed.length * 4)),
    );
    // The same for a body that is not an object at all.
    const schemaRoutes = routes.filter((route) => route.validation?.body !== undefined);
    await fc.assert(
      fc.asyncProperty(pick(schemaRoutes), fc.array(plainJson(1), { maxLength: 3 }), async (route, array) => {
        await expectRefused({ route, path: pathOf(route), body: JSON.stringify(array) }, [422]);
      }),
      runs(schemaRoutes.length * 3),
    );
  });

  it('answers 422 naming the parameter when a query parameter of its schema is out of its type or range', async () => {
    const typed = routes.flatMap((route) =>
      fieldsOf(route.validation?.query).map(([field, type]) => ({ route, field, type })),
    );
    expect(typed.length).toBeGreaterThan(0);
    await fc.assert(
      fc.asyncProperty(
        pick(typed).chain(({ route, field, type }) =>
          fc.record({ route: fc.constant(route), field: fc.constant(field), value: wrongQueryValueFor(type) }),
        ),
        async ({ route, field, value }) => {
          const outcome = await expectRefused(
            { route, path: `${pathOf(route)}${queryString({ [field]: value })}` },
            [422],
          );
          expect(Object.keys((outcome.body?.errors as Record<string, unknown> | undefined) ?? {})).toContain(field);
        },
      ),
      runs(typed.length * 20),
    );
  });

  it('never answers a 5xx to arbitrary JSON or query strings, and changes nothing when it refuses them', async () => {
    await fc.assert(
      fc.asyncProperty(
        pick(routes),
        fc.oneof(
          fc.dictionary(jsonKey, fc.jsonValue({ maxDepth: 3 }), { maxKeys: 5 }),
          fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 4 }),
        ),
        fc.dictionary(
          jsonKey,
          fc.oneof(fc.string({ maxLength: 12 }), fc.array(fc.string({ maxLength: 4 }), { maxLength: 2 })),
          {
            maxKeys: 3,
          },
        ),
        async (route, value, query) => {
          await expectNoServerError({
            route,
            path: `${pathOf(route)}${queryString(query)}`,
            ...(takesBody(route) ? { body: JSON.stringify(value) } : {}),
          });
        },
      ),
      runs(routes.length * 6),
    );
  });

  it('never answers a 5xx to arbitrary multipart bodies, and changes nothing when it refuses them', async () => {
    // The routes that read multipart (the upload families, the single-DTO families, the gateway's creates, imports)
    // come up more often than the rest, which refuse the type.
    const bodies = routes.filter(takesBody);
    const multipartRoutes = bodies.filter((route) => /\/(Create|Update\/:id|Import)$/i.test(route.path));
    await fc.assert(
      fc.asyncProperty(
        fc.oneof({ arbitrary: pick(multipartRoutes), weight: 3 }, { arbitrary: pick(bodies), weight: 1 }),
        fc.constantFrom('', '?storeCode=b2c', '?storeCode=b2b&button=publish'),
        multipartParts,
        async (route, query, parts) => {
          await expectNoServerError({ route, path: `${pathOf(route)}${query}`, body: formDataOf(parts) });
        },
      ),
      runs(multipartRoutes.length * 12),
    );
  });
});
