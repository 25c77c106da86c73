import type { Language } from '@parks/schemas/language';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { useAppDispatch } from '../../app/hooks.ts';
import { signedOut } from '../../app/session.ts';
import { useLogoutMutation } from './accountApi.ts';

/**
 * Sign out: to the portal login page, GET /api/account/logout ends the session on the server (a failure does not
 * keep anyone signed in), then the stored user and every cached answer are dropped: the store asks again with the
 * guest's token (published revisions, the guest's cart).
 */
export const useSignOut = (lng: Language): (() => Promise<void>) => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();
  return useCallback(async () => {
    // To the login page first: a call refused once the session has ended must not bring the guard's redirect back.
    // Committed at once (flushSync), not as the router's usual transition: while a transition waits for the login
    // page's code, React keeps the guarded screen mounted, and the user dropped below would make its guard send the
    // browser back to the login page with this screen as the redirect.
    navigate(`/${lng}/portal/login`, { replace: true, flushSync: true });
    try {
      await logout().unwrap();
    } catch {
      // the session ends here anyway
    }
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
  }, [dispatch, logout, navigate, lng]);
};
