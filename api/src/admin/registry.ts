/**
 * The one registry of the back office's resources (back-office.md §3–§7). Each resource module (`resources/`)
 * declares what it is: its family name in the path (`/api/Categories/…`), its gateway entity name, its area of the
 * role table and the stores it applies to, the verbs it has, its schemas, and what each verb does. The two HTTP
 * adapters (`routes.ts`: the families and the generic gateway) only read requests into these calls and answers out
 * of them, so a family and its gateway entity can never disagree.
 */
import type { CommandMetadata } from '@parks/domain/shared/decider';
import type { AdminFamily, FormAnswer, FormScreenAction, ListAnswer, TreeAnswer } from '@parks/schemas/admin/calls';
import type { SubmitButtonName } from '@parks/schemas/admin/definitions';
import { type AdminFamilyDescriptor, adminFamilySpec } from '@parks/schemas/admin/families';
import type { AdminVerb } from '@parks/schemas/admin/family';
import type { Language } from '@parks/schemas/language';
import type { MessageKey } from '@parks/schemas/messages/index';
import type { RevisionEntityType } from '@parks/schemas/revisions';
import type { AdminArea } from '@parks/schemas/roles';
import type { StoreCode } from '@parks/schemas/store';
import type { AuthUser } from '../auth/sessions.ts';
import type { InputSchema } from '../http/validate.ts';
import type { AdminDeps } from './deps.ts';
import { rowActionButtons } from './forms.ts';
import { refuseVerb } from './problems.ts';
import type { UploadBinding } from './uploads/multipart.ts';

// The verbs are part of each family's descriptor, which the web reads too.
export { type AdminVerb, adminVerbs } from '@parks/schemas/admin/family';

/** Who calls, for which store, in which language, at what time: what every verb of a resource is given. */
export type AdminCall = Readonly<{
  user: AuthUser;
  storeCode: StoreCode;
  language: Language;
  /** The store clock's now, as the commands carry it. */
  now: string;
}>;

/** What every command of a call carries: when it runs (the store clock's now) and who acts. */
export const commandMetadata = (call: Pick<AdminCall, 'now' | 'user'>): CommandMetadata => ({
  now: call.now,
  userId: call.user.id,
});

/** The common part of a list request (`listQuerySchema`), plus the resource's advanced search fields. */
export type ListRequest = Readonly<{
  page: number;
  search: string;
  view: 'table' | 'tree';
  /** The advanced search fields the resource declared, as validated. */
  filters: Readonly<Record<string, unknown>>;
}>;

/** What a write did: the entity, the revision it drafted or moved, and the notice to show. */
export type WriteResult = Readonly<{ id: string; revisionId: string | null; message: MessageKey }>;

export type { UploadBinding, UploadField } from './uploads/multipart.ts';

export type AdminResource = Readonly<{
  family: AdminFamily;
  /** The gateway's entity name (§7 lists the family names). */
  entity: string;
  area: AdminArea;
  stores: readonly StoreCode[];
  verbs: readonly AdminVerb[];
  /** The revision entity type behind it, when it is one (the Revisions family sends edits to it). */
  entityType: RevisionEntityType | null;
  /** `GET …/GetAll`'s query: the common list fields and the advanced search fields. */
  listQuery: InputSchema<Record<string, unknown>>;
  /** The body of Create and Update (the form's values), or undefined for a resource without writes. */
  values: InputSchema<Record<string, unknown>> | undefined;
  /** The resource's uploads: Create and Update then also take `multipart/form-data` (routes.ts). */
  upload?: UploadBinding;
  getAll: (call: AdminCall, request: ListRequest) => Promise<ListAnswer | TreeAnswer>;
  getById: (call: AdminCall, id: string, action: FormScreenAction) => Promise<FormAnswer>;
  /** `values` as validated by `values`. */
  create: (
    call: AdminCall,
    values: Readonly<Record<string, unknown>>,
    button: SubmitButtonName,
  ) => Promise<WriteResult>;
  update: (
    call: AdminCall,
    id: string,
    values: Readonly<Record<string, unknown>>,
    button: SubmitButtonName,
  ) => Promise<WriteResult>;
  remove: (call: AdminCall, id: string) => Promise<WriteResult>;
  /**
   * The rules across records for validated values (a SKU taken …), throwing the write's 422: what a multipart
   * write checks before its files are stored (create and update check them again).
   */
  check?: (call: AdminCall, values: Readonly<Record<string, unknown>>, id: string | null) => Promise<void>;
}>;

export type ResourceFactory = (deps: AdminDeps) => AdminResource;

/** What a resource is, as its family's descriptor declares it (the web's screens left out). */
export type AdminDeclaration = Pick<AdminResource, 'family' | 'entity' | 'area' | 'stores' | 'verbs' | 'entityType'>;

export const declaredBy = (descriptor: AdminFamilyDescriptor): AdminDeclaration => ({
  family: descriptor.family,
  entity: descriptor.entity,
  area: descriptor.area,
  stores: descriptor.stores,
  verbs: descriptor.verbs,
  entityType: descriptor.entityType,
});

/** A resource that lists, shows and updates only (§7: its Create and Delete answer 405). */
export const updateOnly = (
  descriptor: AdminFamilyDescriptor,
  resource: Omit<AdminResource, keyof AdminDeclaration | 'create' | 'remove'>,
): AdminResource => ({
  ...declaredBy(descriptor),
  ...resource,
  create: refuseVerb,
  remove: refuseVerb,
});

/** A resource that lists and shows only (§7: its Create, Update and Delete answer 405). */
export const readOnly = (
  descriptor: AdminFamilyDescriptor,
  resource: Omit<AdminResource, keyof AdminDeclaration | 'create' | 'update' | 'remove' | 'values'>,
): AdminResource => ({
  ...declaredBy(descriptor),
  ...resource,
  values: undefined,
  create: refuseVerb,
  update: refuseVerb,
  remove: refuseVerb,
});

/** The resources by family (case-insensitive, as the role guard reads paths) and by revision entity type. */
export type Registry = Readonly<{
  resources: readonly AdminResource[];
  byFamily: (family: string) => AdminResource | undefined;
  byEntityType: (entityType: RevisionEntityType) => AdminResource | undefined;
}>;

/**
 * A resource whose list answers carry its family's row actions (`rowActionButtons`) after the buttons it sends
 * itself; a button it already sends by that name (inventory's Edit labelled Adjust) is kept as it is.
 */
const withRowActions = (resource: AdminResource): AdminResource => ({
  ...resource,
  getAll: async (call, request) => {
    const answer = await resource.getAll(call, request);
    if (answer.mode !== 'table') return answer;
    const sent = new Set(answer.buttons.map((button) => button.name));
    const rows = rowActionButtons(call, resource.area, adminFamilySpec(resource.family)).filter(
      (button) => !sent.has(button.name),
    );
    return rows.length === 0 ? answer : { ...answer, buttons: [...answer.buttons, ...rows] };
  },
});

export const createRegistry = (given: readonly AdminResource[]): Registry => {
  const resources = given.map(withRowActions);
  const families = new Map(resources.map((resource) => [resource.family.toLowerCase(), resource]));
  return {
    resources,
    byFamily: (family) => families.get(family.toLowerCase()),
    byEntityType: (entityType) => resources.find((resource) => resource.entityType === entityType),
  };
};
