import type { ProblemDetails } from '../problem.ts';
import type { StoreCode } from '../store.ts';
import type { DefinitionMode, FormDefinition, ListArgs, ListDefinition, TreeDefinition } from './definitions.ts';

/**
 * The wire contract of the back office's calls (back-office.md §7): the resource families
 * (`/api/{Family}/GetAll` …) and the generic entity gateway (`/api/{Entity}/GetAll` with `{entity, storeCode, data}`)
 * are two adapters over one server registry of admin resources, so they share these shapes. Types only: the
 * server checks requests with the schemas of each resource, the web reads answers through these types.
 *
 * Families (the web uses these):
 * - `GET  /api/{Family}/GetAll?storeCode=&page=&search=&{advanced search fields}` → `ListAnswer`
 *   (`Categories` also answers `?view=tree` with a `TreeAnswer`).
 * - `GET  /api/{Family}/GetById/{id}?storeCode=&action=` → `FormAnswer`; `action` is a `FormScreenAction`
 *   (`create` and `import` take the id `new`; `clone` gives the record's values under a new entity).
 * - `POST /api/{Family}/Create?storeCode=` → `WriteAnswer` (201).
 * - `PUT  /api/{Family}/Update/{id}?storeCode=` → `WriteAnswer`.
 * - `DELETE /api/{Family}/Delete/{id}?storeCode=` → `WriteAnswer` (a catalogue delete makes the entity inactive;
 *   nothing is erased).
 *   Create and Update take `application/json` (the form's values after `toWire`) or, where the family has uploads,
 *   `multipart/form-data` with the values as the JSON text of the part `{dtoPart}` and the files in the parts the
 *   family names (`files_en`, `files_fr`, `pdfs`, `files`).
 * - `PUT /api/Revisions/UpdateStatus/{revisionId}?storeCode=&status=uat|publish|inactive` → `WriteAnswer`.
 * - `GET /api/Revisions/Diff?storeCode=&from={revisionId}&to={revisionId}` → `RevisionDiffAnswer` (two revisions
 *   of one entity).
 * - `POST /api/Revisions/Restore/{revisionId}?storeCode=` → `WriteAnswer` (201): a new draft revision holding that
 *   revision's content.
 * - `GET /api/Reports/GetAll?storeCode=` → `ListAnswer`, a row per report (`reportIds`); `GET
 *   /api/Reports/GetById/{reportId|new}?storeCode=&action=create` → the build form (`new`: choose the report; a
 *   report id: its filters, with `reportId` hidden); `GET /api/Reports/View/{reportId}?storeCode=&{filter fields}`
 *   → `ReportViewDefinition` (summary with the row count first, the first `reportLimits.viewRows` rows). The filter
 *   fields are the report's (`reportFilterSchema`); one it does not take is a 422, an unknown report a 404.
 * - A verb a family lacks answers 405 (ProvinceStates Create/Delete, Settings Create/Delete, Payments writes).
 *
 * Gateway (same registry, same answers): `POST /api/{Entity}/GetAll`, `PUT /api/{Entity}/GetById`,
 * `POST /api/{Entity}/Create`, `PUT /api/{Entity}/Update`, `DELETE /api/{Entity}/Delete`, each with the JSON body
 * `GatewayRequest`; `data` holds what the family takes in its query string and body (`id`, `action`, `page`,
 * `search`, the values).
 *
 * Every refusal is an `AdminProblem`: 400/422 with `errors` per field (messages in the request's language, the
 * first one is shown), 401 not signed in, 403 role or store not allowed, 404 unknown entity or id, 405 verb
 * missing, 409 conflict (a revision that cannot take the action).
 */

// The families are declared one module each (families.ts); their names are part of this contract.
export { type AdminFamily, adminFamilies } from './families.ts';

// The form screens are the families' words too (a family's screen aliases name them): declared with them.
export { type FormScreenAction, formScreenActions } from './family.ts';

/** GET …/GetAll: a list screen, one page of rows (page 100000 is Show all). */
export type ListAnswer = ListDefinition;
export type TreeAnswer = TreeDefinition;

/** GET …/GetById/{id}: the form of one screen, its fields' `initialValue`s holding the record. */
export type FormAnswer = FormDefinition;

/** A successful write: the server's notice (in the request's language), the entity written, and where to go. */
export type WriteAnswer = Readonly<{
  message: string;
  id: string;
  mode: DefinitionMode;
  args: ListArgs | null;
  /** The revision the write drafted or moved, for the screens that follow it (revisions/details/{revisionId}). */
  revisionId: string | null;
}>;

/** `POST /api/Discounts/Generate`: the write's answer, and the codes generated (one discount each). */
export type GenerateAnswer = WriteAnswer & Readonly<{ codes: readonly string[] }>;

/** Every refused admin call: the problem, plus the spec's `message` and per-field `errors`, already translated. */
export type AdminProblem = ProblemDetails &
  Readonly<{ message: string; errors?: Readonly<Record<string, readonly string[]>> }>;

/** The generic gateway's body (§7). */
export type GatewayRequest = Readonly<{
  entity: string;
  storeCode: StoreCode;
  data: Readonly<Record<string, unknown>> | null;
}>;

/**
 * A revision's field value as staff read it, formatted in the call's language by the server
 * (api/src/admin/revisionFields.ts): parts of text or an image, each with its label where the value has several
 * (a bilingual text: English, French); `list` when the parts are the items of a list. No parts: no value.
 */
export type ShownPart = Readonly<{ label?: string; text?: string; imageUrl?: string }>;
export type ShownValue = Readonly<{ list: boolean; parts: readonly ShownPart[] }>;

/** A payload field of a revision: its name on the wire (a key, never shown), its label and its formatted value. */
export type ShownField = Readonly<{ name: string; label: string; value: ShownValue }>;

/** The widget type a revision's details show a field's `ShownValue` with (its `initialValue` is the JSON). */
export const shownValueWidget = 'revisionValue';

/**
 * A diff of two revisions of one entity: each top-level field whose value differs, labelled, with both values
 * formatted (unchanged fields are left out).
 */
export type RevisionDiffAnswer = Readonly<{
  entityType: string;
  entityId: string;
  from: Readonly<{ revisionId: string; number: number }>;
  to: Readonly<{ revisionId: string; number: number }>;
  changes: readonly Readonly<{ name: string; label: string; before: ShownValue; after: ShownValue }>[];
}>;
