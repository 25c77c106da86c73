/**
 * The multipart bodies of the back office's upload routes (spec back-office §7: "Multipart bodies"), parsed only
 * where a route asks for it: the global body parser takes JSON only. A route calls `readMultipart(ctx, deps,
 * spec)` with its spec: the DTO part (its values as JSON text) and the file parts with their kind and count.
 *
 * The steps, all or nothing:
 * 1. koa-body (formidable) writes the parts to temporary files under `deps.uploadTempDir`, within limits derived
 *    from the spec (`maxFiles`, `maxFileSize`, and `maxTotalFileSize`, which formidable would otherwise set to
 *    `maxFileSize`, refusing two images that are each allowed). The few over-limit cases formidable itself stops
 *    (so it does not write gigabytes first) get the same messages as the checks after it.
 * 2. The DTO part is parsed as JSON (bad JSON → 400) and held to the body parser's shape rules.
 * 3. Every file of every part is checked by its bytes (`@parks/infra/uploads`: sharp decodes and re-encodes
 *    images without their metadata; file-type recognises PDFs), per part for its counts and sizes.
 * 4. Only when every file of every part passed are they put into the blob store.
 * The temporary files are removed in a `finally`, whatever happened. A refusal is a 4xx problem whose `detail`
 * is the spec's message in the request's language, with every refusal under its part in `errors`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { type CheckedUpload, checkUploads, type Upload } from '@parks/infra/uploads/checkUploads';
import { bannersFamily } from '@parks/schemas/admin/families/banners/family';
import { categoriesFamily } from '@parks/schemas/admin/families/categories/family';
import { contentsFamily } from '@parks/schemas/admin/families/contents/family';
import { productsFamily } from '@parks/schemas/admin/families/products/family';
import type { AdminFamilySpec } from '@parks/schemas/admin/family';
import { languageFromHeader } from '@parks/schemas/language';
import { translate } from '@parks/schemas/messages/index';
import {
  fileCountRefusal,
  type ImageField,
  imageCountRefusal,
  tooLarge,
  type UploadKind,
  type UploadRefusal,
  uploadLimits,
} from '@parks/schemas/uploads';
import type { Middleware, ParameterizedContext, Request } from 'koa';
import { koaBody } from 'koa-body';
import { fileUrl } from '../../files/routes.ts';
import { bodyShapeProblem, DEFAULT_BODY_LIMIT_BYTES } from '../../http/bodyParser.ts';
import { ProblemError } from '../../http/problems.ts';
import type { AppState } from '../../state.ts';
import type { AdminDeps } from '../deps.ts';

/** The DTO part name of an upload family (spec §7): its descriptor's, which the web sends. */
export type DtoPart = string;

/** A file part: images (one per field, five on a product) or documents (five at once). */
export type FilePart =
  | Readonly<{ name: string; kind: 'image'; field: ImageField }>
  | Readonly<{ name: string; kind: 'file' }>;

/** `otherDtoPart`: a second name the DTO part may have (a content's create sends `contentCreateDto`, §7). */
export type MultipartSpec = Readonly<{ dtoPart: DtoPart; otherDtoPart?: DtoPart; files: readonly FilePart[] }>;

/** The spec's multipart bodies (§7), one per upload family; each DTO part is named by the family's descriptor. */
export const uploadSpecs = {
  product: {
    dtoPart: productsFamily.multipart.dtoPart,
    files: [
      { name: 'files_en', kind: 'image', field: 'product' },
      { name: 'files_fr', kind: 'image', field: 'product' },
      { name: 'pdfs', kind: 'file' },
      // The gateway's create sends the sample of each language in a part of its own (§7).
      { name: 'pdfs_en', kind: 'file' },
      { name: 'pdfs_fr', kind: 'file' },
    ],
  },
  banner: { dtoPart: bannersFamily.multipart.dtoPart, files: [{ name: 'files', kind: 'image', field: 'single' }] },
  content: {
    dtoPart: contentsFamily.multipart.dtoPart,
    otherDtoPart: 'contentCreateDto',
    files: [{ name: 'files', kind: 'image', field: 'single' }],
  },
  category: {
    dtoPart: categoriesFamily.multipart.dtoPart,
    files: [
      { name: 'files_en', kind: 'image', field: 'single' },
      { name: 'files_fr', kind: 'image', field: 'single' },
    ],
  },
} as const satisfies Record<string, MultipartSpec>;

