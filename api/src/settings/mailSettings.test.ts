/**
 * The mail and API settings (issue #24) over real HTTP: the Settings records `smtp` and `api` beside `store`.
 * - roles (back-office.md §6: the settings area is LMG and SuperUser's): they read and change both records and send
 *   the test mail; Administrator, Operator and a portal user are refused with 403 and nothing is appended; no token
 *   is a 401;
 * - the SMTP password is write-only: never in an answer, an event (which holds it sealed, and it opens with the
 *   harness's key), the event store's or the read models' files, or the log; an empty field keeps it;
 * - the test mail goes through the settings as they are now: the sandbox's mail folder with the configured From
 *   and Reply-To while no host is set; a real SMTP server (with AUTH) once one is, and its refusal is a 502 with
 *   the server's reason in the caller's language;
 * - bad input is a 422 with a message, and changes nothing;
 * - the analytics tag id reaches the web's call and the pages' CSP only while it is set.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLogger } from '@parks/infra/logging';
import { type SmtpSink, startSmtpSink } from '@parks/infra/mail/testing/smtpSink';
import { createSecretBox } from '@parks/infra/secrets/secretBox';
import type { AdminProblem, FormAnswer, ListAnswer, WriteAnswer } from '@parks/schemas/admin/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestApi } from '../admin/testing/adminTestApi.ts';
import { allEvents } from '../testing/testApi.ts';

const admin = adminTestApi();
const { call } = admin;

const PASSWORD = 'Relay-Secret-7f3c9!';
const RELAY_USER = 'store-mailer';

let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink({ auth: { user: RELAY_USER, password: PASSWORD } });
});

afterAll(async () => {
  await sink?.close();
});

const sinkPort = (): number => Number(new URL(sink.url).port);

type Answer = Readonly<{ status: number; body: WriteAnswer & AdminProblem }>;

const update = (id: 'smtp' | 'api', body: unknown, token = admin.lmg(), language = 'en'): Promise<Answer> =>
  call<WriteAnswer & AdminProblem>(`/api/Settings/Update/${id}?storeCode=b2c`, {
    method: 'PUT',
    token,
    body,
    language,
  });

const form = (id: 'smtp' | 'api', action: 'edit' | 'details' = 'edit', token = admin.lmg(), language = 'en') =>
  call<FormAnswer & AdminProblem>(`/api/Settings/GetById/${id}?storeCode=b2c&action=${action}`, { token, language });

const sendTest = (to: string, token = admin.lmg(), language = 'en'): Promise<Answer> =>
  call<WriteAnswer & AdminProblem>('/api/Settings/SendTestEmail?storeCode=b2c', {
    method: 'POST',
    token,
    body: { to },
    language,
  });

const fieldOf = (answer: FormAnswer, name: string) =>
  answer.sections.flatMap((section) => section.fields).find((field) => field.name === name);

/** Every file of the event store and the read models (the databases and their journals), as text. */
const storedBytes = (): string =>
  readdirSync(admin.app.dir)
    .filter((name) => name.startsWith('events.sqlite') || name.startsWith('readmodels.sqlite'))
    .map((name) => readFileSync(join(admin.app.dir, name)).toString('latin1'))
    .join('\n');

const smtpEvents = async () =>
  (await allEvents(admin.app.eventStore)).filter((event) => event.type === 'SmtpSettingsChanged');

const emlFiles = (): string[] => {
  try {
    return readdirSync(admin.app.mailDir)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => readFileSync(join(admin.app.mailDir, name), 'utf8'));
  } catch {
    return [];
  }
};

