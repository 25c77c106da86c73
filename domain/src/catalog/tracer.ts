/**
 * What a tracer is as a revision payload: the portal categories whose orders staff follow up (back-office.md §3),
 * and how the back office's form writes it.
 */
import type { TracerValues } from '@parks/schemas/admin/tracers';
import { type StoreCode, storeCodes } from '@parks/schemas/store';
import { array, object, oneOf, type Shape, string } from '../shared/shape.ts';
import { itemsOf, readerOf } from './payloadShapes.ts';

export type TracerRecord = Readonly<{ tracerId: string; storeCode: StoreCode; categories: readonly string[] }>;

/** A tracer as the form writes it. */
export const tracerShape: Shape<TracerRecord> = object({
  tracerId: string,
  storeCode: oneOf(storeCodes),
  categories: array(string),
});

/** The category ids a payload follows: those of its list that are texts, none for a payload that is not a record. */
export const tracerFieldsOf = readerOf(object({ categories: itemsOf(string) }), { categories: [] });

export const tracerPayloadOf = (
  values: TracerValues,
  target: Readonly<{ entityId: string; storeCode: StoreCode }>,
): TracerRecord => ({
  tracerId: target.entityId,
  storeCode: target.storeCode,
  // A category chosen twice is followed once.
  categories: [...new Set(values.categories)],
});
