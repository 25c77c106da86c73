import { type InferType, mixed, object } from 'yup';
import { fieldLimits, idField, isWellFormedId, list, pageNumber, searchTextField, text } from '../fields.ts';
import { revisionActions } from '../revisions.ts';
import { isStoreCode, type StoreCode, storeCodes } from '../store.ts';
import { msg } from '../texts/messages/index.ts';
import { formScreenActions } from './calls.ts';
import { submitButtonNames } from './definitions.ts';
import { oneOf } from './schemaParts.ts';

/**
 * The query strings and bodies every admin resource shares (calls.ts): the store, a list page, a form screen, the
 * submit button pressed, the gateway's envelope. A resource adds its own value schema and advanced search fields.
 *
 * `storeCode` is required by every admin call, but the check that it is present runs after the body's (see
 * `requireStoreCode`), so a request with a bad body and no store names the body's fields first.
 */
export const storeCodeField = () =>
  text(8, { case: 'lower' }).oneOf([...storeCodes, undefined], msg('admin.storeCode.invalid'));

/** The store of an admin call, or the 422 of `admin.storeCode.required` (thrown by the caller as it likes). */
export const storeCodeOrNull = (value: unknown): StoreCode | null => (isStoreCode(value) ? value : null);

/** `GET …/GetAll`: page (Show all is 100000), keyword `search`, and the list or tree view. */
export const listQueryShape = {
  storeCode: storeCodeField(),
  page: pageNumber(),
  search: searchTextField().default(''),
  view: oneOf(['table', 'tree'] as const).default('table'),
};
export const listQuerySchema = object(listQueryShape);

/** `GET …/GetById/{id}?action=`: the form screen (edit by default). */
export const formQuerySchema = object({
  storeCode: storeCodeField(),
  action: oneOf(formScreenActions).default('edit'),
});

/** `POST …/Create`, `PUT …/Update/{id}`, `DELETE …/Delete/{id}`: the submit button pressed (save by default). */
export const writeQuerySchema = object({
  storeCode: storeCodeField(),
  button: oneOf(submitButtonNames).default('save'),
});
export type WriteQuery = InferType<typeof writeQuerySchema>;

/** `PUT /api/revisions/UpdateStatus/{id}?status=`. */
export const revisionStatusQuerySchema = object({
  storeCode: storeCodeField(),
  status: oneOf(revisionActions).required(msg('admin.revision.status.invalid')),
});

/** `GET /api/Revisions/Diff?from=&to=`. */
export const revisionDiffQuerySchema = object({
  storeCode: storeCodeField(),
  from: idField(msg('revision.notFound')).required(msg('revision.notFound')),
  to: idField(msg('revision.notFound')).required(msg('revision.notFound')),
});

/** A changeset publishes at most this many revisions in one event (one append, one write of the store). */
export const changesetLimits = { members: 1000 } as const;

/** `PUT /api/Revisions/PublishChangeset`: the revisions to publish together (one per entity). */
export const publishChangesetQuerySchema = object({ storeCode: storeCodeField() });
export const publishChangesetBodySchema = object({
  revisionIds: list(
    idField(msg('revision.notFound')).required(msg('revision.notFound')),
    changesetLimits.members,
    msg('changeset.tooMany'),
  )
    .min(1, msg('changeset.empty'))
    .required(msg('changeset.empty')),
});

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The gateway's envelope (calls.ts `GatewayRequest`); `data` is checked by the resource's own schemas. */
export const gatewayRequestSchema = object({
  entity: text(fieldLimits.id)
    .required(msg('admin.entity.unknown'))
    .test('id', msg('admin.entity.unknown'), isWellFormedId),
  storeCode: storeCodeField().required(msg('admin.storeCode.required')),
  data: mixed(isPlainObject).typeError(msg('validation.invalid')).nullable().default(null),
});

/** The gateway's `data` for GetById: the record and the screen. */
export const gatewayByIdSchema = object({
  id: idField(msg('admin.record.notFound')).required(msg('admin.record.notFound')),
  action: oneOf(formScreenActions).default('edit'),
});

/** The gateway's `data` for Create, Update and Delete: the record (not for Create) and the button pressed. */
export const gatewayWriteSchema = object({
  id: idField(msg('admin.record.notFound')),
  button: oneOf(submitButtonNames).default('save'),
});

/**
 * The body of `PUT /api/Revisions/Update/{revisionId}`: the owning entity's form values, checked by that entity's
 * own schema once the revision says which entity it is. Here only: a JSON object.
 */
export const ownerValuesSchema = mixed<Record<string, unknown>>(isPlainObject)
  .typeError(msg('validation.invalid'))
  .required(msg('validation.invalid'));

/** The entities whose notices `GET /api/Notices/GetAllById/{id}?type=` lists (their own notices, §3). */
export const noticeOwnerTypes = ['product', 'category'] as const;
export type NoticeOwnerType = (typeof noticeOwnerTypes)[number];

/** `GET /api/Notices/GetAllById/{id}`: the common list fields and whose notices (`type`, a product's by default). */
export const noticesOfQuerySchema = object({
  ...listQueryShape,
  type: oneOf(noticeOwnerTypes).default('product'),
});
