import {
  type Button,
  type ButtonName,
  buttonsFor,
  type Column,
  type ListDefinition,
  type Row,
} from '@parks/schemas/admin/definitions';
import { type RowActionName, rowActionScreens } from '@parks/schemas/admin/family';
import { Form, Formik } from 'formik';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useColumnChoice } from './columnChoice.ts';
import { DefinitionTable, shownColumns } from './DefinitionTable.tsx';
import { FormSections } from './FormRenderer.tsx';
import { initialValuesOf } from './formView.ts';
import { useAdminTexts } from './texts.ts';
import { useRole } from './useRole.ts';
import './definitions.css';

/** The row actions of a list's buttons and the screen each opens (§2), as the family descriptors name them. */
export const rowActions = rowActionScreens;
const isRowButton = (name: ButtonName): name is RowActionName => Object.hasOwn(rowActions, name);

/** The list's own buttons above the table (Add, Import, Generate) and the screen each opens (§2). */
const toolScreens = { add: 'create', import: 'import', generate: 'generate' } as const satisfies Partial<
  Record<ButtonName, string>
>;
type ToolButton = keyof typeof toolScreens;
const isToolButton = (name: ButtonName): name is ToolButton => Object.hasOwn(toolScreens, name);

/** The action a row's name opens: its record's details where the family shows them, else its edit screen. */
const nameActions: readonly RowActionName[] = ['details', 'edit'];

/** The id of a row: its hidden column (the server hides the key), else a column named `id` or `…Id`. */
export const rowIdColumn = (columns: readonly Column[]): string | undefined =>
  (columns.find((column) => column.type === 'hidden') ?? columns.find((column) => /(^|[a-z])id$/i.test(column.name)))
    ?.name;

export type ListRendererProps = Readonly<{
  definition: ListDefinition;
  /** The rows of every page loaded so far. */
  rows: readonly Row[];
  search: string;
  loading: boolean;
  onSearch: (search: string) => void;
  onAdvancedSearch: (values: Readonly<Record<string, unknown>>) => void;
  onShowAll: () => void;
  onLoadMore: () => void;
  /** `create`, or a row action with the row's id. */
  onOpen: (path: string) => void;
  /** The address of what `onOpen` opens, for a row name's link (so it can be opened in a new tab too). */
  hrefOf?: (path: string) => string;
  /**
   * Rows to select (the b2b orders list): a `checkbox` column's cell holding `false` or `true` becomes a box the
   * user ticks; a cell holding null has nothing to select. Without it a checkbox column reads yes or no.
   */
  selection?: Selection;
  /** Drawn above the table: the b2b Actions panel acting on the selection. */
  panel?: ReactNode;
  /** The list's name for the columns a staff member chooses to hide (kept per list in this browser). */
  listKey?: string;
}>;

export type Selection = Readonly<{
  selected: ReadonlySet<string>;
  onToggle: (id: string, selected: boolean) => void;
  /** The box's accessible name for a row's id ("Select order …"). */
  label: (id: string) => string;
}>;

/**
 * A list definition (§2, §3): the keyword search (Search, Reset), the advanced search from `searchDto`, the table
 * with a cell per column type and the row actions of the user's role, Show all and LOAD MORE. After LOAD MORE the
 * first new row takes the focus (and so scrolls into view).
 */
