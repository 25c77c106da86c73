/**
 * Serves the built web app (web/dist): files with their content type, ETag and Last-Modified; hashed
 * assets (`/assets/name-<hash>.js`) cached for a year as immutable, everything else revalidated. A path
 * with no file extension is a client route and gets index.html (react-router takes it from there); a
 * missing file with an extension falls through to a 404. Paths of the server itself (/api, /ops, /health,
 * /ready) are never the app's: unanswered, they stay 404. Without a build, a small page says how to make one.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Middleware, ParameterizedContext } from 'koa';
import type { AppState } from '../state.ts';
import { ProblemError } from './problems.ts';

const hashedAsset = /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const placeholder = `<!doctype html>
<html lang="en-CA">
  <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Parks Store</title></head>
  <body>
    <main>
      <h1>Parks Store</h1>
      <p>The web app has not been built yet: run <code>npm run build</code>, then reload. The API is up (<a href="/health">/health</a>).</p>
      <p lang="fr-CA">L’application web n’est pas encore construite : lancez <code>npm run build</code>, puis rechargez la page.</p>
    </main>
  </body>
</html>
`;

const fileStat = async (path: string) => {
  try {
    const info = await stat(path);
    return info.isFile() ? info : undefined;
  } catch {
    return undefined;
  }
};

/** The file under root a URL path names, or undefined for a path that tries to leave root or reach a dotfile. */
const resolveUnder = (root: string, urlPath: string): string | undefined => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    throw new ProblemError(400, 'request.invalid');
  }
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  const path = join(root, normalize(decoded));
  return path.startsWith(root + sep) ? path : undefined;
};

const sendFile = async (ctx: ParameterizedContext<AppState>, path: string, cacheControl: string): Promise<boolean> => {
  const info = await fileStat(path);
  if (info === undefined) return false;
  ctx.set('Cache-Control', cacheControl);
  ctx.lastModified = info.mtime;
  ctx.etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  ctx.type = extname(path);
  ctx.status = 200; // Koa judges freshness only on a 2xx response.
  if (ctx.fresh) {
    ctx.status = 304;
    return true;
  }
  ctx.length = info.size;
  ctx.body = createReadStream(path);
  return true;
};

const serverPaths = ['/api', '/ops', '/health', '/ready'];
const isServerPath = (path: string): boolean =>
  serverPaths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

export const staticWeb = (root: string): Middleware<AppState> =>
  async function staticWeb(ctx, next) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isServerPath(ctx.path)) return next();
    const file = resolveUnder(root, ctx.path);
    if (file === undefined) return next();
    if (!ctx.path.endsWith('/')) {
      const cache = hashedAsset.test(ctx.path) ? IMMUTABLE : REVALIDATE;
      if (await sendFile(ctx, file, cache)) return;
      if (extname(ctx.path) !== '') return next();
    }
    // A client route: the app shell.
    const index = join(root, 'index.html');
    if (await fileStat(index)) {
      ctx.set('Cache-Control', REVALIDATE);
      ctx.type = 'html';
      ctx.body = await readFile(index);
      return;
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'html';
    ctx.body = placeholder;
  };
