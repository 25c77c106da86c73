import type { PortalCartItemDto } from '@parks/schemas/portal';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal.tsx';
import { RequestErrorAlert } from '../../components/RequestErrorAlert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { textOf, useLanguage } from '../../lib/text.ts';
import {
  ProductOptionFields,
  type ProductOrderValues,
  QuantityField,
  quantityError,
} from '../portal/ProductOptionFields.tsx';
import { useGetPortalProductQuery } from '../portal/portalApi.ts';
import { useEditPortalCartItemMutation } from './portalCartApi.ts';

/** The edit modal of a portal cart line: its options and quantity (1 to the line's maximum), saved on confirm. */
export function EditItemModal({ item, onClose }: Readonly<{ item: PortalCartItemDto; onClose: () => void }>) {
  const { t } = useTranslation();
  const lng = useLanguage();
  // The option lists are the line's product's (the spec's edit-cart preview for options).
  const { data: product, isLoading } = useGetPortalProductQuery({ productId: item.productId, lng });
  const [edit, editing] = useEditPortalCartItemMutation();
  const formId = `edit-${item.cartItemId}`;
  const max = item.maximumOrderQty;

  return (
    <Modal
      open
      title={t('cart.editTitle')}
      onClose={onClose}
      actions={
        <button type="submit" form={formId} className="button button-primary" disabled={editing.isLoading}>
          {t('actions.save')}
        </button>
      }
    >
      <p>
        <strong>{textOf(item.productName, lng)}</strong>
      </p>
      <RequestErrorAlert error={editing.error} title={t('cart.problem')} />
      {isLoading ? <Spinner /> : null}
      <Formik<ProductOrderValues>
        initialValues={{
          quantity: String(item.quantity),
          yearOptionId: item.yearOptionId ?? '',
          monthOptionId: item.monthOptionId ?? '',
          languageOptionId: item.languageOptionId ?? '',
          packSizeId: item.packSizeId ?? '',
        }}
        validate={(values) => {
          const quantity = quantityError(values.quantity, item.minimumOrderQty, max, t);
          return quantity ? { quantity } : {};
        }}
        onSubmit={async (values) => {
          try {
            await edit({
              cartItemId: item.cartItemId,
              quantity: Number(values.quantity),
              ...(values.yearOptionId ? { yearOptionId: values.yearOptionId } : {}),
              ...(values.monthOptionId ? { monthOptionId: values.monthOptionId } : {}),
              ...(values.languageOptionId ? { languageOptionId: values.languageOptionId } : {}),
              ...(values.packSizeId ? { packSizeId: values.packSizeId } : {}),
            }).unwrap();
            onClose();
          } catch {
            // shown above
          }
        }}
      >
        <Form id={formId} noValidate>
          {product ? <ProductOptionFields product={product} required={false} /> : null}
          <QuantityField hint={t('portal.maxQuantity', { max })} />
        </Form>
      </Formik>
    </Modal>
  );
}
