import type { Collection, DocumentStore } from '@parks/infra/documents/port';
import type { ProjectionStatus } from './types.ts';

/** The registry collection: one document per read model, written only by the runtime. */
export const REGISTRY = '_projections';

/** Positions are encoded with `encodePosition` (padded strings, see positions.ts). */
export type RegistryDoc = {
  _id: string;
  version: number;
  /** The active collection: queries read it. */
  collection: string;
  /** The collection being rebuilt, if any, with the version it is rebuilt for and how far it got. */
  shadowCollection: string | null;
  shadowVersion: number | null;
  shadowPosition: string | null;
  position: string | null;
  status: ProjectionStatus;
  lastError: string | null;
  updatedAt: string;
};

export const registryOf = (documents: DocumentStore): Collection<RegistryDoc> =>
  documents.collection<RegistryDoc>(REGISTRY);

export const versionedName = (name: string, version: number): string => `${name}_v${version}`;

/** A rebuild of the same version goes to `<name>_v<version>_r<n>`, n counting up from the active one. */
export const rebuildName = (name: string, version: number, active: string): string => {
  const base = versionedName(name, version);
  const match = active.startsWith(base) ? /^_r(\d+)$/.exec(active.slice(base.length)) : null;
  const n = match?.[1] === undefined ? 0 : Number(match[1]);
  return `${base}_r${n + 1}`;
};

/** Where the runtime remembers deleted documents of a collection (see evolveBatch.ts). */
export const tombstonesOf = (collection: string): string => `${collection}__deleted`;
