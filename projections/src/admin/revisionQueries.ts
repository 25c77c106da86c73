/**
 * The queries of the back office's revision entities (`adminRevisions`, revisions.ts): what the resource lists, forms
 * and checks ask, in their words (an entity type, a store, a keyword, fields of the latest payload), so that no route
 * writes a filter or a dotted path of the document.
 */
import type { Collection, Filter, Sort } from '@parks/infra/documents/port';
import type { RevisionEntityType } from '@parks/schemas/revisions';
import type { StoreCode } from '@parks/schemas/store';
import { queriesOf } from '../runtime/readModel.ts';
import {
  type AdminEntityDocument,
  type AdminListDocument,
  adminEntityId,
  adminListProjection,
  adminRevisions,
  entityOfRevision,
  keywordFilter,
} from './revisions.ts';

/** A value a field of the latest payload is compared with. */
export type PayloadValue = string | number | boolean | null;

/** Conditions on an entity's latest revision, which a resource's scope and its advanced search add to a list. */
export type AdminEntityConditions = Readonly<{
  /** The latest revision's status. */
  status?: string;
  /** Fields of the latest payload (a dotted name reaches inside one), each equal to the value or to one of a list. */
  payload?: Readonly<Record<string, PayloadValue | readonly PayloadValue[]>>;
  /**
   * Alternatives on the latest payload: it matches at least one (each field → value, as `payload`; a list field
   * matches when it holds the value). A product is in a category by its `categoryIds`, or an older one by its one
   * `categoryId`.
   */
  payloadAnyOf?: readonly Readonly<Record<string, PayloadValue>>[];
}>;

/** Which entities a query reads: one entity type, in one store or every one, with a keyword and conditions. */
export type AdminEntitySelection = AdminEntityConditions &
  Readonly<{
    entityType: RevisionEntityType;
    /** The entities of this store only (their latest payload's); absent: every one of the type. */
    storeCode?: StoreCode;
    /** Anywhere in the latest payload's text, any case; '' or absent: no keyword. */
    keyword?: string;
  }>;

/**
 * A list's order: fields of the latest payload, each ascending (1) or descending (-1), in the order given; the
 * entity id breaks ties. Each resource list's order has an index (revisions.ts), so a page is read in order.
 */
export type PayloadOrder = Readonly<Record<string, 1 | -1>>;

/** The store's order of categories and products: their display order, then their ids. */
export const inDisplayOrder: PayloadOrder = { displayOrder: 1 };

/** Conditions of both, the second's over the first's for the same payload field (a search narrows a scope). */
export const bothConditions = (first: AdminEntityConditions, second: AdminEntityConditions): AdminEntityConditions => {
  const status = second.status ?? first.status;
  const payload =
    first.payload === undefined && second.payload === undefined ? undefined : { ...first.payload, ...second.payload };
  const payloadAnyOf = second.payloadAnyOf ?? first.payloadAnyOf;
  return {
    ...(status === undefined ? {} : { status }),
    ...(payload === undefined ? {} : { payload }),
    ...(payloadAnyOf === undefined ? {} : { payloadAnyOf }),
  };
};

const latestPath = (field: string): string => `latest.payload.${field}`;

const filterOf = (selection: AdminEntitySelection): Filter => {
  const payload = Object.entries(selection.payload ?? {}).map(([field, value]) => [
    latestPath(field),
    Array.isArray(value) ? { $in: [...value] } : value,
  ]);
  return {
    entityType: selection.entityType,
    ...(selection.storeCode === undefined ? {} : { storeCode: selection.storeCode }),
    ...keywordFilter(selection.keyword ?? ''),
    ...(selection.status === undefined ? {} : { status: selection.status }),
    ...Object.fromEntries(payload),
    ...(selection.payloadAnyOf === undefined
      ? {}
      : {
          $or: selection.payloadAnyOf.map((alternative) =>
            Object.fromEntries(Object.entries(alternative).map(([field, value]) => [latestPath(field), value])),
          ),
        }),
  };
};

const sortOf = (order: PayloadOrder): Sort => ({
  ...Object.fromEntries(Object.entries(order).map(([field, direction]) => [latestPath(field), direction])),
  entityId: 1,
});

export const adminRevisionQueries = queriesOf(adminRevisions, (entities: Collection<AdminEntityDocument>) => ({
  /** One entity, or null. */
  byId: (entityType: RevisionEntityType, entityId: string): Promise<AdminEntityDocument | null> =>
    entities.findById(adminEntityId(entityType, entityId)),
  /** The entity that holds a revision, and that revision; or null. */
  ofRevision: (revisionId: string) => entityOfRevision(entities, revisionId),
  /**
   * Every selected entity with its revisions (what a check or a form weighs a record against), in order; without
   * one, in the store's own order.
   */
  selected: (selection: AdminEntitySelection, order?: PayloadOrder): Promise<AdminEntityDocument[]> =>
    entities.find(filterOf(selection), order === undefined ? {} : { sort: sortOf(order) }),
  /** A window of a list: the selected entities in order, without their revisions (the lists never show them). */
  listWindow: (
    selection: AdminEntitySelection,
    order: PayloadOrder,
    window: Readonly<{ skip: number; limit: number }>,
  ): Promise<AdminListDocument[]> =>
    entities.find(filterOf(selection), { sort: sortOf(order), ...window, projection: adminListProjection }),
  /** The Product entities of these product ids (ids it does not know are left out). */
  productsById: (productIds: readonly string[]): Promise<AdminEntityDocument[]> =>
    productIds.length === 0
      ? Promise.resolve([])
      : entities.find({ _id: { $in: [...new Set(productIds)].map((id) => adminEntityId('Product', id)) } }),
  /** The Price entities of these products, by entity id. */
  pricesOf: (productIds: readonly string[]): Promise<AdminEntityDocument[]> =>
    entities.find(filterOf({ entityType: 'Price', payload: { productId: productIds } }), { sort: sortOf({}) }),
}));