/**
 * Where the files of a multipart Create/Update go in the form's values: each part's stored files become urls in
 * `field`, appended to the urls the values already list (`many`) or as its one url; `orPart`'s files go there too.
 */
export type UploadField = Readonly<{ part: string; orPart?: string; field: string; many: boolean }>;
export type UploadBinding = Readonly<{ spec: MultipartSpec; fields: readonly UploadField[] }>;

/**
 * Where a family's uploads go in its form's values: the descriptor names each uploader field's part and whether it
 * holds several files (the web sends them by the same names); `spec` is how those parts are read.
 */
export const uploadBindingOf = (descriptor: AdminFamilySpec, spec: MultipartSpec): UploadBinding => ({
  spec,
  fields: Object.entries(descriptor.multipart?.uploads ?? {}).map(([field, { part, orPart, many }]) => ({
    part,
    field,
    many,
    ...(orPart === undefined ? {} : { orPart }),
  })),
});

/** A stored upload, as the route records it in its event and answers it. */
export type StoredFile = Readonly<{
  /** The part it came in (`files_en`, `pdfs` …). */
  part: string;
  /** The sha256 of the bytes kept (an image's re-encoded bytes): the blob id. */
  hash: string;
  contentType: string;
  size: number;
  /** The browser's name as a label: last path segment, no control characters, at most 255 characters. */
  name: string;
  /** Where it is served (`/files/{hash}`). */
  url: string;
}>;

/** A JSON body, as the body parser types what it read. */
type JsonBody = Request['body'];

export type MultipartBody = Readonly<{ dto: unknown; files: readonly StoredFile[] }>;

export type ReadOptions = Readonly<{
  /** Images already in a field (an update adding to a product's images): they count toward its limit. */
  existing?: (dto: unknown, part: string) => number;
  /**
   * Called once every file passed its checks and before any is stored: the route checks the values the stored
   * files would make (throwing its problem), so a refused form leaves no blob behind either.
   */
  accept?: (dto: unknown, parts: readonly string[]) => void | Promise<void>;
  /**
   * Called with the JSON part as sent, before any file is checked: the route reads the store (throwing its refusal)
   * and gives back the values. When given, the generic gateway's envelope may come instead of the DTO part (§7:
   * "category and product creates use multipart with parameters, files_en, …"): a `parameters` part holding
   * `{entity, storeCode, data}` as JSON text.
   */
  sent?: (part: string, dto: JsonBody) => unknown;
}>;

/** Empty file parts a body may carry beyond its files: one per file part the gateway's creates name (§7). */
const EMPTY_PARTS_ALLOWED = 4;

/** The gateway's envelope part (§7). */
export const GATEWAY_PART = 'parameters';

export type MultipartDeps = Pick<AdminDeps, 'blobs' | 'uploadTempDir'>;

/** koa-body reading only a multipart body (the JSON one is the global parser's), with these formidable limits. */
const multipartParser = (formidable: NonNullable<Parameters<typeof koaBody>[0]>['formidable']) =>
  koaBody({ json: false, urlencoded: false, text: false, multipart: true, patchKoa: true, formidable });

/** Is this request's body multipart (the route then reads it here), or JSON (the global parser read it)? */
export const isMultipart = (ctx: ParameterizedContext<AppState>): boolean => ctx.is('multipart/form-data') !== false;

type Formidable = Readonly<{
  filepath: string;
  originalFilename: string | null;
  size: number;
  mimetype?: string | null;
}>;

