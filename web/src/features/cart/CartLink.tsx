import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** A header's link to its cart, with the item count; the count is announced when it changes. */
export function CartLink({ href, count }: Readonly<{ href: string; count: number }>) {
  const { t } = useTranslation();
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
