import {
  buttonsFor,
  type OptionId,
  type TreeDefinition,
  type TreeItem,
  treeIndentPx,
} from '@parks/schemas/admin/definitions';
import type { Language } from '@parks/schemas/language';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useLanguage } from '../../lib/text.ts';
import { useAdminTexts } from './texts.ts';
import { useRole } from './useRole.ts';
import './definitions.css';

type Visible = Readonly<{ item: TreeItem; level: number; parent: TreeItem | null }>;

const orderIn = (item: TreeItem, lng: Language): number => (lng === 'fr' ? item.order_FR : item.order_EN);
const sorted = (items: readonly TreeItem[], lng: Language): readonly TreeItem[] =>
  [...items].sort((a, b) => orderIn(a, lng) - orderIn(b, lng));

/** The items a reader can reach now: every root, and the children of each expanded item, in order. */
export const visibleItems = (
  items: readonly TreeItem[],
  expanded: ReadonlySet<string>,
  lng: Language,
): readonly Visible[] => {
  const out: Visible[] = [];
  const walk = (level: readonly TreeItem[], depth: number, parent: TreeItem | null) => {
    for (const item of sorted(level, lng)) {
      out.push({ item, level: depth, parent });
      if (item.children.length > 0 && expanded.has(String(item.id))) walk(item.children, depth + 1, item);
    }
  };
  walk(items, 1, null);
  return out;
};

/**
 * The category tree (§3, §9): an ARIA tree (one tab stop; Up/Down move, Right opens or goes to the first child,
 * Left closes or goes to the parent, Home/End, Enter opens the item), 30 px indent per level, each item's active
 * flag and its order in the page language.
 */
export function TreeRenderer({
  definition,
  onOpen,
  onCreate,
}: Readonly<{ definition: TreeDefinition; onOpen: (id: OptionId) => void; onCreate: () => void }>) {
  const texts = useAdminTexts();
  // The tree's Add button, as a list's: shown when the user's role may create (§3).
  const add = buttonsFor(definition.buttons, useRole()).find((button) => button.name === 'add');
  const lng = useLanguage();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(definition.items.filter((item) => item.children.length > 0).map((item) => String(item.id))),
  );
  const shown = useMemo(() => visibleItems(definition.items, expanded, lng), [definition.items, expanded, lng]);
  const [current, setCurrent] = useState<string | undefined>(undefined);
  const focusedId = shown.some(({ item }) => String(item.id) === current) ? current : String(shown[0]?.item.id ?? '');
  const nodes = useRef(new Map<string, HTMLLIElement>());

  const focus = (id: OptionId | undefined) => {
    if (id === undefined) return;
    setCurrent(String(id));
    nodes.current.get(String(id))?.focus();
  };
  const toggle = (id: string, open: boolean) =>
    setExpanded((before) => {
      const next = new Set(before);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, at: number) => {
    const here = shown[at];
    if (!here) return;
    const id = String(here.item.id);
    const hasChildren = here.item.children.length > 0;
    const keys: Record<string, () => void> = {
      ArrowDown: () => focus(shown[at + 1]?.item.id),
      ArrowUp: () => focus(shown[at - 1]?.item.id),
      Home: () => focus(shown[0]?.item.id),
      End: () => focus(shown[shown.length - 1]?.item.id),
      ArrowRight: () => {
        if (!hasChildren) return;
        if (expanded.has(id)) focus(shown[at + 1]?.item.id);
        else toggle(id, true);
      },
      ArrowLeft: () => {
        if (hasChildren && expanded.has(id)) toggle(id, false);
        else focus(here.parent?.id);
      },
      Enter: () => onOpen(here.item.id),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  const render = (items: readonly TreeItem[], level: number) =>
    sorted(items, lng).map((item) => {
      const id = String(item.id);
      const at = shown.findIndex((entry) => String(entry.item.id) === id);
      const open = expanded.has(id);
      return (
        <li
          key={id}
          ref={(node) => {
            if (node) nodes.current.set(id, node);
            else nodes.current.delete(id);
          }}
          role="treeitem"
          aria-level={level}
          aria-selected={item.isSelected}
          aria-expanded={item.children.length > 0 ? open : undefined}
          tabIndex={id === focusedId ? 0 : -1}
          onKeyDown={(event) => onKeyDown(event, at)}
          onFocus={(event) => {
            if (event.target === event.currentTarget) setCurrent(id);
          }}
          onClick={(event) => {
            event.stopPropagation();
            focus(item.id);
            // The arrow opens or closes the branch; a click anywhere else on the item opens the category, as Enter does.
            const onToggle = event.target instanceof Element && event.target.closest('.admin-tree-toggle') !== null;
            if (onToggle && item.children.length > 0) toggle(id, !open);
            else onOpen(item.id);
          }}
        >
          <span className="admin-tree-label" style={{ paddingInlineStart: `${(level - 1) * treeIndentPx}px` }}>
            {/* open or closed, for the eye (aria-expanded says it to screen readers) */}
            <span className="admin-tree-toggle" aria-hidden="true">
              {item.children.length === 0 ? '' : open ? '▾' : '▸'}
            </span>
            <span className="admin-tree-name">{item.name}</span>
            <span className="admin-tree-active">{item.active ? texts.active : texts.inactive}</span>
            <span className="admin-tree-order">
              {texts.order} {orderIn(item, lng)}
            </span>
          </span>
          {item.children.length > 0 && open ? (
            // biome-ignore lint/a11y/useSemanticElements: the ARIA tree pattern's group of child items
            <ul role="group">{render(item.children, level + 1)}</ul>
          ) : null}
        </li>
      );
    });

  return (
    <div className="admin-tree-screen">
      <h1 id="admin-tree-title">{definition.title}</h1>
      {add ? (
        <div className="admin-list-tools">
          <button type="button" className="button button-primary" onClick={onCreate}>
            {add.value}
          </button>
        </div>
      ) : null}
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA tree pattern (APG) on a list */}
      <ul role="tree" aria-labelledby="admin-tree-title" className="admin-tree">
        {render(definition.items, 1)}
      </ul>
    </div>
  );
}
