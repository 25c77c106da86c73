import { translate } from '@parks/schemas/messages/index';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError.tsx';
import { AmountRow } from '../../components/Money.tsx';
import { ProgressSteps } from '../../components/ProgressSteps.tsx';
import { RequestErrorAlert } from '../../components/RequestErrorAlert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { errorMessage } from '../../lib/problem.ts';
import { useLanguage } from '../../lib/text.ts';
import { CartLine } from './CartLine.tsx';
import { CheckoutLink } from './CheckoutLink.tsx';
import { useGetCartQuery } from './cartApi.ts';
import { EditModal } from './EditModal.tsx';
import { PromoCodeForm } from './PromoCodeForm.tsx';
import { PendingRemoveModal } from './RemoveModal.tsx';
import { useCartActions } from './useCartActions.ts';
import './cart.css';

type Props = Readonly<{
  checkoutHref: string;
  /** The CartPage content (composed by the app). */
  intro?: ReactNode;
  /** Buttons to add more discovery pass, lockage/mooring and single-location items. */
  addMore?: ReactNode;
}>;

/** Cart page (progress step 2): lines, edit and delete with confirmation, promo code, subtotal, checkout. */
export function CartPage({ checkoutHref, intro, addMore }: Props) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data: cart, isLoading, error, refetch } = useGetCartQuery();
  const actions = useCartActions();
  const [editing, setEditing] = useState<string | null>(null);
  useDocumentTitle(t('cart.pageTitle'));

  if (isLoading) return <Spinner />;
  if (error || !cart) return <LoadError message={errorMessage(error, lng)} onRetry={() => void refetch()} />;

  const editItem = cart.items.find((item) => item.lineId === editing) ?? null;
  const discountCents = cart.discounts.reduce((total, discount) => total + discount.amountCents, 0);

  return (
    <div className="cart-page">
      <ProgressSteps current={2} />
      <h1>{t('cart.pageTitle')}</h1>
      {intro}
      <RequestErrorAlert error={actions.error} title={t('cart.problem')} />
      {cart.items.length === 0 ? (
        <p className="cart-empty">{translate(lng, 'cart.empty')}</p>
      ) : (
        <ul className="cart-lines" aria-label={t('cart.items')}>
          {cart.items.map((item) => (
            <CartLine
              key={item.lineId}
              item={item}
              onQuantity={(quantity) => actions.setQuantity(item.lineId, quantity)}
              onRemove={() => actions.askRemove(item.lineId)}
              onEdit={() => setEditing(item.lineId)}
            />
          ))}
        </ul>
      )}
      {addMore}
      <div className="cart-summary">
        <PromoCodeForm cart={cart} />
        <dl className="totals">
          <AmountRow label={t('cart.subtotal')} cents={cart.subtotalCents} />
          {discountCents > 0 ? <AmountRow label={t('cart.discount')} cents={discountCents} deducted /> : null}
          <AmountRow label={t('cart.total')} cents={cart.totalCents} />
        </dl>
        <p className="cart-note">{t('cart.shippingAtCheckout')}</p>
        {cart.items.length > 0 ? <CheckoutLink href={checkoutHref} /> : null}
      </div>
      <PendingRemoveModal items={cart.items} actions={actions} />
      <EditModal item={editItem} onClose={() => setEditing(null)} />
    </div>
  );
}