describe('who reads and changes the mail and API settings', () => {
  it('LMG and SuperUser read both records in both languages', async () => {
    for (const role of ['LMG', 'SuperUser']) {
      for (const id of ['smtp', 'api'] as const) {
        const en = await form(id, 'edit', admin.tokens[role]);
        expect(en.status, `${role} ${id}`).toBe(200);
        expect(en.body.buttons.map((button) => button.name)).toEqual(['save', 'cancel']);
        const fr = await form(id, 'details', admin.tokens[role], 'fr');
        expect(fr.status).toBe(200);
        expect(fr.body.sections.flatMap((s) => s.fields.map((f) => f.name))).toEqual(
          en.body.sections.flatMap((s) => s.fields.map((f) => f.name)),
        );
      }
    }
    const smtp = await form('smtp');
    expect(smtp.body.title).toBe('Change settings: Mail server (SMTP)');
    expect(fieldOf(smtp.body, 'password')).toMatchObject({ type: 'password', initialValue: '', prompt: 'Not set.' });
    const api = await form('api', 'edit', admin.lmg(), 'fr');
    expect(api.body.title).toBe('Modifier les paramètres : Paramètres de l’API');
  });

  it('refuses the other roles (403) on every call and appends nothing; no token is a 401', async () => {
    await admin.expectForbidden(['Administrator', 'Operator', 'PortalUser'], async (token) => [
      await form('smtp', 'edit', token),
      await form('api', 'details', token),
      await update('smtp', { host: 'smtp.example.org' }, token),
      await update('api', { analyticsTagId: 'G-ABCDE12345' }, token),
      await sendTest('someone@parks.example', token),
    ]);
    const anonymous = await call('/api/Settings/GetById/smtp?storeCode=b2c&action=edit');
    expect(anonymous.status).toBe(401);
    const anonymousWrite = await call('/api/Settings/Update/smtp?storeCode=b2c', {
      method: 'PUT',
      body: { host: 'x.example.org' },
    });
    expect(anonymousWrite.status).toBe(401);
    expect(
      (await call('/api/Settings/SendTestEmail?storeCode=b2c', { method: 'POST', body: { to: 'a@b.ca' } })).status,
    ).toBe(401);
  });

  it('keeps the store record and its list as they were: GetAll lists the store record alone', async () => {
    const list = await call<ListAnswer>('/api/Settings/GetAll?storeCode=b2c', { token: admin.lmg() });
    expect(list.status).toBe(200);
    expect(list.body.rows.map((row) => row.settingId)).toEqual(['store']);
  });
});

