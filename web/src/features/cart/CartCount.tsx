import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetCartQuery } from './cartApi.ts';

/** The header's cart link; its count is announced when it changes. */
export function CartCount({ cartHref }: Readonly<{ cartHref: string }>) {
  const { t } = useTranslation();
  const { data } = useGetCartQuery();
  const count = (data?.items ?? []).reduce((total, item) => total + item.quantity, 0);
  return (
    <Link to={cartHref} className="cart-link">
      {t('cart.title')}{' '}
      <span className="cart-count" aria-live="polite" aria-atomic="true">
        <span className="visually-hidden">{t('cart.itemCount', { count })}</span>
        <span aria-hidden="true">({count})</span>
      </span>
    </Link>
  );
}
