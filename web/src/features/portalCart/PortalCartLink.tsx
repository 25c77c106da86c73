import { CartLink } from '../cart/CartLink.tsx';
import { useGetPortalCartQuery } from './portalCartApi.ts';

/** The portal header's cart link and item count. */
export function PortalCartLink({ href }: Readonly<{ href: string }>) {
  const { data } = useGetPortalCartQuery();
  return <CartLink href={href} count={data?.itemCount ?? 0} />;
}
