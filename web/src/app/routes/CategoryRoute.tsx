import { useCallback } from 'react';
import { AddToCartButton } from '../../features/cart/AddToCartButton.tsx';
import { CartSidePanel, MobileCartBar } from '../../features/cart/CartSidePanel.tsx';
import { useAddToCartMutation } from '../../features/cart/cartApi.ts';
import type { PermitToAdd } from '../../features/catalog/BoatingPermitForm.tsx';
import { CategoryPage } from '../../features/catalog/CategoryPage.tsx';
import { ContentModal } from '../../features/content/ContentModal.tsx';
import { NotFound } from '../../features/content/NotFound.tsx';
import { useContentHref } from '../../features/content/useContentHref.ts';
import { useLanguage } from '../../lib/text.ts';

/** A category page with the cart feature's Add to cart, side panel and subtotal bar. */
export default function CategoryRoute({ type, id }: Readonly<{ type: string; id?: string | undefined }>) {
  const lng = useLanguage();
  const cartHref = useContentHref('CartPage', lng);
  const [addToCart] = useAddToCartMutation();
  const onAddPermit = useCallback(
    async (permit: PermitToAdd) => {
      await addToCart(permit).unwrap();
    },
    [addToCart],
  );
  return (
    <CategoryPage
      type={type}
      id={id}
      renderAddToCart={(product, name) => (
        <AddToCartButton productId={product.productId} priceId={product.prices[0]?.priceId} name={name} />
      )}
      onAddPermit={onAddPermit}
      sidePanel={<CartSidePanel cartHref={cartHref} />}
      mobileBar={<MobileCartBar cartHref={cartHref} />}
      ContentModal={ContentModal}
      notFound={<NotFound />}
    />
  );
}
