import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetPortalCartQuery } from './portalCartApi.ts';

/** The portal header's cart link and item count. */
export function PortalCartLink({ href }: Readonly<{ href: string }>) {
  const { t } = useTranslation();
  const { data } = useGetPortalCartQuery();
  const count = data?.itemCount ?? 0;
  return (
    <Link to={href} className="cart-link">
      {t('cart.title')}{' '}
      <span className="cart-count" aria-live="polite" aria-atomic="true">
        <span className="visually-hidden">{t('cart.itemCount', { count })}</span>
        <span aria-hidden="true">({count})</span>
      </span>
    </Link>
  );
}
