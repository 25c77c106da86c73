import { addQuantitySchema, type CartItemDto, quantityLimits } from '@parks/schemas/cart';
import { translate } from '@parks/schemas/messages/index';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { Modal } from '../../components/Modal.tsx';
import { RequestErrorAlert } from '../../components/RequestErrorAlert.tsx';
import { useLanguage } from '../../lib/text.ts';
import { useEditCartMutation } from './cartApi.ts';
import { lineLabel } from './lineText.ts';

const editSchema = object({ quantity: addQuantitySchema });

type Props = Readonly<{ item: CartItemDto | null; onClose: () => void }>;

/** Edits a line's quantity (1 to 5000) and saves on confirm. */
export function EditModal({ item, onClose }: Props) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const [editCart, { isLoading, error, reset }] = useEditCartMutation();
  const close = () => {
    reset();
    onClose();
  };
  const label = item ? lineLabel(item, lng) : null;
  return (
    <Modal open={item !== null} title={t('cart.editTitle')} onClose={close}>
      {item && label !== null ? (
        <Formik
          initialValues={{ quantity: String(item.quantity) }}
          validationSchema={editSchema}
          onSubmit={async ({ quantity }) => {
            const value = Math.min(Number(quantity), quantityLimits.max);
            try {
              await editCart({
                lineId: item.lineId,
                productId: item.productId,
                priceId: item.priceId,
                quantity: value,
              }).unwrap();
              close();
            } catch {
              // shown below from the mutation's error
            }
          }}
        >
          {({ values, errors, touched, handleChange, handleBlur }) => (
            <Form noValidate>
              <p>{label}</p>
              <RequestErrorAlert error={error} title={t('cart.problem')} />
              <div className="field">
                <label htmlFor="edit-quantity">{t('cart.quantity')}</label>
                {touched.quantity && errors.quantity ? (
                  <p id="edit-quantity-error" className="field-error">
                    {translate(lng, errors.quantity)}
                  </p>
                ) : null}
                <input
                  id="edit-quantity"
                  name="quantity"
                  type="number"
                  min={quantityLimits.min}
                  max={quantityLimits.max}
                  value={values.quantity}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  aria-invalid={touched.quantity && errors.quantity ? true : undefined}
                  aria-describedby={touched.quantity && errors.quantity ? 'edit-quantity-error' : undefined}
                />
              </div>
              <button type="submit" className="button" disabled={isLoading}>
                {t('actions.save')}
              </button>
            </Form>
          )}
        </Formik>
      ) : null}
    </Modal>
  );
}
