/**
 * A client that goes away (a download or an image left half-read, an upload cancelled half-sent) is logged at
 * debug, never as an error: the classifier on its own, then over real HTTP against a started server whose log
 * lines are captured, on the stored files' route and on the migration's upload.
 */
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { createLogger } from '@parks/infra/logging';
import { describe, expect, it } from 'vitest';
import { adminTestApi } from '../admin/testing/adminTestApi.ts';
import { fileUrl } from '../files/routes.ts';
import { eventually } from '../testing/testApi.ts';
import { isClientAbort } from './clientAbort.ts';

type Line = Readonly<{ level: number; msg: string; path?: string; status?: number }>;

/** A server on the test stores whose log lines (debug and up) are kept, parsed. */
const capturingServer = async () => {
  const lines: Line[] = [];
  const logger = createLogger({
    level: 'debug',
    destination: { write: (line: string) => void lines.push(JSON.parse(line)) },
  });
  const { url } = await admin.app.start({ logger });
  return { url, lines };
};

const admin = adminTestApi();

const withCode = (code: string, fields: Record<string, unknown> = {}) =>
  Object.assign(new Error(code), { code, ...fields });

/** The request and response halves of an exchange, as the classifier reads them. */
const exchange = (request: { aborted?: boolean; destroyed?: boolean }, writableFinished = false) => ({
  req: request,
  res: { writableFinished },
});

describe('isClientAbort', () => {
  it('tells a client that stopped reading from an error of ours by its code once the response has started', () => {
    const started = (code: string, headerSent = true) => withCode(code, { headerSent });
    expect(isClientAbort(started('ERR_STREAM_PREMATURE_CLOSE'))).toBe(true);
    expect(isClientAbort(started('ECONNRESET'))).toBe(true);
    expect(isClientAbort(started('EPIPE'))).toBe(true);
    // Node's parser, on a connection closed before the body it declared was all sent.
    expect(isClientAbort(started('HPE_INVALID_EOF_STATE'))).toBe(true);
    expect(isClientAbort(started('ECONNRESET', false))).toBe(false); // before any answer: a peer of ours (Redis…)
    expect(isClientAbort(started('ENOENT'))).toBe(false);
    expect(isClientAbort(new Error('secret internal detail'))).toBe(false);
    expect(isClientAbort('not an error')).toBe(false);
    expect(isClientAbort(null)).toBe(false);
  });

  it('counts the abort of a request still being sent only while that request is gone', () => {
    // Node's own error on a request whose client closed the connection mid-body.
    const aborted = withCode('ECONNRESET');
    aborted.message = 'aborted';
    expect(isClientAbort(aborted, exchange({ aborted: true, destroyed: true }))).toBe(true);
    expect(isClientAbort(withCode('ECONNABORTED'), exchange({ destroyed: true }))).toBe(true);
    expect(isClientAbort(withCode('ERR_STREAM_PREMATURE_CLOSE'), exchange({ destroyed: true }))).toBe(true);
    // Any error after the answer started, on a request that is gone.
    expect(isClientAbort(Object.assign(new Error('x'), { headerSent: true }), exchange({ destroyed: true }))).toBe(
      true,
    );
    // The same codes while the client is still there are a peer of ours resetting, not the client.
    expect(isClientAbort(aborted, exchange({}))).toBe(false);
    // A failure of ours is still ours when the client has left too, and so is one after the answer was written.
    expect(isClientAbort(new Error('database down'), exchange({ destroyed: true }))).toBe(false);
    expect(isClientAbort(aborted, exchange({ destroyed: true }, true))).toBe(false);
  });
});

describe('over HTTP', () => {
  it('logs a download of a stored file cancelled mid-way at debug, with no error-level line', async () => {
    const { url, lines } = await capturingServer();
    // Larger than the socket buffers of both ends, so the server is still writing when the client leaves.
    const { metadata } = await admin.app.blobs.put(randomBytes(16 * 1024 * 1024), {
      contentType: 'application/pdf',
      originalName: 'guide.pdf',
    });
    const path = fileUrl(metadata.id);
    const cancelled = new AbortController();
    const response = await fetch(`${url}${path}`, { signal: cancelled.signal });
    expect(response.status).toBe(200);
    const first = await response.body?.getReader().read();
    expect(first?.done).toBe(false);
    cancelled.abort();
    await eventually(() => (lines.some((line) => line.msg === 'client went away' && line.path === path) ? true : null));
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.find((line) => line.msg === 'client went away')?.level).toBe(20);
  });

  it('logs a migration upload the client stops sending mid-way at debug, with no error-level line', async () => {
    const { url, lines } = await capturingServer();
    const { hostname, port } = new URL(url);
    const path = '/api/Migration/Migrate';
    // A body declared at 1 MB of which a part is sent, then the connection is closed under the server.
    await new Promise<void>((resolve, reject) => {
      const socket = connect({ host: hostname, port: Number(port) }, () => {
        const head =
          `POST ${path}?storeCode=b2c&fileName=products.csv HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
          `Authorization: Bearer ${admin.lmg()}\r\nContent-Type: text/csv\r\nContent-Length: 1000000\r\n\r\n`;
        socket.write(head);
        socket.write(`sku,name_EN\n${'HALF-1,x\n'.repeat(8_000)}`, () => {
          socket.destroy();
          resolve();
        });
      });
      socket.on('error', reject);
    });
    // The request's own line comes last, once its failure has been logged.
    await eventually(() => (lines.some((line) => line.msg === 'request' && line.path === path) ? true : null));
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    // Node's parser (the body ends short) and the reading route (its stream aborted) each see it: both at debug.
    const wentAway = lines.filter((line) => line.msg === 'client went away');
    expect(wentAway.length).toBeGreaterThan(0);
    expect(new Set(wentAway.map((line) => `${line.level} ${line.path}`))).toEqual(new Set([`20 ${path}`]));
  });
});
