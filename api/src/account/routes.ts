/**
 * /api/account: the spec's account calls (authenticate, refreshtoken, logout, ResetPassword, GetById, Update)
 * and my account's password, address book and orders. Sign-in and reset are public; everything else is the
 * caller's own data (requireSelf).
 */
import Router from '@koa/router';
import { accountOrdersQuerySchema, addressBookEntrySchema, profileSchema } from '@parks/schemas/account';
import { registrationSchema, verifyEmailSchema } from '@parks/schemas/registration';
import type { Auth } from '../auth/auth.ts';
import { requireSelf } from '../auth/guards.ts';
import { validate } from '../http/validate.ts';
import type { AppState } from '../state.ts';
import type { AccountDeps } from './deps.ts';
import { myAccountRoutes } from './myAccount.ts';
import { passwordResetRoutes } from './passwordReset.ts';
import { registrationRoutes } from './registration.ts';
import { signInRoutes } from './signIn.ts';

/** An address id of the path that is not well formed names no address of the book. */
const addressParam = { addressId: 'address.notFound' } as const;

export const accountRoutes = (deps: AccountDeps, auth: Auth) => {
  const signIn = signInRoutes(deps, auth);
  const reset = passwordResetRoutes(deps, auth);
  const mine = myAccountRoutes(deps);
  const registration = registrationRoutes(deps, auth);
  return new Router<AppState>({ prefix: '/account' })
    .post('/authenticate', signIn.authenticate)
    .post('/refreshtoken', signIn.refresh)
    .get('/logout', signIn.logout)
    .post('/Register', validate({ body: registrationSchema }), registration.register)
    .post('/VerifyEmail', validate({ body: verifyEmailSchema }), registration.verify)
    .get('/ResetPassword/:value', reset.request)
    .post('/ResetPassword', reset.complete)
    .get('/GetById/:id', requireSelf('id'), mine.getById)
    .put('/GetById/:id', requireSelf('id'), mine.getById)
    .put('/Update/:userId', requireSelf('userId'), validate({ body: profileSchema }), mine.updateProfile)
    .put('/ChangePassword/:userId', requireSelf('userId'), signIn.changePassword)
    .get('/:userId/addresses', requireSelf('userId'), mine.listAddresses)
    .post('/:userId/addresses', requireSelf('userId'), validate({ body: addressBookEntrySchema }), mine.addAddress)
    .put(
      '/:userId/addresses/:addressId',
      requireSelf('userId'),
      validate({ params: addressParam, body: addressBookEntrySchema }),
      mine.updateAddress,
    )
    .delete(
      '/:userId/addresses/:addressId',
      requireSelf('userId'),
      validate({ params: addressParam }),
      mine.removeAddress,
    )
    .get('/:userId/orders', requireSelf('userId'), validate({ query: accountOrdersQuerySchema }), mine.listOrders)
    .get(
      '/:userId/orders/:orderId',
      requireSelf('userId'),
      validate({ params: { orderId: 'order.notFound' } }),
      mine.getOrder,
    );
};

/** The routers of accounts: /api/account (the users area is the admin's Users family, api/src/admin). */
export const accountRouters = (deps: AccountDeps, auth: Auth): Router<AppState>[] => [accountRoutes(deps, auth)];
