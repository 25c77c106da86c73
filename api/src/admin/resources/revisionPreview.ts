/**
 * `POST /api/Revisions/Preview/{revisionId}?storeCode=` (schemas/src/preview.ts): a link that opens the store page as
 * this draft or uat revision of a product or category would make it, for 15 minutes, for staff only. The revision
 * must be of the call's store, and the caller must be allowed its entity's area (as every revision screen).
 */
import type Router from '@koa/router';
import { adminRevisionQueries } from '@parks/projections/admin/revisionQueries';
import { writeQuerySchema } from '@parks/schemas/admin/requests';
import { isPreviewable, type PreviewLinkDto } from '@parks/schemas/preview';
import { ProblemError } from '../../http/problems.ts';
import { validate } from '../../http/validate.ts';
import type { AppState } from '../../state.ts';
import { adminCallOf, adminFamilyRouter } from '../calls.ts';
import type { AdminDeps } from '../deps.ts';
import type { AdminResource, Registry } from '../registry.ts';
import { assertOwnerAllows } from './revisions.ts';

export const revisionPreviewRouter = (deps: AdminDeps, resource: AdminResource, owners: Registry): Router<AppState> =>
  adminFamilyRouter(resource).post(
    '/Preview/:id',
    validate({ params: { id: 'revision.notFound' }, query: writeQuerySchema }),
    async (ctx) => {
      const { query, params } = ctx.state.input;
      const call = adminCallOf(ctx, deps, resource, query.storeCode);
      const found = await adminRevisionQueries(deps.projections).ofRevision(params.id);
      // Another store's revision is not there for this call.
      if (found === null || (found.entity.storeCode !== null && found.entity.storeCode !== call.storeCode)) {
        throw new ProblemError(404, 'revision.notFound');
      }
      const { entity, revision } = found;
      assertOwnerAllows(owners, call, entity.entityType);
      // The public store's category pages, and the portal's product pages.
      if (!isPreviewable(entity.entityType, call.storeCode)) {
        throw new ProblemError(422, 'preview.notPreviewable');
      }
      if (revision.status !== 'draft' && revision.status !== 'uat') throw new ProblemError(422, 'preview.notDraft');
      if (deps.auth === undefined) throw new ProblemError(503, 'server.unavailable');
      const { token, grant } = await deps.auth.previews.issue(
        { revisionId: revision.revisionId, storeCode: call.storeCode, issuedBy: call.user.id },
        // The link's life is the server's time, not the store's (which a seeded clock may set elsewhere).
        deps.clock(),
      );
      ctx.set('Cache-Control', 'no-store');
      // A portal product's preview opens in the portal's frame, a public store page's in the store's.
      const frame = call.storeCode === 'b2b' ? `/${call.language}/portal` : `/${call.language}`;
      ctx.body = { url: `${frame}/preview/${token}`, expiresAt: grant.expiresAt } satisfies PreviewLinkDto;
    },
  );