describe('the SMTP password', () => {
  it('is sealed in the event with the actor and role, never shown, and an empty field keeps it', async () => {
    const saved = await update('smtp', {
      host: '127.0.0.1',
      port: String(sinkPort()),
      tls: 'false',
      user: RELAY_USER,
      password: PASSWORD,
      fromAddress: 'Store@Parks.example',
      replyTo: 'help@parks.example',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Published successfully.');
    expect(JSON.stringify(saved.body)).not.toContain(PASSWORD);

    const events = await smtpEvents();
    expect(events).toHaveLength(1);
    const data = events[0]?.data ?? {};
    expect(data).toMatchObject({
      host: '127.0.0.1',
      port: sinkPort(),
      user: RELAY_USER,
      fromAddress: 'store@parks.example',
      role: 'LMG',
      changedBy: expect.stringMatching(/^usr-/),
    });
    expect(JSON.stringify(events.map((event) => [event.data, event.metadata]))).not.toContain(PASSWORD);
    expect(data.sealedPassword).toEqual(expect.stringMatching(/^v1\./));
    expect(admin.app.secrets.open(String(data.sealedPassword))).toBe(PASSWORD);
    // At rest: not in the event store's nor the read models' files.
    expect(storedBytes()).not.toContain(PASSWORD);

    for (const action of ['edit', 'details'] as const) {
      for (const language of ['en', 'fr']) {
        const shown = await form('smtp', action, admin.lmg(), language);
        expect(JSON.stringify(shown.body)).not.toContain(PASSWORD);
        expect(JSON.stringify(shown.body)).not.toContain(String(data.sealedPassword));
        expect(fieldOf(shown.body, 'password')?.initialValue).toBe('');
      }
    }
    expect(fieldOf((await form('smtp')).body, 'password')?.prompt).toBe('•••• set. Leave empty to keep it.');
    expect(fieldOf((await form('smtp', 'edit', admin.lmg(), 'fr')).body, 'password')?.prompt).toBe(
      '•••• enregistré. Laissez vide pour le conserver.',
    );
    const list = await call('/api/Settings/GetAll?storeCode=b2c', { token: admin.lmg() });
    expect(JSON.stringify(list.body)).not.toContain(PASSWORD);

    // The form sent back as it is (an empty password) keeps the password and records nothing.
    const again = await update('smtp', {
      host: '127.0.0.1',
      port: String(sinkPort()),
      tls: 'false',
      user: RELAY_USER,
      password: '',
      fromAddress: 'store@parks.example',
      replyTo: 'help@parks.example',
    });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Saved successfully.');
    expect(await smtpEvents()).toHaveLength(1);
  });

  it('goes to the relay (AUTH) for the test mail, with the configured From and Reply-To', async () => {
    const sent = await sendTest('staff@parks.example');
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('The test e-mail was sent to staff@parks.example.');
    const mail = sink.received.at(-1);
    expect(mail?.envelopeTo).toEqual(['staff@parks.example']);
    expect(mail?.header('from')).toContain('store@parks.example');
    expect(mail?.header('reply-to')).toContain('help@parks.example');
    expect(mail?.header('subject')).toBe('Parks Store: test e-mail');
    const fr = await sendTest('staff@parks.example', admin.lmg(), 'fr');
    expect(fr.body.message).toBe('Le courriel d’essai a été envoyé à staff@parks.example.');
  });

  it('reports the relay’s refusal as a 502 with its reason, in the caller’s language, never in the log', async () => {
    const lines: string[] = [];
    const logger = createLogger({ level: 'debug', destination: { write: (line: string) => void lines.push(line) } });
    const { url } = await admin.app.start({ logger });
    const wrong = 'Not-The-Password-42';
    const logged = async (path: string, method: string, body: unknown, language = 'en') => {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${admin.lmg()}`,
          'Content-Type': 'application/json',
          'Accept-Language': language,
        },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as WriteAnswer & AdminProblem };
    };
    expect((await logged('/api/Settings/Update/smtp?storeCode=b2c', 'PUT', { password: wrong })).status).toBe(200);
    const refused = await logged('/api/Settings/SendTestEmail?storeCode=b2c', 'POST', { to: 'staff@parks.example' });
    expect(refused.status).toBe(502);
    expect(refused.body.message).toMatch(/^The mail server did not accept the test e-mail: .*535/);
    expect(refused.body.message).not.toMatch(/\n\s+at /);
    const fr = await logged('/api/Settings/SendTestEmail?storeCode=b2c', 'POST', { to: 'staff@parks.example' }, 'fr');
    expect(fr.status).toBe(502);
    expect(fr.body.message).toMatch(/^Le serveur de courriel n’a pas accepté le courriel d’essai : .*535/);
    // Back to the right password, through the same server: the next send follows it without a restart.
    expect((await logged('/api/Settings/Update/smtp?storeCode=b2c', 'PUT', { password: PASSWORD })).status).toBe(200);
    expect((await logged('/api/Settings/SendTestEmail?storeCode=b2c', 'POST', { to: 'x@parks.example' })).status).toBe(
      200,
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(PASSWORD);
    expect(lines.join('\n')).not.toContain(wrong);
    expect(JSON.stringify((await allEvents(admin.app.eventStore)).map((event) => event.data))).not.toContain(wrong);
  });

  it('without a host, the test mail lands in the sandbox’s mail folder with the configured From', async () => {
    expect((await update('smtp', { host: '', fromAddress: 'orders@parks.example' })).status).toBe(200);
    const before = emlFiles().length;
    const sent = await sendTest('sandbox@parks.example');
    expect(sent.status).toBe(200);
    const files = emlFiles();
    expect(files).toHaveLength(before + 1);
    const mail = files.find((text) => text.includes('sandbox@parks.example')) ?? '';
    expect(mail).toMatch(/^From: .*orders@parks\.example/m);
    expect(mail).toMatch(/^Reply-To: help@parks\.example/m);
  });

  it('reports a password that no configured key opens as a refusal, not a server error', async () => {
    const saved = await update('smtp', {
      host: '127.0.0.1',
      port: String(sinkPort()),
      user: RELAY_USER,
      password: PASSWORD,
    });
    expect(saved.status).toBe(200);
    // Another server on the same stores with another key: the key that sealed the password is not configured there.
    const { url } = await admin.app.start({ secrets: createSecretBox({ current: randomBytes(32) }) });
    const response = await fetch(`${url}/api/Settings/SendTestEmail?storeCode=b2c`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin.lmg()}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ to: 'staff@parks.example' }),
    });
    expect(response.status).toBe(502);
    const body = (await response.json()) as AdminProblem;
    expect(body.message).toBe(
      'The mail server did not accept the test e-mail: no configured settings key opens this secret',
    );
  });

  it('removes the password when asked', async () => {
    expect((await update('smtp', { clearPassword: 'true' })).status).toBe(200);
    expect((await smtpEvents()).at(-1)?.data.sealedPassword).toBeNull();
    expect(fieldOf((await form('smtp')).body, 'password')?.prompt).toBe('Not set.');
  });
});

describe('bad input', () => {
  const cases: readonly Readonly<{ id: 'smtp' | 'api'; body: Record<string, unknown>; field: string }>[] = [
    { id: 'smtp', body: { port: 'abc' }, field: 'port' },
    { id: 'smtp', body: { port: 70_000 }, field: 'port' },
    { id: 'smtp', body: { port: 0 }, field: 'port' },
    { id: 'smtp', body: { host: 'smtp://relay.example.org:25' }, field: 'host' },
    { id: 'smtp', body: { host: 'x'.repeat(300) }, field: 'host' },
    { id: 'smtp', body: { fromAddress: 'not-an-address' }, field: 'fromAddress' },
    { id: 'smtp', body: { replyTo: 'a@' }, field: 'replyTo' },
    { id: 'smtp', body: { user: 'u'.repeat(255) }, field: 'user' },
    { id: 'smtp', body: { password: 'p'.repeat(513) }, field: 'password' },
    { id: 'smtp', body: { tls: 'maybe' }, field: 'tls' },
    { id: 'api', body: { analyticsTagId: 'UA-1<script>' }, field: 'analyticsTagId' },
    { id: 'api', body: { mediaHost: 'http://media.example.org' }, field: 'mediaHost' },
  ];

  it('is a 422 naming the field with a message, in both languages, and changes nothing', async () => {
    const before = await admin.head();
    for (const { id, body, field } of cases) {
      for (const language of ['en', 'fr']) {
        const answer = await update(id, body, admin.lmg(), language);
        expect(answer.status, JSON.stringify(body)).toBe(422);
        expect(answer.body.errors?.[field]?.[0], JSON.stringify(body)).toEqual(expect.any(String));
        expect(answer.body.message).toEqual(expect.any(String));
      }
    }
    const badTo = await sendTest('nobody');
    expect(badTo.status).toBe(422);
    expect(badTo.body.errors?.to?.[0]).toMatch(/valid email/);
    expect(await admin.head()).toBe(before);
  });

  it('knows only its three records', async () => {
    expect((await call('/api/Settings/GetById/mail?storeCode=b2c&action=edit', { token: admin.lmg() })).status).toBe(
      404,
    );
  });
});

describe('the analytics tag', () => {
  const cspOf = async (path: string): Promise<string> =>
    (await fetch(`${admin.app.base}${path}`)).headers.get('content-security-policy') ?? '';

  it('is off, and the CSP allows nothing new, until a tag id is set; then the page allows the tag’s host alone', async () => {
    const before = await call<{ tagId: string | null }>('/api/store/GetAnalytics');
    expect(before.body).toEqual({ tagId: null });
    const strictPage = await cspOf('/en/');
    expect(strictPage).not.toContain('googletagmanager');

    const saved = await update('api', { analyticsTagId: 'g-test12345', mediaHost: 'https://media.parks.example/' });
    expect(saved.status).toBe(200);
    expect((await call('/api/store/GetAnalytics')).body).toEqual({ tagId: 'G-TEST12345' });
    const page = await cspOf('/en/');
    expect(page).toContain("script-src 'self' https://www.googletagmanager.com");
    expect(page).toContain("connect-src 'self' https://www.googletagmanager.com");
    expect(page.replace(/ https:\/\/www\.googletagmanager\.com/g, '')).toBe(strictPage);
    // The API's answers keep the strict policy.
    expect(await cspOf('/api/store/GetAnalytics')).toBe(strictPage);
    const shown = await form('api');
    expect(fieldOf(shown.body, 'mediaHost')?.initialValue).toBe('https://media.parks.example');

    expect((await update('api', { analyticsTagId: '' })).status).toBe(200);
    expect((await call('/api/store/GetAnalytics')).body).toEqual({ tagId: null });
    expect(await cspOf('/en/')).toBe(strictPage);
  });
});
