import type { Column } from '@parks/schemas/admin/definitions';
import { useCallback, useState } from 'react';

/**
 * The columns a staff member hides in a list, kept per list in this browser (back-office: "choose columns per
 * list"). Only the hidden ones are kept, so a column the server adds later shows until it is hidden too.
 */
const storageKey = (list: string) => `parks.admin.hiddenColumns.${list}`;

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage refused (private mode, a policy): the choice lasts for the page only.
    return null;
  }
};

const readHidden = (list: string): ReadonlySet<string> => {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(storageKey(list)) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === 'string') : []);
  } catch {
    return new Set();
  }
};

export type ColumnChoice = Readonly<{
  hidden: ReadonlySet<string>;
  setShown: (name: string, shown: boolean) => void;
  /** The columns to draw: the list's, less those hidden (the row's id column stays: it names the row). */
  visible: (columns: readonly Column[]) => readonly Column[];
}>;

export const useColumnChoice = (list: string): ColumnChoice => {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => readHidden(list));
  const setShown = useCallback(
    (name: string, shown: boolean) =>
      setHidden((before) => {
        const next = new Set(before);
        if (shown) next.delete(name);
        else next.add(name);
        storage()?.setItem(storageKey(list), JSON.stringify([...next]));
        return next;
      }),
    [list],
  );
  const visible = useCallback(
    (columns: readonly Column[]) => columns.filter((column) => column.type === 'hidden' || !hidden.has(column.name)),
    [hidden],
  );
  return { hidden, setShown, visible };
};
