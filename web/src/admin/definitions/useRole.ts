import { isRole, type Role } from '@parks/schemas/roles';
import { useAppSelector } from '../../app/hooks.ts';

/** The signed-in user's role (what the definitions' buttons are filtered by), or undefined. */
export const useRole = (): Role | undefined => {
  const role = useAppSelector((state) => state.session.user?.role);
  return isRole(role) ? role : undefined;
};
