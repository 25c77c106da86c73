import type { Language } from '../language.ts';
import type { RevisionEntityType } from '../revisions.ts';
import type { StaffRole } from '../roles.ts';
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

/** An area's name in each language. */
export type AreaLabel = Readonly<Record<Language, string>>;

/** The verbs of a family (§7); a verb a family lacks answers 405. */
export const adminVerbs = ['GetAll', 'GetById', 'Create', 'Update', 'Delete'] as const;
export type AdminVerb = (typeof adminVerbs)[number];

/** A family that lists, shows and updates only: its Create and Delete answer 405. */
export const updateOnlyVerbs = ['GetAll', 'GetById', 'Update'] as const satisfies readonly AdminVerb[];

/** A family that lists and shows only (§7 "Payments is read-only"): its Create, Update and Delete answer 405. */
export const readOnlyVerbs = ['GetAll', 'GetById'] as const satisfies readonly AdminVerb[];

/** The calls of a family beyond its verbs that one of its form screens saves with (a POST to `{Family}/{call}/{id}`). */
export const screenCalls = ['Annotate'] as const;
export type ScreenCall = (typeof screenCalls)[number];

/** The actions a list row offers (§2): each opens the row's screen of that name (`remove` the delete screen). */
export const rowActionNames = ['details', 'edit', 'clone', 'remove'] as const;
export type RowActionName = (typeof rowActionNames)[number];

type FamilyCommon = Readonly<{
  /** The family's name in the path (`/api/{Family}/…`). */
  family: string;
  /** The generic gateway's entity name (§7 names the gateway's entities as the families): the family's unless told. */
  entity?: string;
  /**
   * The area of the role table whose roles it needs, in every store (its own, named like it, or the area of the
   * family whose screens edit its records). Any word: the areas' union type follows from the descriptors.
   */
  area: string;
  /** The stores it exists in: one only makes its area a store-only one (no menu item, not found elsewhere). */
  stores: readonly StoreCode[];
  verbs: readonly AdminVerb[];
  /** The revision entity type behind it, when it is one (the Revisions family sends edits to its resource). */
  entityType: RevisionEntityType | null;
  /**
   * Its multipart writes (§7), for both sides: the JSON part's name and, per uploader field of its form, the part its
   * new files go in and whether the field holds several files. A family not named sends its JSON part as `dto`.
   */
  multipart?: Readonly<{
    dtoPart: string;
    /** `orPart`: another part whose files fill this field too (one file part serving two languages' fields). */
    uploads?: Readonly<Record<string, Readonly<{ part: string; many: boolean; orPart?: string }>>>;
  }>;
  /** Sub-paths it names its own way (§2 "inventory/adjust/{id}: adjust is treated as edit"): word → form screen. */
  screenAliases?: Readonly<Record<string, FormScreenAction>>;
  /**
   * What its Delete does, for the confirmation to say: a revisioned record is made inactive (nothing is erased, §2);
   * a user account is deactivated. Unsaid: inactive.
   */
  removal?: 'inactive' | 'deactivate';
  /** The row actions of its list when they are not those its verbs and screens give (`rowActionsOf`). */
  rowActions?: readonly RowActionName[];
  /**
   * The form screens that save through a call of their own rather than their verb (`edit: 'Annotate'`: a payment
   * is never updated, its edit screen appends an annotation).
   */
  screenSaves?: Readonly<Partial<Record<FormScreenAction, ScreenCall>>>;
}>;

/**
 * What one admin family is, in the one place both sides read it: the API serves, guards and names its gateway entity
 * from it, the role table, the menu and the path guard read its area from it, and the web routes its screens and
 * draws its list's row actions from it. What it does stays with its resource.
 *
 * A family with its own area says who may enter it and where it sits in the menu; a family edited in another's
 * area (notices and attributes in the products area) has no screens and takes that area's roles.
 */
export type AdminFamilySpec = FamilyCommon &
  (
    | Readonly<{
        /** Its area's name in the menu, the titles and the breadcrumbs, in both languages. */
        label: AreaLabel;
        /** The sub-paths of its area's screens (`{area}/{screen}/{id?}`, back-office.md section 2). */
        screens: readonly string[];
        /** Who may enter its area in each of its stores (back-office.md §6). */
        roles: readonly StaffRole[];
        /** Its place in the left menu (lower first; the shell's areas are placed in adminMenu.ts), or null for none. */
        menu: number | null;
      }>
    | Readonly<{ screens: null; label?: undefined; roles?: undefined; menu?: undefined }>
  );

