/**
 * Every multipart upload route (spec back-office §7: products, categories, banners and contents, Create and
 * Update) answers a body over its limits with a 413 and the spec's message, whether the body declares its length
 * or comes chunked, and the client reads that answer whole on a connection that then closes (never a reset):
 * over raw sockets, as a browser or a script would send them. The migration's upload and the JSON parser have
 * theirs in migration.test.ts and app.test.ts; a banner image over 50 MB in content.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { type RawAnswer, rawRequest } from '../testing/rawHttp.ts';
import { adminTestApi, filesUnder } from './testing/adminTestApi.ts';

const admin = adminTestApi();
const { lmg, head } = admin;

type UploadRoute = Readonly<{ method: 'POST' | 'PUT'; path: string; dtoPart: string; filePart: string }>;

const families = [
  { family: 'Products', dtoPart: 'productDto', filePart: 'files_en' },
  { family: 'Categories', dtoPart: 'categoryDto', filePart: 'files_fr' },
  { family: 'Banners', dtoPart: 'bannerDto', filePart: 'files' },
  { family: 'Contents', dtoPart: 'contentDto', filePart: 'files' },
] as const;

const routes: readonly UploadRoute[] = families.flatMap(({ family, dtoPart, filePart }) => [
  { method: 'POST', path: `/api/${family}/Create?storeCode=b2c&button=publish`, dtoPart, filePart },
  { method: 'PUT', path: `/api/${family}/Update/upload-limits-1?storeCode=b2c&button=save`, dtoPart, filePart },
]);

const boundary = 'parks-upload-limits';

/** A multipart body: the DTO part's text, then (when given) one file part with these bytes. */
const multipartBody = (route: UploadRoute, dto: string, file?: Readonly<{ name: string; bytes: Buffer }>): Buffer =>
  Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${route.dtoPart}"\r\n\r\n${dto}\r\n`),
    ...(file === undefined
      ? []
      : [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${route.filePart}"; filename="${file.name}"\r\n` +
              'Content-Type: image/png\r\n\r\n',
          ),
          file.bytes,
          Buffer.from('\r\n'),
        ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);

/** The same body sent with its length declared, then chunked (no Content-Length). */
const bothWays = async (route: UploadRoute, body: Buffer, language: string): Promise<[string, RawAnswer][]> => {
  const answers: [string, RawAnswer][] = [];
  for (const chunked of [undefined, 256 * 1024]) {
    const answer = await rawRequest(admin.app.base, {
      method: route.method,
      path: route.path,
      headers: {
        Authorization: `Bearer ${lmg()}`,
        'Accept-Language': language,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
      },
      body,
      ...(chunked === undefined ? {} : { chunked }),
    });
    answers.push([`${route.method} ${route.path} ${chunked === undefined ? 'declared' : 'chunked'}`, answer]);
  }
  return answers;
};

/** What a client must see: the whole 413, told the connection closes, and no reset. */
const cleanRefusal = (answer: RawAnswer) => [answer.status, answer.error, answer.headers.connection];

describe('a too-large upload on every multipart route', () => {
  it('answers an image over 50 MB with 413 and the spec’s message, declared or chunked, storing nothing', async () => {
    const before = await head();
    const blobsBefore = filesUnder(admin.app.blobsDir);
    // Over the 50 MB an image may weigh (spec §5: 52428800 bytes).
    const huge = Buffer.alloc(52_428_800 + 512 * 1024, 7);
    for (const route of routes) {
      const body = multipartBody(route, '{}', { name: 'huge.png', bytes: huge });
      for (const [sent, answer] of await bothWays(route, body, 'en')) {
        expect([sent, ...cleanRefusal(answer)]).toEqual([sent, 413, null, 'close']);
        const problem = JSON.parse(answer.body);
        expect([sent, problem.detail, problem.errors]).toEqual([
          sent,
          "'huge.png' is too large, please pick a smaller file.",
          { [route.filePart]: ["'huge.png' is too large, please pick a smaller file."] },
        ]);
      }
    }
    expect(filesUnder(admin.app.uploadTempDir)).toEqual([]);
    expect(filesUnder(admin.app.blobsDir)).toEqual(blobsBefore);
    expect(await head()).toBe(before);
  }, 120_000);

  it('answers a form part over its limit with 413 and the request’s message in French, declared or chunked', async () => {
    const before = await head();
    // The DTO part is held to the JSON body's limit (256 KB): this one is over it.
    const dto = JSON.stringify({ filler: 'x'.repeat(300 * 1024) });
    for (const route of routes) {
      for (const [sent, answer] of await bothWays(route, multipartBody(route, dto), 'fr')) {
        expect([sent, ...cleanRefusal(answer)]).toEqual([sent, 413, null, 'close']);
        expect([sent, JSON.parse(answer.body)]).toMatchObject([
          sent,
          { code: 'request.tooLarge', detail: 'La demande est trop volumineuse.' },
        ]);
      }
    }
    expect(filesUnder(admin.app.uploadTempDir)).toEqual([]);
    expect(await head()).toBe(before);
  });
});
