import { useState } from 'react';
import { useRemoveFromCartMutation, useUpdateCartMutation } from './cartApi.ts';

/**
 * What a cart line can do: change its quantity, and remove it after a confirmation (Delete link or a 0 typed).
 * `pending` is the line waiting for its confirmation; `error` the last failed call.
 */
export const useCartActions = () => {
  const [updateCart] = useUpdateCartMutation();
  const [removeFromCart, removal] = useRemoveFromCartMutation();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  return {
    pending,
    error,
    removing: removal.isLoading,
    setQuantity: (lineId: string, quantity: number) => {
      setError(null);
      updateCart({ lineId, quantity })
        .unwrap()
        .catch((failure: unknown) => setError(failure));
    },
    askRemove: (lineId: string) => setPending(lineId),
    cancelRemove: () => setPending(null),
    confirmRemove: async () => {
      if (pending === null) return;
      setError(null);
      try {
        await removeFromCart({ lineId: pending }).unwrap();
        setPending(null);
      } catch (failure) {
        setError(failure);
        setPending(null);
      }
    },
  };
};

export type CartActions = ReturnType<typeof useCartActions>;
