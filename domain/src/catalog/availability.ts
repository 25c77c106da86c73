/**
 * When a product can be ordered (back-office.md §5, Availability): it is unavailable while staff have unticked
 * "Can be ordered", and while its unavailability window is open: the start has passed and the end, if any, has not
 * yet passed. `now` is the store's time (the seeded clock while the settings enable it), so staff can look at
 * the store as it will be on a given day. Both stores (public and portal) take this one rule.
 */
import type { Shape } from '../shared/shape.ts';

export type AvailabilityWindow = Readonly<{
  /** False: never orderable, whatever the window (the form's "Can be ordered"). */
  orderable: boolean;
  /** ISO instant from which the product cannot be ordered; null: no window. */
  unavailableStart: string | null;
  /** ISO instant from which it can be ordered again; null: open-ended (unavailable from the start on). */
  unavailableEnd: string | null;
}>;

const timeOf = (iso: string | null): number | null => {
  if (iso === null) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : time;
};

/**
 * Whether the product cannot be ordered at `now`. The start is inclusive and the end exclusive, so two windows
 * that meet leave no instant in between; an end at or before the start makes an empty window (never unavailable
 * by it). A start that is not a date is no window.
 */
export const isUnavailable = (product: AvailabilityWindow, now: string | Date): boolean => {
  if (!product.orderable) return true;
  const start = timeOf(product.unavailableStart);
  if (start === null) return false;
  const at = typeof now === 'string' ? Date.parse(now) : now.getTime();
  const end = timeOf(product.unavailableEnd);
  return start <= at && (end === null || at < end);
};

/** An instant of a payload: a string that is a date, else none (older payloads have no window). */
export const instantShape: Shape<string | null> = (value) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;