export function ListRenderer({
  definition,
  rows,
  search,
  loading,
  onSearch,
  onAdvancedSearch,
  onShowAll,
  onLoadMore,
  onOpen,
  hrefOf,
  selection,
  panel,
  listKey,
}: ListRendererProps) {
  const texts = useAdminTexts();
  const role = useRole();
  const buttons = buttonsFor(definition.buttons, role);
  const rowButtons = buttons.filter((button) => isRowButton(button.name));
  const toolButtons = buttons.filter((button): button is Button & { name: ToolButton } => isToolButton(button.name));
  const idColumn = rowIdColumn(definition.columns);
  const idOf = (row: Row) => (idColumn === undefined ? undefined : row[idColumn]);
  const nameColumn = shownColumns(definition.columns).find((column) => column.type === undefined)?.name;
  const columnChoice = useColumnChoice(listKey ?? definition.title);
  const columns = columnChoice.visible(definition.columns);
  const choosable = shownColumns(definition.columns).filter((column) => column.name !== nameColumn);
  const nameAction = nameActions.find((action) => rowButtons.some((button) => button.name === action));
  const pathOf = (action: RowActionName, id: Row[string]) => `${rowActions[action]}/${encodeURIComponent(String(id))}`;
  /** A row's name as a link to its record, where the row has an id and the role may open it. */
  const nameLink = (column: Column, row: Row): ReactNode | null => {
    const id = idOf(row);
    const value = row[column.name];
    if (column.name !== nameColumn || nameAction === undefined || id === undefined || id === null) return null;
    if (value === null || value === undefined || value === '') return null;
    const path = pathOf(nameAction, id);
    return (
      <a
        href={hrefOf?.(path) ?? path}
        className="admin-row-name"
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onOpen(path);
        }}
      >
        {Array.isArray(value) ? value.join(', ') : String(value)}
      </a>
    );
  };
  const [keyword, setKeyword] = useState(search);
  const keywordId = useId();
  const tbody = useRef<HTMLTableSectionElement>(null);
  const firstNew = useRef<number | null>(null);

  useEffect(() => setKeyword(search), [search]);

  // LOAD MORE asked for the next page: when its rows arrive, the first of them takes the focus.
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || rows.length <= index) return;
    firstNew.current = null;
    const row = tbody.current?.rows.item(index);
    row?.focus();
    row?.scrollIntoView({ block: 'center' });
  }, [rows]);

  return (
    <div className="admin-list">
      <h1>{definition.title}</h1>
      {definition.components.search ? (
        <form
          className="admin-list-tools field-native"
          onSubmit={(event) => {
            event.preventDefault();
            onSearch(keyword.trim());
          }}
        >
          <label htmlFor={keywordId}>{texts.keyword}</label>
          <input id={keywordId} type="search" value={keyword} onChange={(event) => setKeyword(event.target.value)} />
          <button type="submit" className="button button-primary">
            {texts.search}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setKeyword('');
              onSearch('');
            }}
          >
            {texts.reset}
          </button>
        </form>
      ) : null}
      {definition.searchDto ? (
        <details className="admin-advanced-search">
          <summary>{texts.advancedSearch}</summary>
          <Formik initialValues={initialValuesOf(definition.searchDto)} onSubmit={(values) => onAdvancedSearch(values)}>
            <Form noValidate>
              <FormSections definition={definition.searchDto} />
              <button type="submit" className="button button-primary">
                {texts.search}
              </button>
            </Form>
          </Formik>
        </details>
      ) : null}
      <div className="admin-list-tools">
        {toolButtons.map((button) => (
          <button
            key={button.name}
            type="button"
            className={button.name === 'add' ? 'button button-primary' : 'button button-secondary'}
            onClick={() => onOpen(toolScreens[button.name])}
          >
            {button.value}
          </button>
        ))}
        {definition.components.paging ? (
          <button type="button" className="button button-secondary" onClick={onShowAll}>
            {texts.showAll}
          </button>
        ) : null}
      </div>
      {panel}
      {choosable.length > 1 ? (
        <details className="admin-columns">
          <summary>{texts.columns}</summary>
          <fieldset>
            <legend className="visually-hidden">{texts.columns}</legend>
            {choosable.map((column) => (
              <label key={column.name}>
                <input
                  type="checkbox"
                  checked={!columnChoice.hidden.has(column.name)}
                  onChange={(event) => columnChoice.setShown(column.name, event.target.checked)}
                />
                {column.caption}
              </label>
            ))}
          </fieldset>
        </details>
      ) : null}
      {loading && rows.length === 0 ? (
        <p role="status">{texts.loading}</p>
      ) : rows.length === 0 ? (
        <p role="status">{texts.empty}</p>
      ) : (
        <DefinitionTable
          columns={columns}
          rows={rows}
          caption={definition.title}
          bodyRef={tbody}
          focusableRows
          cardsOnPhone
          renderCell={(column, row) =>
            selection && column.type === 'checkbox' ? (
              <SelectBox selection={selection} id={idOf(row)} value={row[column.name]} />
            ) : (
              nameLink(column, row)
            )
          }
          // Pages are only appended, and a row may lack an id: its place completes its key.
          rowKey={(row, index) => `${String(idOf(row) ?? '')}-${index}`}
          actions={
            rowButtons.length > 0
              ? {
                  caption: texts.actions,
                  cell: (row) => {
                    const id = idOf(row);
                    const name = nameColumn === undefined ? '' : String(row[nameColumn] ?? '');
                    return (
                      <div className="admin-row-actions">
                        {id === undefined || id === null
                          ? null
                          : rowButtons.map((button) =>
                              isRowButton(button.name) ? (
                                <button
                                  key={button.name}
                                  type="button"
                                  className="link-button"
                                  onClick={() => isRowButton(button.name) && onOpen(pathOf(button.name, id))}
                                >
                                  {button.value}
                                  {name ? <span className="visually-hidden"> {name}</span> : null}
                                </button>
                              ) : null,
                            )}
                      </div>
                    );
                  },
                }
              : undefined
          }
        />
      )}
      {definition.components.paging && definition.showMore ? (
        <button
          type="button"
          className="button button-secondary load-more"
          disabled={loading}
          onClick={() => {
            firstNew.current = rows.length;
            onLoadMore();
          }}
        >
          {texts.loadMore}
        </button>
      ) : null}
    </div>
  );
}

/** A row's selection box, where its cell offers one (false or true; null: this row cannot be selected). */
function SelectBox({
  selection,
  id,
  value,
}: Readonly<{ selection: Selection; id: Row[string] | undefined; value: Row[string] | undefined }>) {
  if (typeof value !== 'boolean' || id === undefined || id === null) return null;
  const key = String(id);
  return (
    <input
      type="checkbox"
      className="admin-select-row"
      checked={selection.selected.has(key)}
      aria-label={selection.label(key)}
      onChange={(event) => selection.onToggle(key, event.target.checked)}
    />
  );
}
