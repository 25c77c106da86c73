import { dashboardCards, dashboardCardsOf } from '@parks/schemas/adminMenu';
import type { Language } from '@parks/schemas/language';
import type { Role } from '@parks/schemas/roles';
import type { StoreCode } from '@parks/schemas/store';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../components/CardGrid.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { adminPath } from './adminPaths.ts';
import { DashboardFigures } from './DashboardFigures.tsx';

/**
 * The dashboard's quick links (back-office.md section 1): Administrator sees only Check Orders, the other roles
 * eight cards. Each card is a link with its description; under them, the Shipping card's fees and the Discounts
 * card's codes and usage counts, live from the server.
 */
export function Dashboard({ lng, store, role }: Readonly<{ lng: Language; store: StoreCode; role: Role }>) {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('dashboard.title'));
  const items = dashboardCardsOf(role).map((card) => ({
    key: card,
    title: t(`dashboard.cards.${card}.title`),
    description: t(`dashboard.cards.${card}.description`),
    href: adminPath(lng, store, dashboardCards[card]),
  }));
  return (
    <section aria-labelledby="admin-dashboard-title" className="admin-dashboard">
      <h1 id="admin-dashboard-title">{t('dashboard.title')}</h1>
      <p className="admin-store-name">{t(`storeNames.${store}`)}</p>
      <h2>{t('dashboard.quickLinks')}</h2>
      <CardGrid items={items} />
      {items.some((item) => item.key === 'shipping') ? (
        <DashboardFigures
          family="Shippings"
          columns={['region', 'method', 'feeCents']}
          title={t('dashboard.cards.shipping.title')}
          lng={lng}
          store={store}
        />
      ) : null}
      {items.some((item) => item.key === 'discounts') ? (
        <DashboardFigures
          family="Discounts"
          columns={['code', 'uses']}
          title={t('dashboard.cards.discounts.title')}
          lng={lng}
          store={store}
        />
      ) : null}
    </section>
  );
}
