import type { AdminFamily } from '@parks/schemas/admin/calls';
import { areaFamilyOf } from '@parks/schemas/admin/families';
import type { Language } from '@parks/schemas/language';
import type { AdminArea } from '@parks/schemas/roles';
import type { StoreCode } from '@parks/schemas/store';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { type OnNotice, ResourceScreens } from '../definitions/ResourceScreens.tsx';
import { MigrationScreen } from '../migration/MigrationScreen.tsx';
import { OpsScreen } from '../ops/OpsScreen.tsx';
import { isModalView, OrderModal } from '../orders/OrderModal.tsx';
import { OrdersScreen } from '../orders/OrdersScreen.tsx';
import { ReportsScreens } from '../reports/ReportsScreens.tsx';
import { useAdminNotice } from './notices.tsx';

export type AreaScreenProps = Readonly<{
  lng: Language;
  store: StoreCode;
  area: Exclude<AdminArea, 'dashboard' | 'account'>;
  /** The sub-path's action (`create`, `edit`, …) or null for the area's list. */
  action: string | null;
  id: string | null;
}>;

/**
 * The one place an admin route meets its screen: every area route of back-office.md section 2 renders
 * `<AreaOutlet>` (the shell has already checked the path, the role and the store). An area backed by a family
 * is the family's screens (list at the area's path, forms at `{action}/{id?}`), their notices shown by the
 * layout. The orders list is its own screen (OrdersScreen), with the order modal over it; the reports (ReportsScreens)
 * and the data migration (MigrationScreen) are theirs too. Tracers, payments and the agency page come with their own
 * screens (issue 14); until
 * then they say so.
 */
export function AreaOutlet(props: AreaScreenProps) {
  // The orders list, and the order modal over it at `{view}/{id}` (the list stays drawn and keeps its search).
  if (props.area === 'orders') {
    const { action, id } = props;
    return (
      <>
        <OrdersScreen key={props.store} store={props.store} />
        {isModalView(action) && id !== null ? (
          <OrderModal key={`${props.store}/${id}`} store={props.store} view={action} orderId={id} />
        ) : null}
      </>
    );
  }
  if (props.area === 'reports') return <ReportsScreens key={props.store} store={props.store} />;
  if (props.area === 'migration') return <MigrationScreen lng={props.lng} store={props.store} action={props.action} />;
  // The ops page: projections and worker queues (issue 14), LMG only like its API.
  if (props.area === 'ops') return <OpsScreen />;
  // The other family areas are drawn from the server's definitions (families.ts names each area's family).
  const family = areaFamilyOf(props.area)?.family;
  if (family === undefined) return <PendingArea {...props} />;
  return <FamilyArea family={family} store={props.store} area={props.area} />;
}

function FamilyArea({ family, store, area }: Readonly<{ family: AdminFamily; store: StoreCode; area: string }>) {
  const notices = useAdminNotice();
  const onNotice = useCallback<OnNotice>(
    (kind, text) => (kind === 'success' ? notices.success(text) : notices.error(text)),
    [notices],
  );
  // Relative to the admin route's splat (`{store}/{area}/…`), so ResourceScreens sees its own `{action}/{id?}`;
  // the store is a parameter, which ResourceScreens reads as the storeCode of its calls (b2b lists b2b records).
  return (
    <Routes>
      <Route
        path={`:storeCode/${area}/*`}
        element={<ResourceScreens key={`${store}/${family}`} family={family} onNotice={onNotice} />}
      />
    </Routes>
  );
}

function PendingArea({ area, action }: AreaScreenProps) {
  const { t } = useTranslation('admin');
  const title = action === null ? t(`areas.${area}`) : `${t(`areas.${area}`)}: ${t(`actions.${action}`)}`;
  useDocumentTitle(title);
  return (
    <section aria-labelledby="admin-area-title" className="admin-area" data-area={area}>
      <h1 id="admin-area-title">{title}</h1>
      <p role="status" className="admin-area-pending">
        {t('area.pending')}
      </p>
    </section>
  );
}
