import { CartPage } from '../../features/cart/CartPage.tsx';
import { NamedContent } from '../../features/content/NamedContent.tsx';
import { useContentHref } from '../../features/content/useContentHref.ts';
import { AddMoreLinks } from '../../features/home/AddMoreLinks.tsx';
import { useLanguage } from '../../lib/text.ts';

/** The cart page with its content and the home panels' add-more buttons. */
export default function CartRoute() {
  const lng = useLanguage();
  const checkoutHref = useContentHref('CheckoutPage', lng);
  return <CartPage checkoutHref={checkoutHref} intro={<NamedContent name="CartPage" />} addMore={<AddMoreLinks />} />;
}
