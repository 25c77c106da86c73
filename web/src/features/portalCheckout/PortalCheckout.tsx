import { useAppSelector } from '../../app/hooks.ts';
import { CheckoutStep } from './CheckoutStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';

export type CheckoutPaths = Readonly<{
  cart: string;
  checkout: string;
  review: string;
  createAddress: string;
  editAddress: (id: string) => string;
  confirmation: (orderId: string) => string;
}>;

type Props = Readonly<{ step: 'edit' | 'review'; role: string; addressId: string | null; paths: CheckoutPaths }>;

/**
 * The portal checkout (cart → checkout → review → Submit → confirmation). The checkout step picks the address
 * (address book, or a new or edited one through the address sub-routes), shipping method and option, customer
 * number (required unless Operator) and PO number; each change reloads the DTO from the cleaned form values
 * so the fees are the server's. The review step shows the same read-only; Submit creates the order.
 */
export function PortalCheckout({ step, role, addressId, paths }: Props) {
  const userId = useAppSelector((state) => state.session.user?.id ?? '');
  return step === 'edit' ? (
    <CheckoutStep userId={userId} role={role} addressId={addressId} paths={paths} />
  ) : (
    <ReviewStep userId={userId} paths={paths} />
  );
}
