/**
 * The stored files (blob store, content-addressed by sha256): `GET /files/{sha256}`, public, because the store
 * shows product and banner images to shoppers. Outside /api: these are assets, not calls.
 *
 * - The content type is the one the upload checks decided from the bytes (never the browser's), with
 *   `X-Content-Type-Options: nosniff` (set for every response by securityHeaders) so a browser does not guess.
 * - The bytes of an id never change, so: cached a year and `immutable`, the ETag is the hash, and an
 *   If-None-Match that names it is a 304.
 * - Images and PDFs are `inline`: images are what <img> shows, and a PDF (a product's sample) opens in the
 *   browser's own viewer, which runs none of the document's scripts with our origin (and the global
 *   X-Frame-Options: DENY keeps it out of frames). Any other type (the workers' exports) is an `attachment`,
 *   so nothing the uploads did not vet is ever rendered by the browser as a page of ours.
 * - An unknown or malformed id is a 404 problem.
 */
import Router from '@koa/router';
import type { BlobStore } from '@parks/infra/blobs/port';
import { isBlobId } from '@parks/infra/blobs/port';
import { contentTypeOfFormat, isImageFormat } from '@parks/schemas/uploads';
import { ProblemError } from '../http/problems.ts';
import { validate } from '../http/validate.ts';
import type { AppState } from '../state.ts';

export const filesPrefix = '/files';

/** Where a stored blob is served. */
export const fileUrl = (id: string): string => `${filesPrefix}/${id}`;

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const inlineTypes: ReadonlySet<string> = new Set(
  Object.entries(contentTypeOfFormat).flatMap(([format, mime]) =>
    isImageFormat(format) || format === 'pdf' ? [mime] : [],
  ),
);

/** The ETag of a blob: its hash (a strong validator: the same id is the same bytes). */
const etagOf = (id: string): string => `"${id}"`;

/** Does an If-None-Match header name this ETag (a list, `*`, or weak forms)? */
const matches = (header: string, etag: string): boolean =>
  header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);

const headOnly = async (blobs: BlobStore, id: string) => {
  const metadata = await blobs.head(id);
  return metadata === null ? null : { metadata, stream: undefined };
};

export const filesRoutes = (blobs: BlobStore | undefined): Router<AppState> =>
  new Router<AppState>({ prefix: filesPrefix }).get(
    '/:id',
    validate({ params: { id: 'resource.notFound' } }),
    async (ctx) => {
      const id = ctx.state.input.params.id;
      if (blobs === undefined || !isBlobId(id)) throw new ProblemError(404, 'resource.notFound');
      const etag = etagOf(id);
      const ifNoneMatch = ctx.get('If-None-Match');
      if (ifNoneMatch !== '') {
        if (!(await blobs.has(id))) throw new ProblemError(404, 'resource.notFound');
        if (matches(ifNoneMatch, etag)) {
          ctx.set('ETag', etag);
          ctx.set('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
          ctx.status = 304;
          return;
        }
      }
      // HEAD answers the headers without opening the bytes (a stream nobody reads would hold a file open).
      const blob = ctx.method === 'HEAD' ? await headOnly(blobs, id) : await blobs.get(id);
      if (blob === null) throw new ProblemError(404, 'resource.notFound');
      const { metadata, stream } = blob;
      // ctx.attachment would also set the type from the name's extension: the bytes decided it, so it comes after.
      ctx.attachment(metadata.originalName, {
        type: inlineTypes.has(metadata.contentType) ? 'inline' : 'attachment',
      });
      ctx.type = metadata.contentType;
      ctx.length = metadata.size;
      ctx.set('ETag', etag);
      ctx.set('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
      ctx.status = 200;
      if (stream !== undefined) ctx.body = stream;
    },
  );
