import { quantityLimits } from '@parks/schemas/cart';
import type { Language } from '@parks/schemas/language';
import type { PortalCartItemDto } from '@parks/schemas/portal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../components/Alert.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Modal } from '../../components/Modal.tsx';
import { Money } from '../../components/Money.tsx';
import { QuantityInput } from '../../components/QuantityInput.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { withColon } from '../../lib/labels.ts';
import { errorMessage } from '../../lib/problem.ts';
import { textOf, useLanguage } from '../../lib/text.ts';
import { EditItemModal } from './EditItemModal.tsx';
import {
  useGetPortalCartQuery,
  useRemovePortalCartItemMutation,
  useUpdatePortalCartQuantityMutation,
} from './portalCartApi.ts';

/** The options chosen on a line: year, month, language, pack size. */
export const lineOptions = (item: PortalCartItemDto, lng: Language): string =>
  [item.yearOption, item.monthOption, item.languageOption, item.packSize]
    .map((option) => textOf(option, lng))
    .filter((text) => text !== '')
    .join(' · ');

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
      {failure ? (
        <Alert kind="error" title={t('cart.problem')}>
          {errorMessage(failure, lng)}
        </Alert>
      ) : null}
      {data.cartItems.length === 0 ? (
        <p>{t('cart.emptyShort')}</p>
      ) : (
        <table className="cart-table stacked-table">
          <thead>
            <tr>
              <th scope="col">{t('order.product')}</th>
              <th scope="col">{t('cart.unitPrice')}</th>
              <th scope="col">{t('cart.quantity')}</th>
              <th scope="col">{t('cart.lineTotal')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('portal.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.cartItems.map((item) => {
              const name = textOf(item.productName, lng);
              return (
                <tr key={item.cartItemId}>
                  <td>
                    <strong>{name}</strong>
                    <br />
                    <span className="cart-line-details">
                      {withColon(t, t('portal.sku'))} {item.sku}
                      {lineOptions(item, lng) ? ` · ${lineOptions(item, lng)}` : ''}
                    </span>
                    <br />
                    <span className={`availability availability-${item.availability}`}>
                      {t(`portal.availability.${item.availability}`)}
                    </span>
                  </td>
                  <td data-label={t('cart.unitPrice')}>
                    <Money cents={item.currentPriceCents} />
                  </td>
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
                  <td data-label={t('cart.lineTotal')}>
                    <Money cents={item.totalCents} />
                  </td>
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
              <td colSpan={2}>
                <Money cents={data.cartTotalCents} />
              </td>
            </tr>
          </tfoot>
        </table>
      )}
      <p className="cart-actions">
        <Link to={continueHref} className="button button-secondary">
          {t('portal.continueShopping')}
        </Link>{' '}
        {data.cartItems.length > 0 ? (
          <Link to={checkoutHref} className="button button-primary">
            {t('cart.checkout')}
          </Link>
        ) : null}
      </p>
      <Modal
        open={removing !== null}
        title={t('cart.removeTitle')}
        onClose={() => setRemoving(null)}
        actions={
          <button
            type="button"
            className="button"
            disabled={removal.isLoading}
            onClick={async () => {
              if (!removing) return;
              try {
                await removeItem({ cartItemId: removing.cartItemId }).unwrap();
              } catch {
                // shown above
              }
              setRemoving(null);
            }}
          >
            {t('cart.removeConfirm')}
          </button>
        }
      >
        <p>{t('cart.removeQuestion', { name: removing ? textOf(removing.productName, lng) : '' })}</p>
      </Modal>
      {editing ? <EditItemModal item={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
