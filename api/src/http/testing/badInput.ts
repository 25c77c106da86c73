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
