import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Check out: from a cart (the store's or the portal's) to its checkout. */
export function CheckoutLink({ href }: Readonly<{ href: string }>) {
  const { t } = useTranslation();
  return (
    <Link to={href} className="button button-primary">
      {t('cart.checkout')}
    </Link>
  );
}
