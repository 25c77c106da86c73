/**
 * The API's answers on the seeded store, compared with a recording: the safety net of the structure work (issue 22),
 * which moves code between modules and must not change one byte of what the public store, the portal and the back
 * office are answered.
 *
 * The calls are a fixed walk: every public store read, the portal's reads as the portal user, and for each admin
 * family in each store its list, its create screen and the edit and details screens of its first rows, in English
 * and French. What differs from one run to the next is replaced before comparing, and only that: the ids a run
 * makes up (UUIDs), and the times of the seed users, who are written at the real time of the run.
 *
 * To record again after a change that is meant to change answers: `RECORD_ANSWERS=1 npx vitest run
 * api/src/recordedAnswers.test.ts`, then review the recording's diff like code. CI never records.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { adminFamilies } from '@parks/schemas/admin/calls';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { caller, startTestApi, type TestApi, testNow, userToken } from './testing/testApi.ts';

const recording = new URL('./recordedAnswers.json', import.meta.url);
const record = process.env.RECORD_ANSWERS === '1' && process.env.CI !== 'true';

type Recorded = Readonly<{ status: number; body: unknown }>;

let api: TestApi | undefined;
const tokens: Record<'lmg' | 'portal', string> = { lmg: '', portal: '' };

beforeAll(async () => {
  api = await startTestApi({ store: true, accounts: true });
  tokens.lmg = await userToken(api.base, 'lmg');
  tokens.portal = await userToken(api.base, 'portal');
}, 60_000);

afterAll(async () => {
  await api?.close();
});

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const isoTime = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{3})?Z/g;

/**
 * The answers with the run's own values replaced: each UUID by `<id N>` in the order first seen (so that equal ids
 * stay equal), and each time that is not the store's fixed clock or earlier by `<now>` (the seed users' times).
 */
const normalised = (answers: Readonly<Record<string, Recorded>>): Record<string, Recorded> => {
  const ids = new Map<string, string>();
  const text = JSON.stringify(answers)
    .replace(uuid, (id) => {
      let known = ids.get(id);
      if (known === undefined) {
        known = `<id ${ids.size + 1}>`;
        ids.set(id, known);
      }
      return known;
    })
    .replace(isoTime, (time) => (Date.parse(time) > testNow.getTime() + 60_000 ? '<now>' : time));
  return JSON.parse(text) as Record<string, Recorded>;
};

/** The first string field of a list row whose name ends in `Id`: the row's record. */
const rowId = (row: Readonly<Record<string, unknown>>): string | undefined =>
  Object.entries(row).find(([key, value]) => key.endsWith('Id') && typeof value === 'string')?.[1] as
    | string
    | undefined;

it('answers every call of the walk as recorded', async () => {
  if (!api) throw new Error('the API did not start');
  const call = caller(api.base);
  const answers: Record<string, Recorded> = {};
  const ask = async (
    path: string,
    language: 'en' | 'fr',
    token?: string,
  ): Promise<Readonly<{ status: number; body: unknown }>> => {
    const answer = await call(path, { language, ...(token === undefined ? {} : { token }) });
    answers[`${language} ${token === tokens.portal ? 'portal ' : token ? 'staff ' : ''}GET ${path}`] = {
      status: answer.status,
      body: answer.body,
    };
    return answer;
  };

  for (const lng of ['en', 'fr'] as const) {
    // The public store.
    for (const path of ['GetSettings', 'GetHomeContent', 'GetCategories', 'GetUrlAliases'])
      await ask(`/api/store/${path}`, lng);
    // Every page the store has an alias for: its type, and its category page (a 404 for the content pages).
    const aliases = await call<readonly { alias: Readonly<Record<'en' | 'fr', string>> }[]>(
      '/api/store/GetUrlAliases',
      { language: lng },
    );
    for (const alias of new Set(aliases.body.map((entry) => entry.alias[lng]))) {
      await ask(`/api/store/GetTypeByUrlAlias/${encodeURIComponent(alias)}`, lng);
      await ask(`/api/store/GetCategory/${encodeURIComponent(alias)}`, lng);
    }
    for (const search of ['pass', 'carte', 'permis', 'zzz'])
      await ask(`/api/store/search?search=${search}&lng=${lng}`, lng);
    await ask('/api/store/GetContentByName/HeaderSection', lng);
    await ask('/api/store/GetCategory/no-such-alias', lng);

    // The portal, as its seeded user.
    await ask('/api/portal/categories', lng, tokens.portal);
    const categories = await call<readonly { urlAlias: Readonly<Record<'en' | 'fr', string>> }[]>(
      '/api/portal/categories',
      { language: lng, token: tokens.portal },
    );
    for (const category of categories.body)
      await ask(`/api/portal/category/${encodeURIComponent(category.urlAlias[lng])}`, lng, tokens.portal);
    await ask('/api/portal/product/prod-b2b-wall-calendar', lng, tokens.portal);
    for (const search of ['calendar', 'calendrier', 'guide'])
      await ask(`/api/portal/search?search=${search}`, lng, tokens.portal);
    await ask('/api/portal/orders', lng, tokens.portal);

    // The back office: each family's list, its create screen and its first rows' screens, in each store.
    for (const family of adminFamilies) {
      for (const storeCode of ['b2c', 'b2b'] as const) {
        const list = await ask(`/api/${family}/GetAll?storeCode=${storeCode}`, lng, tokens.lmg);
        await ask(`/api/${family}/GetById/new?storeCode=${storeCode}&action=create`, lng, tokens.lmg);
        const rows = (list.body as { rows?: Readonly<Record<string, unknown>>[] } | null)?.rows ?? [];
        for (const id of rows.slice(0, 2).map(rowId)) {
          if (id === undefined) continue;
          for (const action of ['edit', 'details'])
            await ask(
              `/api/${family}/GetById/${encodeURIComponent(id)}?storeCode=${storeCode}&action=${action}`,
              lng,
              tokens.lmg,
            );
        }
      }
    }
  }

  const answered = normalised(answers);
  if (record) {
    // One call per line: a change to an answer shows in the recording's diff as that call's line.
    const lines = Object.entries(answered).map(([key, answer]) => `${JSON.stringify(key)}:${JSON.stringify(answer)}`);
    writeFileSync(recording, `{\n${lines.join(',\n')}\n}\n`);
    return;
  }
  expect(existsSync(recording), 'no recording: run once with RECORD_ANSWERS=1 and commit it').toBe(true);
  const recorded = JSON.parse(readFileSync(recording, 'utf8')) as Record<string, Recorded>;
  expect(Object.keys(answered)).toEqual(Object.keys(recorded));
  for (const [key, answer] of Object.entries(answered)) expect(answer, key).toEqual(recorded[key]);
}, 120_000);
