/**
 * The category list (name, URL alias, parent, order, status, shown in the store) with its advanced search by status,
 * and the tree of the store's categories by parent, in display order.
 */
import type { AdminEntityDocument, AdminListDocument } from '@parks/projections/admin/revisions';
import type { ListAnswer, TreeAnswer } from '@parks/schemas/admin/calls';
import type { Row, TreeItem } from '@parks/schemas/admin/definitions';
import { revisionStatuses, revisionStatusLabel } from '@parks/schemas/revisions';
import { advancedSearch, columnsOf, filtersData, option, selectField, tableAnswer, textFilter } from '../../forms.ts';
import type { AdminCall, ListRequest } from '../../registry.ts';
import { categoryOf, isShown, nodesOf } from './category.ts';
import { button, text } from './texts.ts';

export const categoryList = (
  call: AdminCall,
  request: ListRequest,
  docs: readonly AdminListDocument[],
  showMore: boolean,
): ListAnswer => {
  const { language } = call;
  const names = new Map(nodesOf(docs).map((node) => [node.id, node.record.name[language]]));
  const rows: Row[] = docs.flatMap((doc) => {
    const category = categoryOf(doc);
    if (category === null) return [];
    const { record } = category;
    return [
      {
        categoryId: doc.entityId,
        name: record.name[language],
        urlAlias: record.urlAlias[language],
        parent: record.parentId === null ? '' : (names.get(record.parentId) ?? record.parentId),
        order: record.displayOrder,
        status: revisionStatusLabel(language, doc.status),
        active: isShown(doc, category),
        updatedAt: doc.updatedAt,
      },
    ];
  });
  const status = textFilter(request, 'status');
  return tableAnswer(request, {
    title: text(language, 'list'),
    columns: [
      { name: 'categoryId', caption: 'Id', type: 'hidden' },
      ...columnsOf(
        (key) => text(language, key),
        [
          'name',
          'urlAlias',
          'parent',
          'order',
          'status',
          { name: 'active', type: 'checkbox' },
          { name: 'updatedAt', type: 'datetime' },
        ],
      ),
    ],
    rows,
    searchDto: advancedSearch(text(language, 'search'), [
      selectField(
        'status',
        text(language, 'status'),
        revisionStatuses.map((value) => option(value, revisionStatusLabel(language, value), value === status)),
        status,
      ),
    ]),
    showMore,
    data: filtersData({ status }),
    buttons: [button(call, 'add', 'add', false)],
  });
};

/** The categories by parent (a parent of another store, or none, is the root), each level by order then name. */
export const categoryTree = (call: AdminCall, docs: readonly AdminEntityDocument[]): TreeAnswer => {
  const { language } = call;
  const nodes = nodesOf(docs);
  const known = new Set(nodes.map((node) => node.id));
  const byOrder = (a: (typeof nodes)[number], b: (typeof nodes)[number]) =>
    a.record.displayOrder - b.record.displayOrder || a.record.name[language].localeCompare(b.record.name[language]);
  const itemsUnder = (parentId: string | null, seen: ReadonlySet<string>): TreeItem[] =>
    nodes
      .filter((node) => (node.parentId !== null && known.has(node.parentId) ? node.parentId : null) === parentId)
      .filter((node) => !seen.has(node.id))
      .sort(byOrder)
      .map((node) => {
        const doc = docs.find((candidate) => candidate.entityId === node.id);
        return {
          id: node.id,
          name: node.record.name[language],
          parentId,
          active: doc !== undefined && isShown(doc, node),
          order_EN: Math.max(0, node.record.displayOrder),
          order_FR: Math.max(0, node.record.displayOrder),
          isSelected: false,
          children: itemsUnder(node.id, new Set([...seen, node.id])),
        };
      });
  return {
    mode: 'treeview',
    title: text(language, 'tree'),
    items: itemsUnder(null, new Set()),
    buttons: [button(call, 'add', 'add', false)],
  };
};
