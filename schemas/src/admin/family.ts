import type { RevisionEntityType } from '../revisions.ts';
import type { AdminArea } from '../roles.ts';
import type { StoreCode } from '../store.ts';

/** The form screens of §2 and the action each sends to GetById. */
export const formScreenActions = [
  'create',
  'clone',
  'edit',
  'delete',
  'details',
  'import',
  'generate',
  'json',
] as const;
export type FormScreenAction = (typeof formScreenActions)[number];

/** The verbs of a family (§7); a verb a family lacks answers 405. */
export const adminVerbs = ['GetAll', 'GetById', 'Create', 'Update', 'Delete'] as const;
export type AdminVerb = (typeof adminVerbs)[number];

/** A family that lists, shows and updates only: its Create and Delete answer 405. */
export const updateOnlyVerbs = ['GetAll', 'GetById', 'Update'] as const satisfies readonly AdminVerb[];

/**
 * What one admin family is, in the one place both sides read it: the API serves, guards and names its gateway entity
 * from it, the web routes and guards its area's screens from it. What it does stays with its resource.
 */
export type AdminFamilySpec = Readonly<{
  /** The family's name in the path (`/api/{Family}/…`). */
  family: string;
  /** The generic gateway's entity name (§7 names the gateway's entities as the families): the family's unless told. */
  entity?: string;
  /** The area of the role table whose roles it needs, in every store. */
  area: AdminArea;
  /** The stores it exists in: one only makes its area a store-only one (no menu item, not found elsewhere). */
  stores: readonly StoreCode[];
  verbs: readonly AdminVerb[];
  /** The revision entity type behind it, when it is one (the Revisions family sends edits to its resource). */
  entityType: RevisionEntityType | null;
  /**
   * The sub-paths of its area's screens (`{area}/{screen}/{id?}`, back-office.md section 2), or null for a family
   * whose records are edited in another family's area (notices and attributes in the products area).
   */
  screens: readonly string[] | null;
  /**
   * Its multipart writes (§7), for both sides: the JSON part's name and, per uploader field of its form, the part its
   * new files go in and whether the field holds several files. A family not named sends its JSON part as `dto`.
   */
  multipart?: Readonly<{
    dtoPart: string;
    uploads?: Readonly<Record<string, Readonly<{ part: string; many: boolean }>>>;
  }>;
  /** Sub-paths it names its own way (§2 "inventory/adjust/{id}: adjust is treated as edit"): word → form screen. */
  screenAliases?: Readonly<Record<string, FormScreenAction>>;
}>;

export type DefinedAdminFamily<D extends AdminFamilySpec> = Readonly<Omit<D, 'entity'> & { entity: string }>;

/** One family's descriptor, its literal names kept so the families' union types follow from the list of them. */
export const defineAdminFamily = <const D extends AdminFamilySpec>(spec: D): DefinedAdminFamily<D> => ({
  ...spec,
  entity: spec.entity ?? spec.family,
});
