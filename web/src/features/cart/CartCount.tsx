import { CartLink } from './CartLink.tsx';
import { useGetCartQuery } from './cartApi.ts';

/** The store header's cart link: the count is the number of items, quantities added up. */
export function CartCount({ cartHref }: Readonly<{ cartHref: string }>) {
  const { data } = useGetCartQuery();
  const count = (data?.items ?? []).reduce((total, item) => total + item.quantity, 0);
  return <CartLink href={cartHref} count={count} />;
}
