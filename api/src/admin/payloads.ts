/**
 * Reading a revision's payload, which the read models keep as unknown JSON, into what a screen shows: a record, a
 * localized text, a string, a number, a list of strings. A payload the form does not fully describe is kept: a write
 * goes over the previous one.
 */
import type { AdminListDocument } from '@parks/projections/admin/revisions';
import type { Language } from '@parks/schemas/language';

export type Payload = Readonly<Record<string, unknown>>;

export const isRecord = (value: unknown): value is Payload =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The payload of a document's latest revision as a record, or null. */
export const latestRecord = (doc: AdminListDocument | null): Payload | null => {
  const payload = doc?.latest.payload;
  return isRecord(payload) ? payload : null;
};

/** A reader of a document's latest payload (null for no document) from a reader of payloads (the store's records). */
export const latestEntry =
  <R>(entryOf: (payload: unknown) => R | null) =>
  (doc: AdminListDocument | null): R | null =>
    doc === null ? null : entryOf(doc.latest.payload);

/** The latest payload, or no field at all. */
export const payloadOf = (doc: AdminListDocument): Payload => latestRecord(doc) ?? {};

/** The payload a write goes over: the latest revision's on update, nothing on create. */
export const previousOf = (previous: unknown): Payload => (isRecord(previous) ? previous : {});

/** A localized payload field's text in one language ('' when absent). */
export const localized = (payload: Payload, key: string, language: Language): string => {
  const value = payload[key];
  if (typeof value !== 'object' || value === null) return '';
  const text = Reflect.get(value, language);
  return typeof text === 'string' ? text : '';
};

export const stringOr = (value: unknown, fallback: string | null): string | null =>
  typeof value === 'string' ? value : fallback;

export const numberOr = (value: unknown, fallback: number): number => (typeof value === 'number' ? value : fallback);

/** The strings of a list (none when it is not one). */
export const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
