import { translate } from '@parks/schemas/messages/index';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { errorMessage } from '../../lib/problem.ts';
import { useLanguage } from '../../lib/text.ts';
import { useGetSettingsQuery } from '../content/contentApi.ts';
import { useAddToCartMutation } from './cartApi.ts';

/**
 * Adds one item of a product (quantity 1) to the cart. While the store's settings close the cart (Change
 * Settings: disable shopping cart) the button is disabled and says why, with the server's own message (the
 * server refuses the add anyway).
 */
export function AddToCartButton({
  productId,
  priceId,
  name,
}: Readonly<{ productId: string; priceId?: string; name: string }>) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const [addToCart, { isLoading, error }] = useAddToCartMutation();
  const [added, setAdded] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const closedId = useId();
  const closed = useGetSettingsQuery().data?.disableShoppingCart === true;
  return (
    <div className="add-to-cart">
      <button
        ref={button}
        type="button"
        className="button"
        disabled={isLoading || closed}
        aria-describedby={closed ? closedId : undefined}
        onClick={async () => {
          try {
            await addToCart({ productId, ...(priceId ? { priceId } : {}), quantity: 1 }).unwrap();
            setAdded((count) => count + 1);
          } catch {
            // shown below
          }
        }}
      >
        {t('cart.add')}
        <span className="visually-hidden"> {name}</span>
      </button>
      {closed ? (
        <p id={closedId} className="add-to-cart-closed">
          {translate(lng, 'cart.disabled')}
        </p>
      ) : null}
      {error ? (
        <Alert kind="error" title={t('cart.problem')} focus>
          {errorMessage(error, lng)}
        </Alert>
      ) : added > 0 ? (
        <Alert key={added} kind="notify" focus returnFocus={button}>
          {t('cart.added', { name })}
        </Alert>
      ) : null}
    </div>
  );
}
