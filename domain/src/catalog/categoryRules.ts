import type { Localized } from '@parks/schemas/catalog';
import type { MessageKey } from '@parks/schemas/messages/index';

/** A category of one store as the placement rules see it. */
export type CategoryNode = Readonly<{ id: string; parentId: string | null; urlAlias: Localized }>;

/** The ids under `id` (its subcategories, theirs, …), `id` excluded. */
export const descendantsOf = (nodes: readonly CategoryNode[], id: string): Set<string> => {
  const found = new Set<string>();
  let frontier = [id];
  while (frontier.length > 0) {
    const next = nodes.filter((node) => node.parentId !== null && frontier.includes(node.parentId));
    frontier = next.map((node) => node.id).filter((child) => !found.has(child) && child !== id);
    for (const child of frontier) found.add(child);
  }
  return found;
};

/** The other category whose URL alias, in either language, is `alias`: the one a clash names to staff. */
export const aliasHolderOf = <N extends CategoryNode>(
  nodes: readonly N[],
  id: string | null,
  alias: string,
): N | undefined => nodes.find((node) => node.id !== id && (node.urlAlias.en === alias || node.urlAlias.fr === alias));

/**
 * The rules of a category's place in its store's tree, against the other categories: its parent exists, is not
 * itself nor under it (no cycle), and its URL alias in each language is not another category's (the store finds a
 * category page by alias). Field → message keys; empty when it may be written.
 */
export const categoryPlacementProblems = (
  nodes: readonly CategoryNode[],
  candidate: Readonly<{ id: string | null; parentId: string | null; urlAlias: Localized }>,
): Record<string, MessageKey[]> => {
  const problems: Record<string, MessageKey[]> = {};
  const others = nodes.filter((node) => node.id !== candidate.id);
  const { parentId } = candidate;
  if (parentId !== null) {
    if (candidate.id !== null && (parentId === candidate.id || descendantsOf(nodes, candidate.id).has(parentId))) {
      problems.parentId = ['admin.parent.cycle'];
    } else if (!others.some((node) => node.id === parentId)) {
      problems.parentId = ['admin.parent.unknown'];
    }
  }
  for (const language of ['en', 'fr'] as const) {
    if (aliasHolderOf(others, candidate.id, candidate.urlAlias[language]) !== undefined) {
      problems[`urlAlias_${language.toUpperCase()}`] = ['admin.urlAlias.taken'];
    }
  }
  return problems;
};
