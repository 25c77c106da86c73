import type { MessageKey } from '@parks/schemas/messages/index';

type CodeWindow = Readonly<{ id: string | null; code: string; startsAt: string | null; endsAt: string | null }>;

const overlaps = (a: CodeWindow, b: CodeWindow): boolean =>
  (a.endsAt === null || b.startsAt === null || b.startsAt < a.endsAt) &&
  (b.endsAt === null || a.startsAt === null || a.startsAt < b.endsAt);

/**
 * Several discounts may share a code over time (one campaign after another), but never at the same time: the code a
 * shopper types must name one discount. Field → message keys; empty when it may be written.
 */
export const discountCodeProblems = (
  live: readonly CodeWindow[],
  candidate: CodeWindow,
): Record<string, MessageKey[]> =>
  live.some(
    (other) =>
      other.id !== candidate.id &&
      other.code.toUpperCase() === candidate.code.toUpperCase() &&
      overlaps(other, candidate),
  )
    ? { code: ['admin.discount.code.taken'] }
    : {};

/**
 * `count` new codes, `prefix` then a random part from `randomPart`, none in `taken` (upper case) nor twice. Gives up
 * after ten times as many draws as codes asked for (a random part that keeps colliding is a broken source).
 */
export const generateCodes = (
  count: number,
  prefix: string,
  taken: ReadonlySet<string>,
  randomPart: () => string,
): string[] => {
  const codes = new Set<string>();
  for (let draws = 0; codes.size < count; draws += 1) {
    if (draws >= count * 10) throw new Error('the random source keeps giving codes that are taken');
    const code = `${prefix}${randomPart()}`.toUpperCase();
    if (!taken.has(code)) codes.add(code);
  }
  return [...codes];
};
