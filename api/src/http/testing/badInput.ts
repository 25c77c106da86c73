/**
 * Generators of bad input for the every-route test (everyRoute.test.ts): ids that are not ours, JSON with a
 * prototype key or nested past the limit, malformed JSON text, and the plain JSON the body parser lets through.
 */
import fc from 'fast-check';
import { bodyShapeProblem, forbiddenKeys, MAX_BODY_DEPTH } from '../bodyParser.ts';

/** Ids that are not ours: prototype keys, separators, paths, blanks, the oversized. */
export const malformedId = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'a:b',
  ' ',
  '-leading',
  'a/b',
  'x'.repeat(300),
  '\u0000',
  'ü',
  '$where',
  '{"$ne":null}',
);

export const jsonKey = fc.string({ maxLength: 8 }).filter((key) => !forbiddenKeys.has(key));

/** JSON values the body parser lets through (no prototype key at any depth): for properties past it. */
export const plainJson = (maxDepth: number) =>
  fc.jsonValue({ maxDepth }).filter((value) => bodyShapeProblem(value) === undefined);

/** JSON text with a forbidden key at some depth (keys written as text: objects cannot hold `__proto__`). */
export const withForbiddenKey = fc
  .tuple(
    fc.constantFrom(...forbiddenKeys),
    fc.jsonValue({ maxDepth: 2 }),
    fc.array(fc.oneof(jsonKey, fc.constant(null)), { maxLength: 6 }),
  )
  .map(([key, value, path]) =>
    path.reduceRight<string>(
      (inner, step) => (step === null ? `[${inner}]` : `{${JSON.stringify(step)}:${inner}}`),
      `{${JSON.stringify(key)}:${JSON.stringify(value)}}`,
    ),
  );

/** Objects and arrays nested past the limit. */
export const tooDeep = fc
  .tuple(fc.integer({ min: MAX_BODY_DEPTH + 1, max: 2_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

export const malformedJson = fc
  .oneof(
    fc.string({ minLength: 1, maxLength: 40 }),
    fc.constantFrom('{', '{"a":}', '[1,]', "{'a':1}", '{"a":1}}', 'null', '12', '"text"', 'true', '{"a":NaN}'),
  )
  .filter((text) => {
    if (text.trim() === '') return false; // an empty body is no body
    try {
      const value: unknown = JSON.parse(text);
      return typeof value !== 'object' || value === null; // strict JSON takes objects and arrays only
    } catch {
      return true;
    }
  });

/** One part of a multipart body: a text field, or a file of some bytes under some name. */
export type MultipartPart =
  | Readonly<{ name: string; kind: 'field'; text: string }>
  | Readonly<{ name: string; kind: 'file'; fileName: string; bytes: Uint8Array }>;

/** The part names the multipart routes read (back-office §7), among which a generated part usually falls. */
const partNames = fc.constantFrom(
  'parameters',
  'productDto',
  'categoryDto',
  'bannerDto',
  'contentDto',
  'contentCreateDto',
  'refundDto',
  'priceDto',
  'noticeDto',
  'revisionDto',
  'files',
  'files_en',
  'files_fr',
  'pdfs',
  'pdfs_en',
  'pdfs_fr',
  'file',
);

/** A gateway envelope (§7) of a known or unknown entity and store, with arbitrary data. */
const envelopeText = fc
  .record({
    entity: fc.oneof(fc.constantFrom('Products', 'Categories', 'Refunds', 'Banners'), fc.string({ maxLength: 10 })),
    storeCode: fc.oneof(fc.constantFrom('b2c', 'b2b'), fc.string({ maxLength: 4 })),
    data: fc.dictionary(jsonKey, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  })
  .map((envelope) => JSON.stringify(envelope));

const minimalPdf = new TextEncoder().encode('%PDF-1.4\ntrailer <<>>\n%%EOF\n');

/** Multipart bodies of arbitrary parts: texts, JSON texts and envelopes; empty, random or PDF files. */
export const multipartParts: fc.Arbitrary<MultipartPart[]> = fc.array(
  fc.oneof(
    fc.record({
      name: fc.oneof(partNames, jsonKey),
      kind: fc.constant('field' as const),
      text: fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
        envelopeText,
      ),
    }),
    fc.record({
      name: fc.oneof(partNames, jsonKey),
      kind: fc.constant('file' as const),
      fileName: fc.string({ maxLength: 16 }),
      bytes: fc.oneof(fc.uint8Array({ maxLength: 64 }), fc.constant(minimalPdf)),
    }),
  ),
  { maxLength: 5 },
);

/** The body of the parts, as a browser would send it. */
export const formDataOf = (parts: readonly MultipartPart[]): FormData => {
  const body = new FormData();
  for (const part of parts) {
    if (part.kind === 'field') body.append(part.name, part.text);
    else body.append(part.name, new Blob([new Uint8Array(part.bytes)]), part.fileName);
  }
  return body;
};
