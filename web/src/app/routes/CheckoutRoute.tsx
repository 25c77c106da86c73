import { useCallback } from 'react';
import { useRemoveFromCartMutation } from '../../features/cart/cartApi.ts';
import { CheckoutPage } from '../../features/checkout/CheckoutPage.tsx';
import { ContentModal } from '../../features/content/ContentModal.tsx';
import { NamedContent } from '../../features/content/NamedContent.tsx';

/** The checkout page; its summary's delete links remove cart lines (the summary refreshes by tag). */
export default function CheckoutRoute() {
  const [removeFromCart] = useRemoveFromCartMutation();
  const onRemoveItem = useCallback((lineId: string) => void removeFromCart({ lineId }), [removeFromCart]);
  return (
    <CheckoutPage
      intro={<NamedContent name="CheckoutPage" />}
      onRemoveItem={onRemoveItem}
      ContentModal={ContentModal}
    />
  );
}
