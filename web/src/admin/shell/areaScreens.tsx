import type { Language } from '@parks/schemas/language';
import type { AdminArea } from '@parks/schemas/roles';
import type { StoreCode } from '@parks/schemas/store';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/documentMeta.ts';

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
 * `<AreaOutlet>` (the shell has already checked the path, the role and the store).
 *
 * MERGE SEAM (H3's definition renderers, web/src/admin/definitions/): replace `PendingArea` below with the
 * renderer of the area's definition (list, tree, form or report view by mode, from `/api/{Family}/…`). Until then
 * an area shows its heading and a loading state, and no data.
 */
export function AreaOutlet(props: AreaScreenProps) {
  return <PendingArea {...props} />;
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