/** The stores most families exist in: both. */
export const bothStores = ['b2c', 'b2b'] as const satisfies readonly StoreCode[];

/** Who enters most areas (back-office.md §6). */
export const lmgAndSuperUser = ['LMG', 'SuperUser'] as const satisfies readonly StaffRole[];

/**
 * What a family's module declares: its spec less what most families share, which it names only where it differs.
 * Unsaid, a family is in both stores, serves every verb, has its area named like it (`Banners` in `banners`) and,
 * when the area is its own, lets the LMG and SuperUsers in.
 */
export type AdminFamilyDeclaration = Omit<FamilyCommon, 'area' | 'stores' | 'verbs'> &
  Partial<Pick<FamilyCommon, 'area' | 'stores' | 'verbs'>> &
  (
    | Readonly<{ label: AreaLabel; screens: readonly string[]; roles?: readonly StaffRole[]; menu: number | null }>
    | Readonly<{ screens: null; label?: undefined; roles?: undefined; menu?: undefined }>
  );

/** What D leaves unsaid, filled with the shared values of `Shared`: D's own where it names them. */
type Filled<D, Shared> = Omit<D, keyof Shared> & {
  readonly [K in keyof Shared]: D extends Readonly<Record<K, infer Own>> ? Own : Shared[K];
};

type SharedParts<D extends AdminFamilyDeclaration> = Readonly<{
  area: Uncapitalize<D['family']>;
  stores: typeof bothStores;
  verbs: typeof adminVerbs;
}> &
  (D['screens'] extends null ? unknown : Readonly<{ roles: typeof lmgAndSuperUser }>);

export type DefinedAdminFamily<D extends AdminFamilyDeclaration> = Readonly<
  Omit<Filled<D, SharedParts<D>>, 'entity'> & { entity: string }
>;

/** One family's descriptor, its literal names kept so the families' union types follow from the list of them. */
export const defineAdminFamily = <const D extends AdminFamilyDeclaration>(spec: D): DefinedAdminFamily<D> =>
  // TypeScript cannot follow a spread into a conditional type: the object is Filled's, one default a key.
  ({
    area: `${spec.family.charAt(0).toLowerCase()}${spec.family.slice(1)}`,
    stores: bothStores,
    verbs: adminVerbs,
    ...(spec.screens === null ? {} : { roles: lmgAndSuperUser }),
    ...spec,
    entity: spec.entity ?? spec.family,
  }) as DefinedAdminFamily<D>;

/** The form screen a row action opens. */
export const rowActionScreens = {
  details: 'details',
  edit: 'edit',
  clone: 'clone',
  remove: 'delete',
} as const satisfies Readonly<Record<RowActionName, FormScreenAction>>;

/** The verb a row action's screen ends in: a family that lacks it offers no such action. */
const rowActionVerbs = {
  details: 'GetById',
  edit: 'Update',
  clone: 'Create',
  remove: 'Delete',
} as const satisfies Readonly<Record<RowActionName, AdminVerb>>;

/** The word of a form screen in a family's paths: its own word for it where it has one (`adjust` for `edit`). */
export const screenWordOf = (spec: AdminFamilySpec, screen: FormScreenAction): string =>
  Object.entries(spec.screenAliases ?? {}).find(([, action]) => action === screen)?.[0] ?? screen;

/**
 * The row actions of a family's list: those it declares, else each action whose screen it has and whose verb it
 * serves (an update-only family offers no Delete, a family without a details screen no Details).
 */
export const rowActionsOf = (spec: AdminFamilySpec): readonly RowActionName[] =>
  spec.rowActions ??
  rowActionNames.filter(
    (action) =>
      spec.verbs.includes(rowActionVerbs[action]) &&
      (spec.screens ?? []).includes(screenWordOf(spec, rowActionScreens[action])),
  );

/** The sub-path a row action opens for a record (`edit/12`, `adjust/12` where the family names it so). */
export const rowActionPath = (spec: AdminFamilySpec, action: RowActionName, id: string): string =>
  `${screenWordOf(spec, rowActionScreens[action])}/${encodeURIComponent(id)}`;
