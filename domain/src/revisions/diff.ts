import { canonicalJson } from '../shared/canonicalJson.ts';

export type FieldChange = Readonly<{ path: string; before: unknown; after: unknown }>;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields whose values differ between two payloads, as dotted paths into nested objects (`name.fr`); a list
 * counts as one value (`notices`), since its items have no identity to pair them by. Keys in sorted order.
 */
export const payloadChanges = (before: unknown, after: unknown, prefix = ''): FieldChange[] => {
  // Against nothing (no revision published yet), every field of a record is a change.
  if (prefix === '' && (isRecord(before) || before == null) && (isRecord(after) || after == null)) {
    return fieldChanges(before ?? {}, after ?? {}, prefix);
  }
  if (isRecord(before) && isRecord(after)) return fieldChanges(before, after, prefix);
  if (canonicalJson(before ?? null) === canonicalJson(after ?? null)) return [];
  return [{ path: prefix === '' ? '.' : prefix, before: before ?? null, after: after ?? null }];
};

const fieldChanges = (
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  prefix: string,
): FieldChange[] => {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return keys.flatMap((key) => payloadChanges(before[key], after[key], prefix === '' ? key : `${prefix}.${key}`));
};

/** The top-level field names that changed (what the revision list and details show). */
export const changedFieldNames = (before: unknown, after: unknown): string[] => [
  ...new Set(payloadChanges(before, after).map((change) => change.path.split('.')[0] ?? change.path)),
];
