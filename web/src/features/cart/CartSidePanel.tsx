import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Money } from '../../components/Money.tsx';
import { RequestErrorAlert } from '../../components/RequestErrorAlert.tsx';
import { withColon } from '../../lib/labels.ts';
import { CartLine } from './CartLine.tsx';
import { useGetCartQuery } from './cartApi.ts';
import { PendingRemoveModal } from './RemoveModal.tsx';
import { useCartActions } from './useCartActions.ts';
import './cart.css';

/**
 * The cart beside a category page (desktop; hidden on small screens by CSS, where the sticky subtotal bar links
 * to the cart): lines with editable quantity, total, delete links, a review-order button and the shipping note.
 */
export function CartSidePanel({ cartHref }: Readonly<{ cartHref: string }>) {
  const { t } = useTranslation();
  const { data: cart } = useGetCartQuery();
  const actions = useCartActions();
  const items = cart?.items ?? [];
  return (
    <aside className="cart-side-panel" aria-labelledby="side-cart-title">
      <h2 id="side-cart-title">{t('cart.yourCart')}</h2>
      <RequestErrorAlert error={actions.error} title={t('cart.problem')} />
      {items.length === 0 ? (
        <p>{t('cart.emptyShort')}</p>
      ) : (
        <>
          <ul className="cart-lines">
            {items.map((item) => (
              <CartLine
                key={item.lineId}
                item={item}
                compact
                onQuantity={(quantity) => actions.setQuantity(item.lineId, quantity)}
                onRemove={() => actions.askRemove(item.lineId)}
              />
            ))}
          </ul>
          <p className="cart-total">
            {withColon(t, t('cart.total'))} <Money cents={cart?.totalCents ?? 0} />
          </p>
          <Link to={cartHref} className="button">
            {t('cart.reviewOrder')}
          </Link>
        </>
      )}
      <p className="cart-note">{t('cart.shippingAtCheckout')}</p>
      <PendingRemoveModal items={items} actions={actions} />
    </aside>
  );
}

/** Small screens: a sticky bar with the subtotal, linking to the cart. */
export function MobileCartBar({ cartHref }: Readonly<{ cartHref: string }>) {
  const { t } = useTranslation();
  const { data: cart } = useGetCartQuery();
  if (!cart || cart.items.length === 0) return null;
  return (
    <div className="mobile-cart-bar">
      <Link to={cartHref}>
        {withColon(t, t('cart.subtotal'))} <Money cents={cart.subtotalCents} /> · {t('cart.viewCart')}
      </Link>
    </div>
  );
}
