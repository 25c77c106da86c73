import Router from '@koa/router';
import { minimalPdf, phonePhoto, solidImage } from '@parks/infra/testing/sampleFiles';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productRouters } from '../../routes.ts';
import type { AppState } from '../../state.ts';
import { startTestApi, type TestApi } from '../../testing/testApi.ts';
import { filesUnder, unsupportedFormat } from '../testing/adminTestApi.ts';
import { type MultipartSpec, readMultipart, uploadSpecs } from './multipart.ts';

const MB = 1024 * 1024;

const specs: Readonly<Record<string, MultipartSpec>> = uploadSpecs;

let api: TestApi;
let base = '';

beforeAll(async () => {
  api = await startTestApi({ accounts: false });
  const started = await api.start({
    apiRouters: (deps) => [
      ...productRouters(deps),
      new Router<AppState>({ prefix: '/UploadProbe' }).post('/:family', async (ctx) => {
        const spec = specs[ctx.params.family ?? ''];
        if (spec === undefined) return;
        ctx.body = await readMultipart(ctx, deps, spec);
      }),
    ],
  });
  base = started.url;
}, 60_000);

afterAll(async () => {
  await api?.close();
});

// ---- what is sent ---------------------------------------------------------------------------------------------

const png = () => solidImage(24, 12).png().toBuffer();
const text = Buffer.from('just some words, not an image\n');

type Part = Readonly<{ part: string; name: string; bytes: Uint8Array }>;

const form = (dto: string | undefined, parts: readonly Part[], dtoPart = 'productDto'): FormData => {
  const data = new FormData();
  if (dto !== undefined) data.append(dtoPart, dto);
  for (const { part, name, bytes } of parts) data.append(part, new Blob([new Uint8Array(bytes)]), name);
  return data;
};

type Answer = Readonly<{ status: number; body: Record<string, unknown> }>;

