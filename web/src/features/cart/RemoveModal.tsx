import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal.tsx';

type Props = Readonly<{ open: boolean; name: string; busy: boolean; onConfirm: () => void; onCancel: () => void }>;

/** Confirms the removal of a cart line. */
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
