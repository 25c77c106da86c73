import { adminFamilyDescriptors } from '@parks/schemas/admin/families';

/**
 * The families the registry serves, lower case: known before any deps, so the app can answer their refusals as
 * AdminProblems even when the role guard refuses them before a router is reached (app.ts).
 */
export const servedAdminFamilies: ReadonlySet<string> = new Set(
  adminFamilyDescriptors.map((descriptor) => descriptor.family.toLowerCase()),
);

/** Families served by a router of their own, not the registry (resources/migration.ts), refused as the others are. */
export const routerOnlyAdminFamilies: ReadonlySet<string> = new Set(['migration']);

/** Every admin family whose refusals the app answers as AdminProblems. */
export const adminProblemFamilies: ReadonlySet<string> = new Set([...servedAdminFamilies, ...routerOnlyAdminFamilies]);
