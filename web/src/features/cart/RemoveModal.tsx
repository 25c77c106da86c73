import type { CartItemDto } from '@parks/schemas/cart';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal.tsx';
import { useLanguage } from '../../lib/text.ts';
import { lineLabel } from './lineText.ts';
import type { CartActions } from './useCartActions.ts';

type Props = Readonly<{ open: boolean; name: string; busy: boolean; onConfirm: () => void; onCancel: () => void }>;

/** Confirms the removal of a cart line (the store's and the portal's). */
export function RemoveModal({ open, name, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('cart.removeTitle')}
      onClose={onCancel}
      actions={
        <button type="button" className="button" onClick={onConfirm} disabled={busy}>
          {t('cart.removeConfirm')}
        </button>
      }
    >
      <p>{t('cart.removeQuestion', { name })}</p>
    </Modal>
  );
}

/** The confirmation of the store cart's line waiting for it (`pending` of useCartActions). */
export function PendingRemoveModal({
  items,
  actions,
}: Readonly<{ items: readonly CartItemDto[]; actions: CartActions }>) {
  const lng = useLanguage();
  const pendingItem = items.find((item) => item.lineId === actions.pending);
  return (
    <RemoveModal
      open={pendingItem !== undefined}
      name={pendingItem ? lineLabel(pendingItem, lng) : ''}
      busy={actions.removing}
      onConfirm={() => void actions.confirmRemove()}
      onCancel={actions.cancelRemove}
    />
  );
}
