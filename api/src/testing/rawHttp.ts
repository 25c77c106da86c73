/**
 * One HTTP/1.1 request over a raw socket, for what fetch cannot show: a body sent chunked or larger than it
 * declares, written to the end while the server may already be answering, and how the connection then ends
 * (the answer read whole, or a reset).
 */
import { connect } from 'node:net';

export type RawAnswer = Readonly<{
  status: number;
  headers: Readonly<Record<string, string>>;
  body: string;
  /** The socket error seen while writing or reading (ECONNRESET, EPIPE), or null when it closed cleanly. */
  error: string | null;
}>;

export type RawRequest = Readonly<{
  method: string;
  path: string;
  headers: Readonly<Record<string, string>>;
  body: Buffer;
  /** Chunked transfer encoding (no Content-Length), in chunks of this many bytes; else the declared length. */
  chunked?: number;
}>;

const parse = (raw: Buffer, error: string | null): RawAnswer => {
  const text = raw.toString('utf8');
  const split = text.indexOf('\r\n\r\n');
  const head = split < 0 ? text : text.slice(0, split);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = split < 0 ? '' : text.slice(split + 4);
  if (headers['transfer-encoding'] === 'chunked') {
    let decoded = '';
    let rest = body;
    for (;;) {
      const end = rest.indexOf('\r\n');
      const size = Number.parseInt(rest.slice(0, end), 16);
      if (end < 0 || !Number.isFinite(size) || size === 0) break;
      decoded += rest.slice(end + 2, end + 2 + size);
      rest = rest.slice(end + 2 + size + 2);
    }
    body = decoded;
  }
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, body, error };
};

/** Whether `raw` holds a whole answer: its head, and its body to the declared length or the last chunk. */
const answerIsWhole = (raw: Buffer): boolean => {
  const split = raw.indexOf('\r\n\r\n');
  if (split < 0) return false;
  const head = raw.subarray(0, split).toString('latin1').toLowerCase();
  const body = raw.subarray(split + 4);
  const length = /\r\ncontent-length:\s*(\d+)/.exec(head);
  if (length) return body.length >= Number(length[1]);
  if (/\r\ntransfer-encoding:\s*chunked/.test(head)) return body.includes('0\r\n\r\n');
  return false;
};

export const rawRequest = (base: string, request: RawRequest): Promise<RawAnswer> => {
  const url = new URL(base);
  return new Promise((resolve) => {
    const received: Buffer[] = [];
    let error: string | null = null;
    const socket = connect({ host: url.hostname, port: Number(url.port) });
    // Our side is ended once the answer is whole, never before: Node's server drops a connection whose client
    // half-closes it before the answer is written (httpAllowHalfOpen is off), which is no server fault.
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      if (answerIsWhole(Buffer.concat(received))) socket.end();
    });
    socket.on('error', (cause: NodeJS.ErrnoException) => {
      error = cause.code ?? cause.message;
    });
    socket.on('close', () => resolve(parse(Buffer.concat(received), error)));
    // Waits for the socket to take more (drain) or to be gone; each wait removes its listeners, so a long body
    // does not pile them up on the socket.
    const write = (bytes: Buffer | string): Promise<void> =>
      new Promise((written) => {
        if (socket.destroyed || socket.write(bytes)) return written();
        const done = (): void => {
          socket.off('drain', done);
          socket.off('close', done);
          written();
        };
        socket.on('drain', done);
        socket.on('close', done);
      });
    socket.on('connect', async () => {
      const framing =
        request.chunked === undefined
          ? { 'Content-Length': String(request.body.length) }
          : { 'Transfer-Encoding': 'chunked' };
      const headers = { Host: url.host, ...request.headers, ...framing };
      const head = `${request.method} ${request.path} HTTP/1.1\r\n${Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('')}\r\n`;
      await write(head);
      if (request.chunked === undefined) await write(request.body);
      else {
        for (let at = 0; at < request.body.length; at += request.chunked) {
          const chunk = request.body.subarray(at, at + request.chunked);
          await write(`${chunk.length.toString(16)}\r\n`);
          await write(chunk);
          await write('\r\n');
        }
        await write('0\r\n\r\n');
      }
    });
  });
};
