/**
 * The `Idempotency-Key` header: one per user action (a Purchase attempt, an add), so a retried or repeated
 * request is recognised. 1–128 characters of letters, digits and `-_.:`; a malformed one is refused.
 */
import type { ParameterizedContext } from 'koa';
import { ProblemError } from '../http/problems.ts';

const wellFormed = /^[A-Za-z0-9._:-]{1,128}$/;

export function idempotencyKeyOf(ctx: ParameterizedContext<unknown>, options: { required: true }): string;
export function idempotencyKeyOf(ctx: ParameterizedContext<unknown>, options: { required: false }): string | undefined;
export function idempotencyKeyOf(
  ctx: ParameterizedContext<unknown>,
  options: { required: boolean },
): string | undefined {
  const key = ctx.get('Idempotency-Key').trim();
  if (key === '' && !options.required) return undefined;
  if (!wellFormed.test(key)) {
    throw new ProblemError(400, 'validation.invalid', { errors: { 'Idempotency-Key': ['validation.invalid'] } });
  }
  return key;
}
