/**
 * The admin family descriptors (schemas/src/admin/families.ts) against what the server builds from them: the
 * registry serves a resource for each (or a router of its own does), declared as its descriptor says, and the
 * app's lists of families and areas are the descriptors'.
 */
import { silentLogger } from '@parks/infra/logging';
import { adminFamilies } from '@parks/schemas/admin/calls';
import { adminFamilyDescriptors } from '@parks/schemas/admin/families';
import type { AdminFamilySpec } from '@parks/schemas/admin/family';
import { adminAreas } from '@parks/schemas/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFamilies as guardedFamilies } from '../auth/adminAreas.ts';
import { randomIds } from '../store/ids.ts';
import { startTestApi, type TestApi } from '../testing/testApi.ts';
import { adminProblemFamilies, servedAdminFamilies } from './families.ts';
import { declaredBy } from './registry.ts';
import { type AdminSetup, adminSetup } from './resources/index.ts';

let api: TestApi | undefined;
let setup: AdminSetup;

beforeAll(async () => {
  api = await startTestApi();
  // The setup as the app builds it: only its declarations are read here.
  setup = adminSetup({
    eventStore: api.eventStore,
    projections: api.projections,
    awaitProjections: api.app.awaitProjections,
    logger: silentLogger(),
    clock: () => new Date(),
    ids: randomIds,
    auth: undefined,
    blobs: api.blobs,
    uploadTempDir: api.uploadTempDir,
  });
}, 60_000);
afterAll(async () => {
  await api?.close();
});

const lower = (name: string) => name.toLowerCase();

describe('the admin family descriptors, against the registry', () => {
  it('give every served resource a descriptor, and it is declared as its descriptor says', () => {
    for (const resource of setup.registry.resources) {
      const descriptor = adminFamilyDescriptors.find((candidate) => candidate.family === resource.family);
      expect(descriptor, resource.family).toBeDefined();
      if (descriptor === undefined) continue;
      expect(declaredBy(descriptor), resource.family).toEqual({
        family: resource.family,
        entity: resource.entity,
        area: resource.area,
        stores: resource.stores,
        verbs: resource.verbs,
        entityType: resource.entityType,
      });
    }
  });

  it('serve every descriptor by a resource of the registry or a router of its own', () => {
    const routers = setup.extraRouters.map((router) => lower(router.opts.prefix ?? ''));
    for (const descriptor of adminFamilyDescriptors) {
      const served =
        setup.registry.byFamily(descriptor.family) !== undefined || routers.includes(`/${lower(descriptor.family)}`);
      expect(served, descriptor.family).toBe(true);
    }
  });

  it("derive the app's lists of families and the area guard's map from the descriptors", () => {
    expect([...adminFamilies]).toEqual(adminFamilyDescriptors.map((descriptor) => descriptor.family));
    expect([...servedAdminFamilies].sort()).toEqual(adminFamilyDescriptors.map(({ family }) => lower(family)).sort());
    for (const family of servedAdminFamilies) expect(adminProblemFamilies.has(family)).toBe(true);
    for (const descriptor of adminFamilyDescriptors) {
      expect(guardedFamilies[lower(descriptor.family)], descriptor.family).toBe(descriptor.area);
    }
    for (const [family, area] of Object.entries(guardedFamilies)) {
      expect(family).toBe(lower(family));
      expect(adminAreas, family).toContain(area);
    }
  });

  it("read multipart writes by the descriptor's part names: its DTO part, and a file part for each uploader", () => {
    for (const descriptor of adminFamilyDescriptors) {
      const spec: AdminFamilySpec = descriptor;
      const upload = setup.registry.byFamily(descriptor.family)?.upload;
      const uploads = Object.values(spec.multipart?.uploads ?? {});
      // A family with uploaders takes multipart bodies; one without takes JSON only, whatever its DTO part's name.
      expect(upload !== undefined, descriptor.family).toBe(uploads.length > 0);
      if (upload === undefined) continue;
      expect(upload.spec.dtoPart, descriptor.family).toBe(spec.multipart?.dtoPart);
      const parts = upload.spec.files.map((file) => file.name);
      for (const { part } of uploads) expect(parts, descriptor.family).toContain(part);
    }
  });
});