const countOf = (part: FilePart): number =>
  part.kind === 'image' ? uploadLimits.image.perField[part.field] : uploadLimits.file.perBatch;

const maxBytesOf = (part: FilePart): number => uploadLimits[part.kind].maxBytes;

/** A refused upload: the first refusal's message as the detail, every one under its part. */
const refusedProblem = (
  ctx: ParameterizedContext<AppState>,
  refusals: readonly Readonly<{ part: string; refusal: UploadRefusal }>[],
): ProblemError => {
  const language = languageFromHeader(ctx.get('Accept-Language'));
  const [first] = refusals;
  if (first === undefined) throw new Error('a refusal without a reason');
  const text = (refusal: UploadRefusal) => translate(language, refusal.code, refusal.params);
  const errors: Record<string, string[]> = {};
  // The texts, not keys: the messages carry the file's name or type (problems.ts shows a text as it is).
  for (const { part, refusal } of refusals) errors[part] = [...(errors[part] ?? []), text(refusal)];
  return new ProblemError(first.refusal.status, first.refusal.code, { detail: text(first.refusal), errors });
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const formidableCode = (error: unknown): number | undefined =>
  isObject(error) && typeof error.code === 'number' ? error.code : undefined;

// formidable's error codes (formidable/src/FormidableError.js) for the limits it stops itself.
const MAX_FIELDS_SIZE_EXCEEDED = 1006;
const MAX_FIELDS_EXCEEDED = 1007;
const BIGGER_THAN_TOTAL_MAX_FILE_SIZE = 1009;
const MAX_FILES_EXCEEDED = 1015;
const BIGGER_THAN_MAX_FILE_SIZE = 1016;

const asList = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

const isFormidableFile = (value: unknown): value is Formidable =>
  isObject(value) && typeof value.filepath === 'string' && typeof value.size === 'number';

/**
 * Reads an upload route's multipart body: the parsed DTO and the stored files, or a 4xx problem with nothing
 * stored. Needs the blob store (503 without one).
 */
export const readMultipart = async (
  ctx: ParameterizedContext<AppState>,
  deps: MultipartDeps,
  spec: MultipartSpec,
  options: ReadOptions = {},
): Promise<MultipartBody> => {
  const blobs = deps.blobs;
  if (blobs === undefined) throw new ProblemError(503, 'server.unavailable');
  if (!isMultipart(ctx)) throw new ProblemError(415, 'request.unsupportedMediaType');
  const parts = new Map(spec.files.map((part) => [part.name, part]));
  const maxFiles = spec.files.reduce((sum, part) => sum + countOf(part), 0);
  const maxFileSize = Math.max(1, ...spec.files.map(maxBytesOf));
  const maxTotalFileSize = spec.files.reduce((sum, part) => sum + countOf(part) * maxBytesOf(part), 0);
  // The files formidable begins, in the order they were sent: the last one is the one a size limit stopped, and
  // the order is the batch's (formidable lists a part's files in the order their writes finished).
  const begun: { part: string; name: string; path: string }[] = [];
  // One directory per request, removed whole in the finally: after a refusal formidable may still open a file
  // it had begun, which a list of paths removed one by one would miss (an open after the directory is gone
  // just fails, and formidable has already failed).
  const tempDir = await mkdtemp(join(deps.uploadTempDir, 'upload-'));
  const parse = multipartParser({
    uploadDir: tempDir,
    keepExtensions: false,
    // A browser sends an empty part (no name, no bytes) for a file input left empty: skipped below.
    allowEmptyFiles: true,
    minFileSize: 0,
    // One more than allowed, so a batch one over its limit gets the count's message from the checks below; and room
    // for the empty parts a client sends for file inputs left empty (the gateway's four, §7), which count here.
    maxFiles: Math.max(1, maxFiles + 1 + EMPTY_PARTS_ALLOWED),
    maxFileSize,
    maxTotalFileSize: Math.max(1, maxTotalFileSize + maxFileSize),
    maxFields: 1,
    maxFieldsSize: DEFAULT_BODY_LIMIT_BYTES,
    onFileBegin: (part: string, file: { filepath: string; originalFilename: string | null }) => {
      begun.push({ part, name: file.originalFilename ?? '', path: file.filepath });
    },
  });
  try {
    try {
      await parse(ctx, async () => {});
    } catch (error) {
      throw parseProblem(ctx, error, spec, begun.at(-1));
    }
    const body = isObject(ctx.request.body) ? ctx.request.body : {};
    const sentPart =
      [spec.otherDtoPart, options.sent && GATEWAY_PART].find((name) => name !== undefined && name in body) ??
      spec.dtoPart;
    const sent = dtoOf(body, sentPart);
    const dto = options.sent === undefined ? sent : options.sent(sentPart, sent);
    const received = isObject(ctx.request.files) ? ctx.request.files : {};
    const uploadsOf = new Map<string, Upload[]>();
    for (const [name, value] of Object.entries(received)) {
      const order = (file: Formidable) => begun.findIndex((begin) => begin.path === file.filepath);
      const nonEmpty = asList(value)
        .filter(isFormidableFile)
        .filter((file) => file.size > 0 || (file.originalFilename ?? '') !== '');
      // An empty part is nothing sent, whatever its name (a client sends its file parts empty when it has none).
      if (nonEmpty.length === 0) continue;
      if (!parts.has(name)) {
        throw new ProblemError(400, 'request.invalid', { errors: { [name]: ['validation.invalid'] } });
      }
      const uploads = nonEmpty
        .sort((a, b) => order(a) - order(b))
        .map((file) => ({
          name: file.originalFilename ?? '',
          content: { path: file.filepath },
          declaredType: file.mimetype ?? undefined,
        }));
      uploadsOf.set(name, uploads);
    }
    // Every part checked before anything is stored: one refused file refuses the whole request.
    const checked: { part: string; upload: CheckedUpload; kind: UploadKind }[] = [];
    const refusals: { part: string; refusal: UploadRefusal }[] = [];
    for (const part of spec.files) {
      const uploads = uploadsOf.get(part.name) ?? [];
      if (uploads.length === 0) continue;
      const outcome = await checkUploads(
        part.kind === 'image'
          ? { kind: 'image', field: part.field, existing: options.existing?.(dto, part.name) ?? 0, uploads }
          : { kind: 'file', uploads },
      );
      if (outcome.ok) for (const upload of outcome.uploads) checked.push({ part: part.name, upload, kind: part.kind });
      else refusals.push(...outcome.refusals.map((refusal) => ({ part: part.name, refusal })));
    }
    if (refusals.length > 0) throw refusedProblem(ctx, refusals);
    await options.accept?.(
      dto,
      checked.map(({ part }) => part),
    );
    const files: StoredFile[] = [];
    for (const { part, upload, kind } of checked) {
      const { metadata } = await blobs.put(upload.body(), {
        contentType: upload.contentType,
        originalName: upload.name,
        maxBytes: uploadLimits[kind].maxBytes,
      });
      files.push({
        part,
        hash: metadata.id,
        contentType: metadata.contentType,
        size: metadata.size,
        name: upload.name,
        url: fileUrl(metadata.id),
      });
    }
    return { dto, files };
  } finally {
    await rm(tempDir, { recursive: true, force: true, maxRetries: 3 });
  }
};

/** The DTO part: exactly one, JSON text of an object within the body parser's shape rules. */
const dtoOf = (body: Record<string, unknown>, dtoPart: DtoPart): JsonBody => {
  for (const name of Object.keys(body)) {
    if (name !== dtoPart)
      throw new ProblemError(400, 'request.invalid', { errors: { [name]: ['validation.invalid'] } });
  }
  const text = body[dtoPart];
  if (typeof text !== 'string') {
    throw new ProblemError(400, 'request.invalid', { errors: { [dtoPart]: ['validation.invalid'] } });
  }
  let dto: JsonBody;
  try {
    dto = JSON.parse(text);
  } catch (error) {
    throw new ProblemError(400, 'request.malformedJson', { cause: error });
  }
  if (!isObject(dto) || Array.isArray(dto)) throw new ProblemError(400, 'request.malformedJson');
  const problem = bodyShapeProblem(dto);
  if (problem !== undefined) throw new ProblemError(400, problem);
  return dto;
};

/** formidable's own refusals, as the checks would have said them. */
const parseProblem = (
  ctx: ParameterizedContext<AppState>,
  error: unknown,
  spec: MultipartSpec,
  last: Readonly<{ part: string; name: string }> | undefined,
): ProblemError => {
  const code = formidableCode(error);
  const part = spec.files.find((candidate) => candidate.name === last?.part);
  if (code === BIGGER_THAN_MAX_FILE_SIZE || code === BIGGER_THAN_TOTAL_MAX_FILE_SIZE) {
    return refusedProblem(ctx, [{ part: last?.part ?? '_', refusal: tooLarge(last?.name ?? '') }]);
  }
  if (code === MAX_FILES_EXCEEDED) {
    const partName = part?.name ?? spec.files[0]?.name ?? '_';
    const refusal =
      part?.kind === 'image'
        ? imageCountRefusal(part.field, 0, countOf(part) + 1)
        : fileCountRefusal(uploadLimits.file.perBatch + 1);
    if (refusal !== null) return refusedProblem(ctx, [{ part: partName, refusal }]);
  }
  if (code === MAX_FIELDS_EXCEEDED) return new ProblemError(400, 'request.invalid', { cause: error });
  if (code === MAX_FIELDS_SIZE_EXCEEDED) return new ProblemError(413, 'request.tooLarge', { cause: error });
  // Anything else formidable refuses is a body that is not the multipart it says (no boundary, cut short).
  return new ProblemError(400, 'request.invalid', { cause: error });
};

/** A sink for a file part a body without files must not have: nothing is written while the parse is refused. */
const discarded = (): Writable =>
  new Writable({
    write: (_chunk, _encoding, done) => {
      done();
    },
  });

/**
 * A multipart body of a single DTO part (§7: a refund, price, notice, note, shipping fee, product attribute or
 * revision "each carry a single DTO part"), read into what the same values sent as JSON would be: the part's JSON
 * object, under the JSON body's shape rules. Another field, or any file, is refused (400).
 */
export const readDtoPart = async (ctx: ParameterizedContext<AppState>, dtoPart: DtoPart): Promise<JsonBody> => {
  const parse = multipartParser({
    maxFiles: 0,
    maxFileSize: 1,
    maxTotalFileSize: 1,
    maxFields: 1,
    maxFieldsSize: DEFAULT_BODY_LIMIT_BYTES,
    fileWriteStreamHandler: discarded,
  });
  try {
    await parse(ctx, async () => {});
  } catch (error) {
    if (formidableCode(error) === MAX_FIELDS_SIZE_EXCEEDED) throw new ProblemError(413, 'request.tooLarge');
    throw new ProblemError(400, 'request.invalid', { cause: error });
  }
  const files = isObject(ctx.request.files) ? Object.keys(ctx.request.files) : [];
  const [file] = files;
  if (file !== undefined)
    throw new ProblemError(400, 'request.invalid', { errors: { [file]: ['validation.invalid'] } });
  return dtoOf(isObject(ctx.request.body) ? ctx.request.body : {}, dtoPart);
};

/** A route's body as JSON, or as its single DTO part when it comes as multipart (`readDtoPart`). */
export const dtoPartBody =
  (dtoPart: DtoPart): Middleware<AppState> =>
  async (ctx, next) => {
    if (isMultipart(ctx)) ctx.request.body = await readDtoPart(ctx, dtoPart);
    await next();
  };
