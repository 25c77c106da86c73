/**
 * The admin settings (back-office.md: Change Settings; section 7: Settings has GetAll, GetById and Update only),
 * for the settings area's roles (LMG, SuperUser). The store's settings are the `Settings` revision entity
 * `store`; an update drafts a revision with the new values and publishes it at once (the previous one goes
 * inactive), then waits for the read model, so the next GetSettings and store read already follow it.
 *
 *   GET /api/Settings/GetAll          → [settings]
 *   GET /api/Settings/GetById/{id}    → settings (404 for another id)
 *   PUT /api/Settings/Update/{id}     body: flags flat or as GetSettings (`admin.enableUAT`, …) → settings
 */
import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { RevisionCommand } from '@parks/domain/revisions/commands';
import { revisionDecider } from '@parks/domain/revisions/decider';
import { revisionStream } from '@parks/domain/revisions/streams';
import { publishedRevision } from '@parks/domain/revisions/views';
import { sameJson } from '@parks/domain/shared/canonicalJson';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import { currentSettings } from '@parks/projections/store/settings';
import {
  type StoreSettingsRecord,
  settingsUpdateOf,
  settingsUpdateSchema,
  storeSettingsId,
  storeSettingsOf,
} from '@parks/schemas/settings';
import { requireArea, signedInUser } from '../auth/guards.ts';
import { ProblemError } from '../http/problems.ts';
import { validate } from '../http/validate.ts';
import type { RouteDeps } from '../routes.ts';
import type { AppState } from '../state.ts';
import { storeCollections } from '../store/readModels.ts';
import { foldStream } from '../store/streams.ts';

const decider = revisionDecider<unknown>();

const knownId = (id: string | undefined): string => {
  if (id !== storeSettingsId) throw new ProblemError(404, 'resource.notFound');
  return id;
};

export const settingsRoutes = (deps: RouteDeps) => {
  const collections = storeCollections(deps.projections);
  const streamName = revisionStream('Settings', storeSettingsId);

  /** The published settings on the command side (no read-model lag), or the defaults. */
  const published = async (): Promise<StoreSettingsRecord> => {
    const state = await foldStream(deps.eventStore, streamName, decider);
    const payload = publishedRevision(state)?.payload;
    return (payload === undefined ? null : storeSettingsOf(payload)) ?? (await currentSettings(collections.settings()));
  };

  return new Router<AppState>({ prefix: '/Settings' })
    .use(requireArea('settings'))
    .get('/GetAll', async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = [await currentSettings(collections.settings())];
    })
    .get('/GetById/:id', async (ctx) => {
      knownId(ctx.params.id);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await currentSettings(collections.settings());
    })
    .put('/Update/:id', validate({ body: settingsUpdateSchema }, { bodyCode: 'validation.invalid' }), async (ctx) => {
      const settingId = knownId(ctx.params.id);
      const user = signedInUser(ctx);
      const current = await published();
      const next: StoreSettingsRecord = { settingId, ...settingsUpdateOf(ctx.state.input.body, current) };
      const metadata = { now: deps.clock().toISOString(), userId: user.id };
      const revisionId = `settings-${randomUUID()}`;
      const commands: RevisionCommand<unknown>[] = [
        {
          type: 'DraftRevision',
          data: { entityType: 'Settings', entityId: settingId, revisionId, payload: next },
          metadata,
        },
        { type: 'PublishRevision', data: { revisionId }, metadata },
      ];
      if (!sameJson(next, current)) {
        for (const command of commands) {
          await deps.awaitProjections(await handleCommand(deps.eventStore, streamName, decider, command));
        }
      }
      ctx.set('Cache-Control', 'no-store');
      ctx.body = next;
    });
};
