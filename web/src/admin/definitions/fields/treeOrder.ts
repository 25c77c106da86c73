import type { FieldOption, OptionId } from '@parks/schemas/admin/definitions';

/** An option of a tree list with its depth under the options it hangs from (0: a root). */
export type TreeOption = Readonly<{ option: FieldOption; depth: number }>;

/**
 * A tree list's options in the order a person reads a tree: each parent, then its children (depth first), siblings
 * in the order the server sent them. An option whose parent is not in the list is a root; a loop in the parents is
 * cut where it closes, so every option is listed exactly once.
 */
export const inTreeOrder = (options: readonly FieldOption[]): TreeOption[] => {
  const key = (id: OptionId | null | undefined) => (id === null || id === undefined ? null : String(id));
  const known = new Set(options.map((option) => String(option.id)));
  const children = new Map<string | null, FieldOption[]>();
  for (const option of options) {
    const parent = key(option.parentId);
    const under = parent !== null && known.has(parent) && parent !== String(option.id) ? parent : null;
    children.set(under, [...(children.get(under) ?? []), option]);
  }
  const ordered: TreeOption[] = [];
  const placed = new Set<string>();
  const visit = (parent: string | null, depth: number) => {
    for (const option of children.get(parent) ?? []) {
      const id = String(option.id);
      if (placed.has(id)) continue;
      placed.add(id);
      ordered.push({ option, depth });
      visit(id, depth + 1);
    }
  };
  visit(null, 0);
  // Options only reachable through a loop of parents: listed as roots, in the server's order.
  for (const option of options) {
    if (!placed.has(String(option.id))) {
      placed.add(String(option.id));
      ordered.push({ option, depth: 0 });
      visit(String(option.id), 1);
    }
  }
  return ordered;
};
