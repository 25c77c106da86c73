import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks.ts';
import { FormattedDate } from '../../components/FormattedDate.tsx';
import { useGetSettingsQuery } from './contentApi.ts';

/**
 * The public store header's notices for a signed-in admin (store-and-portal.md: UAT and seeded clock): 'UAT
 * Enabled' while the store shows them the `uat` revisions, and the seeded clock's date and time. The settings
 * say `isAdmin` only for a caller whose access token is an admin's, so nobody else ever sees them.
 */
export function StoreAdminNotices() {
  const { t } = useTranslation();
  const user = useAppSelector((state) => state.session.user);
  const { data } = useGetSettingsQuery();
  if (user === null || data?.isAdmin !== true) return null;
  const uat = data.admin.enableUAT;
  const seedClock = data.admin.enableSeedClock ? data.admin.clockDateTime : null;
  if (!uat && !seedClock) return null;
  return (
    <div className="store-admin-notices" data-testid="store-admin-notices">
      {uat ? <p className="alert-box alert-box-warning">{t('portal.uatEnabled')}</p> : null}
      {seedClock ? (
        <p className="alert-box alert-box-warning">
          {t('portal.seedClock')} <FormattedDate value={seedClock} withTime />
        </p>
      ) : null}
    </div>
  );
}