const upload = async (family: string, body: FormData, language = 'en'): Promise<Answer> => {
  const response = await fetch(`${base}/api/UploadProbe/${family}`, {
    method: 'POST',
    body,
    headers: { 'Accept-Language': language },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const dto = JSON.stringify({ name_EN: 'Map', name_FR: 'Carte' });

/** Sends a refused request in both languages: the status, the message, and nothing stored or left in temp. */
const expectRefused = async (
  family: string,
  make: () => FormData,
  status: number,
  messages: Readonly<{ en: string; fr: string }>,
): Promise<void> => {
  const blobsBefore = filesUnder(api.blobsDir);
  for (const language of ['en', 'fr'] as const) {
    const answer = await upload(family, make(), language);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body.detail).toBe(messages[language]);
  }
  expect(filesUnder(api.blobsDir)).toEqual(blobsBefore);
  expect(filesUnder(api.uploadTempDir)).toEqual([]);
};

/** A product upload refused for bytes that are no image, whatever the files' names say (415). */
const expectUnsupported = (parts: readonly Part[]): Promise<void> =>
  expectRefused('product', () => form(dto, parts), 415, unsupportedFormat);

type Stored = Readonly<{ part: string; hash: string; contentType: string; size: number; name: string; url: string }>;

// ---- accepted ---------------------------------------------------------------------------------------------------

describe('an accepted upload', () => {
  let stored: Stored[] = [];
  let answer: Answer;

  beforeAll(async () => {
    answer = await upload(
      'product',
      form(dto, [
        { part: 'files_en', name: 'trail.png', bytes: await png() },
        // Named as text, but its bytes are a PNG: the bytes decide.
        { part: 'files_en', name: 'notes.txt', bytes: await solidImage(8, 8).png().toBuffer() },
        { part: 'files_fr', name: 'C:\\Users\\me\\photo.jpg', bytes: await phonePhoto() },
        { part: 'pdfs', name: 'sample.pdf', bytes: minimalPdf },
      ]),
    );
    stored = (answer.body.files ?? []) as Stored[];
  });

  it('answers the DTO and each stored file with its hash, type, size, sanitised name and url', () => {
    expect(answer.status).toBe(200);
    expect(answer.body.dto).toEqual({ name_EN: 'Map', name_FR: 'Carte' });
    expect(stored.map(({ part, contentType, name }) => ({ part, contentType, name }))).toEqual([
      { part: 'files_en', contentType: 'image/png', name: 'trail.png' },
      { part: 'files_en', contentType: 'image/png', name: 'notes.txt' },
      { part: 'files_fr', contentType: 'image/jpeg', name: 'photo.jpg' },
      { part: 'pdfs', contentType: 'application/pdf', name: 'sample.pdf' },
    ]);
    for (const file of stored) {
      expect(file.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(file.url).toBe(`/files/${file.hash}`);
    }
    expect(stored[3]?.size).toBe(minimalPdf.byteLength);
    expect(filesUnder(api.uploadTempDir)).toEqual([]);
  });

  it('is served back with its type, length, immutable caching, nosniff, its hash as ETag, and 304 when unchanged', async () => {
    for (const file of stored) {
      const response = await fetch(`${base}${file.url}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(file.contentType);
      expect(response.headers.get('content-length')).toBe(String(file.size));
      expect(bytes.byteLength).toBe(file.size);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('etag')).toBe(`"${file.hash}"`);
      // Images and the PDF sample open in the browser; the name is only the download's label.
      expect(response.headers.get('content-disposition')).toBe(`inline; filename="${file.name}"`);
      const again = await fetch(`${base}${file.url}`, { headers: { 'If-None-Match': `"${file.hash}"` } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      const head = await fetch(`${base}${file.url}`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(String(file.size));
    }
  });

  it('kept the photo without its EXIF, GPS or orientation, turned upright', async () => {
    const photo = stored.find((file) => file.part === 'files_fr');
    const bytes = Buffer.from(await (await fetch(`${base}${photo?.url}`)).arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([10, 30]);
    expect(bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
  });

  it('skips the empty part a browser sends for a file input left empty', async () => {
    const empty = await upload(
      'category',
      form(
        dto,
        [
          { part: 'files_en', name: '', bytes: new Uint8Array(0) },
          { part: 'files_fr', name: 'carte.png', bytes: await png() },
        ],
        'categoryDto',
      ),
    );
    expect(empty.status, JSON.stringify(empty.body)).toBe(200);
    expect((empty.body.files as Stored[]).map((file) => [file.part, file.name])).toEqual([['files_fr', 'carte.png']]);
  });

  it('refuses an empty file that has a name: no bytes are no supported format', async () => {
    const answer = await upload(
      'category',
      form(dto, [{ part: 'files_en', name: 'a.png', bytes: new Uint8Array(0) }], 'categoryDto'),
    );
    expect(answer.status).toBe(415);
  });

  it('is not found under an unknown or malformed id', async () => {
    for (const id of ['0'.repeat(64), 'F'.repeat(64), 'abc', '..%2F..%2Fetc', '__proto__']) {
      const response = await fetch(`${base}/files/${id}`);
      expect(response.status, id).toBe(404);
      expect(((await response.json()) as { code: string }).code).toBe('resource.notFound');
    }
  });
});

// ---- refused -------------------------------------------------------------------------------------------------

describe('a refused upload stores nothing and leaves no temp file', () => {
  it('refuses a text file named .png with "\'{type}\' is not a supported format.", even beside a good image', async () => {
    const good = await png();
    await expectUnsupported([
      { part: 'files_en', name: 'fine.png', bytes: good },
      { part: 'files_fr', name: 'fake.png', bytes: text },
    ]);
  });

  it('names an SVG by the type the client declared: "\'image/svg+xml\' is not a supported format."', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
    const declared = (type: string) => {
      const data = new FormData();
      data.append('bannerDto', dto);
      data.append('files', new Blob([new Uint8Array(svg)], { type }), 'logo.svg');
      return data;
    };
    await expectRefused('banner', () => declared('image/svg+xml'), 415, {
      en: "'image/svg+xml' is not a supported format.",
      fr: '« image/svg+xml » n’est pas un format pris en charge.',
    });
    // A declared type that is not a MIME type's shape is not repeated: the bytes' unknown kind is named instead.
    await expectRefused('banner', () => declared('image/svg+xml; x=<b>'), 415, {
      en: "'application/octet-stream' is not a supported format.",
      fr: '« application/octet-stream » n’est pas un format pris en charge.',
    });
  });

  it('refuses a PDF where only images go', async () => {
    await expectRefused(
      'banner',
      () => form(dto, [{ part: 'files', name: 'a.pdf', bytes: minimalPdf }], 'bannerDto'),
      415,
      {
        en: "'application/pdf' is not a supported format.",
        fr: '« application/pdf » n’est pas un format pris en charge.',
      },
    );
  });

  it('refuses six images in a product language with "Only 5 images can be uploaded per product"', async () => {
    const image = await png();
    const six = Array.from({ length: 6 }, (_, index) => ({ part: 'files_en', name: `${index}.png`, bytes: image }));
    await expectRefused('product', () => form(dto, six), 422, {
      en: 'Only 5 images can be uploaded per product',
      fr: 'Vous pouvez téléverser au plus 5 images par produit',
    });
  });

  it('refuses six files at once with "Only 5 files can be uploaded"', async () => {
    const six = Array.from({ length: 6 }, (_, index) => ({ part: 'pdfs', name: `${index}.pdf`, bytes: minimalPdf }));
    await expectRefused('product', () => form(dto, six), 422, {
      en: 'Only 5 files can be uploaded',
      fr: 'Vous pouvez téléverser au plus 5 fichiers à la fois',
    });
  });

  it('refuses a second image where one goes, and far too many before writing them all', async () => {
    const image = await png();
    const many = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ part: 'files', name: `${index}.png`, bytes: image }));
    const onlyOne = { en: 'Only one image can be uploaded here.', fr: 'Une seule image peut être téléversée ici.' };
    await expectRefused('banner', () => form(dto, many(2), 'bannerDto'), 422, onlyOne);
    await expectRefused('banner', () => form(dto, many(40), 'bannerDto'), 422, onlyOne);
  });

  it('refuses an image over 50 MB with "\'{file name}\' is too large, please pick a smaller file."', async () => {
    const big = new Uint8Array(50 * MB + 1);
    const messages = {
      en: "'huge.png' is too large, please pick a smaller file.",
      fr: '« huge.png » est trop volumineux, veuillez choisir un fichier plus petit.',
    };
    // A product also takes 200 MB documents, so its parser lets the file through and the checks refuse it…
    await expectRefused(
      'product',
      () => form(dto, [{ part: 'files_en', name: 'huge.png', bytes: big }]),
      413,
      messages,
    );
    // …a banner takes images only, so the parser stops it at 50 MB: the same message.
    await expectRefused(
      'banner',
      () => form(dto, [{ part: 'files', name: 'huge.png', bytes: big }], 'bannerDto'),
      413,
      messages,
    );
  });

  it('does not hold images to a total of one file (formidable’s default): two of 30 MB are judged by their bytes', async () => {
    const thirty = new Uint8Array(30 * MB);
    await expectUnsupported([
      { part: 'files_en', name: 'a.png', bytes: thirty },
      { part: 'files_en', name: 'b.png', bytes: thirty },
    ]);
  });

  it('answers 400 to a DTO that is not JSON, a missing DTO, an unknown part or a forbidden key', async () => {
    const image = await png();
    const cases: [FormData, string][] = [
      [form('{"name":', [{ part: 'files_en', name: 'a.png', bytes: image }]), 'request.malformedJson'],
      [form(undefined, [{ part: 'files_en', name: 'a.png', bytes: image }]), 'request.invalid'],
      [form(dto, [{ part: 'other', name: 'a.png', bytes: image }]), 'request.invalid'],
      [form('{"__proto__":{"admin":true}}', []), 'request.forbiddenKey'],
    ];
    const blobsBefore = filesUnder(api.blobsDir);
    for (const [body, code] of cases) {
      const answer = await upload('product', body);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(code);
    }
    expect(filesUnder(api.blobsDir)).toEqual(blobsBefore);
    expect(filesUnder(api.uploadTempDir)).toEqual([]);
  });
});
