/**
 * Listening and closing: listen on host:port (0 = any free port) and report the URL; close stops taking
 * connections, lets in-flight requests finish for a grace period, then cuts what is left (keep-alive).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';

export type HttpServer = Readonly<{
  server: Server;
  url: string;
  port: number;
  close: (graceMs?: number) => Promise<void>;
}>;

const urlOf = (host: string, port: number): string => {
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
};

export const listen = async <S>(app: Koa<S>, host: string, port: number): Promise<HttpServer> => {
  const server = createServer(app.callback());
  server.keepAliveTimeout = 5_000;
  server.headersTimeout = 10_000;
  server.requestTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  return {
    server,
    url: urlOf(host, actualPort),
    port: actualPort,
    close: (graceMs = 5_000) => {
      closing ??= new Promise<void>((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), graceMs);
        force.unref();
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      });
      return closing;
    },
  };
};
