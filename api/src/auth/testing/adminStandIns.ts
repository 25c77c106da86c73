import Router from '@koa/router';
import type { AppState } from '../../state.ts';
import { ownedOr404, requireRole, requireSignedIn } from '../guards.ts';

/** Stand-ins for admin routes not written yet: whatever answers 200 here got past the guard. */
export const adminStandIns = () =>
  new Router<AppState>()
    .get('/:family/GetAll', (ctx) => {
      ctx.body = { reached: ctx.params.family };
    })
    // How a future route uses the helpers: an explicit role list, and a resource of the caller's own.
    .get('/guarded/lmg-only', requireRole('LMG'), (ctx) => {
      ctx.body = { ok: true };
    })
    .get('/guarded/things/:owner', requireSignedIn(), (ctx) => {
      ctx.body = ownedOr404(ctx, { owner: ctx.params.owner ?? '' }, (thing) => thing.owner);
    });
