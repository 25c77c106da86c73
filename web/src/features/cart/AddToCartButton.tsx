import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { errorMessage } from '../../lib/problem.ts';
import { useLanguage } from '../../lib/text.ts';
import { useAddToCartMutation } from './cartApi.ts';

/** Adds one item of a product (quantity 1) to the cart. */
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
  return (
    <div className="add-to-cart">
      <button
        ref={button}
        type="button"
        className="button"
        disabled={isLoading}
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
