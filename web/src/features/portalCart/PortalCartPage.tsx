import { quantityLimits } from '@parks/schemas/cart';
import type { PortalCartItemDto } from '@parks/schemas/portal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ColumnHeads } from '../../components/ColumnHeads.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { MoneyCell } from '../../components/Money.tsx';
import { QuantityInput } from '../../components/QuantityInput.tsx';
import { RequestErrorAlert } from '../../components/RequestErrorAlert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { errorMessage } from '../../lib/problem.ts';
import { textOf, useLanguage } from '../../lib/text.ts';
import { CheckoutLink } from '../cart/CheckoutLink.tsx';
import { RemoveModal } from '../cart/RemoveModal.tsx';
import { skuAndOptions } from '../portal/portalTypes.ts';
import { EditItemModal } from './EditItemModal.tsx';
import {
  useGetPortalCartQuery,
  useRemovePortalCartItemMutation,
  useUpdatePortalCartQuantityMutation,
} from './portalCartApi.ts';

/**
 * The portal cart: lines with options, availability, a quantity (up to 10000; 0 asks to confirm the removal),
 * Edit (the options and quantity in a modal) and Delete; subtotal; Check out.
 */
export function PortalCartPage({
  checkoutHref,
  continueHref,
}: Readonly<{ checkoutHref: string; continueHref: string }>) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data, isLoading, error, refetch } = useGetPortalCartQuery();
  const [updateQuantity, update] = useUpdatePortalCartQuantityMutation();
  const [removeItem, removal] = useRemovePortalCartItemMutation();
  const [removing, setRemoving] = useState<PortalCartItemDto | null>(null);
  const [editing, setEditing] = useState<PortalCartItemDto | null>(null);
  useDocumentTitle(t('cart.pageTitle'));

  if (isLoading) return <Spinner />;
  if (error || !data) return <LoadError message={errorMessage(error, lng)} onRetry={() => void refetch()} />;
  const failure = update.error ?? removal.error;

  return (
    <section className="portal-cart" aria-labelledby="cart-title">
      <h1 id="cart-title">{t('cart.pageTitle')}</h1>
      <RequestErrorAlert error={failure} title={t('cart.problem')} />
      {data.cartItems.length === 0 ? (
        <p>{t('cart.emptyShort')}</p>
      ) : (
        <table className="cart-table stacked-table">
          <ColumnHeads
            labels={[
              t('order.product'),
              t('cart.unitPrice'),
              t('cart.quantity'),
              t('cart.lineTotal'),
              <span key="actions" className="visually-hidden">
                {t('portal.actions')}
              </span>,
            ]}
          />
          <tbody>
            {data.cartItems.map((item) => {
              const name = textOf(item.productName, lng);
              return (
                <tr key={item.cartItemId}>
                  <td>
                    <strong>{name}</strong>
                    <br />
                    <span className="cart-line-details">{skuAndOptions(item, t, lng)}</span>
                    <br />
                    <span className={`availability availability-${item.availability}`}>
                      {t(`portal.availability.${item.availability}`)}
                    </span>
                  </td>
                  <MoneyCell cents={item.currentPriceCents} label={t('cart.unitPrice')} />
                  <td>
                    <QuantityInput
                      stored={item.quantity}
                      name={name}
                      max={Math.min(item.maximumOrderQty, quantityLimits.portalMax)}
                      onQuantity={(quantity) => {
                        removal.reset();
                        void updateQuantity({ cartItemId: item.cartItemId, quantity });
                      }}
                      onZero={() => setRemoving(item)}
                    />
                  </td>
                  <MoneyCell cents={item.totalCents} label={t('cart.lineTotal')} />
                  <td>
                    <button type="button" className="link-button" onClick={() => setEditing(item)}>
                      {t('actions.edit')}
                      <span className="visually-hidden"> {name}</span>
                    </button>{' '}
                    <button type="button" className="link-button" onClick={() => setRemoving(item)}>
                      {t('actions.delete')}
                      <span className="visually-hidden"> {name}</span>
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t('cart.subtotal')}
              </th>
              <MoneyCell cents={data.cartTotalCents} colSpan={2} />
            </tr>
          </tfoot>
        </table>
      )}
      <p className="cart-actions">
        <Link to={continueHref} className="button button-secondary">
          {t('portal.continueShopping')}
        </Link>{' '}
        {data.cartItems.length > 0 ? <CheckoutLink href={checkoutHref} /> : null}
      </p>
      <RemoveModal
        open={removing !== null}
        name={removing ? textOf(removing.productName, lng) : ''}
        busy={removal.isLoading}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await removeItem({ cartItemId: removing.cartItemId }).unwrap();
          } catch {
            // shown above
          }
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
      {editing ? <EditItemModal item={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
