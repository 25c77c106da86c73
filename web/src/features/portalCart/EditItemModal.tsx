import type { PortalCartItemDto, PortalOption } from '@parks/schemas/portal';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { SelectField, TextField } from '../../components/form/fields.tsx';
import { Modal } from '../../components/Modal.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { errorMessage } from '../../lib/problem.ts';
import { textOf, useLanguage } from '../../lib/text.ts';
import { useEditPortalCartItemMutation, useGetPortalCartItemOptionsQuery } from './portalCartApi.ts';

type Values = Readonly<{
  quantity: string;
  yearOptionId: string;
  monthOptionId: string;
  languageOptionId: string;
  packSizeId: string;
}>;

/** The edit modal of a portal cart line: its options and quantity (1 to the line's maximum), saved on confirm. */
export function EditItemModal({ item, onClose }: Readonly<{ item: PortalCartItemDto; onClose: () => void }>) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data: product, isLoading } = useGetPortalCartItemOptionsQuery({ productId: item.productId, lng });
  const [edit, editing] = useEditPortalCartItemMutation();
  const formId = `edit-${item.cartItemId}`;
  const options = (list: readonly PortalOption[] | undefined) =>
    (list ?? []).map((option) => ({ value: option.id, label: textOf(option.name, lng) }));
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
      {editing.error ? (
        <Alert kind="error" title={t('cart.problem')}>
          {errorMessage(editing.error, lng)}
        </Alert>
      ) : null}
      {isLoading ? <Spinner /> : null}
      <Formik<Values>
        initialValues={{
          quantity: String(item.quantity),
          yearOptionId: item.yearOptionId ?? '',
          monthOptionId: item.monthOptionId ?? '',
          languageOptionId: item.languageOptionId ?? '',
          packSizeId: item.packSizeId ?? '',
        }}
        validate={(values) => {
          const quantity = Number(values.quantity);
          if (values.quantity === '' || !Number.isInteger(quantity)) return { quantity: t('portal.quantityRequired') };
          if (quantity < Math.max(1, item.minimumOrderQty))
            return { quantity: t('portal.quantityMin', { min: Math.max(1, item.minimumOrderQty) }) };
          if (quantity > max) return { quantity: t('portal.quantityMax', { max }) };
          return {};
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
          {product && product.yearOptions.length > 0 ? (
            <SelectField name="yearOptionId" label={t('portal.options.year')} options={options(product.yearOptions)} />
          ) : null}
          {product && product.monthOptions.length > 0 ? (
            <SelectField
              name="monthOptionId"
              label={t('portal.options.month')}
              options={options(product.monthOptions)}
            />
          ) : null}
          {product && product.languageOptions.length > 0 ? (
            <SelectField
              name="languageOptionId"
              label={t('portal.options.language')}
              options={options(product.languageOptions)}
            />
          ) : null}
          {product && product.packSizeOptions.length > 0 ? (
            <SelectField
              name="packSizeId"
              label={t('portal.options.packSize')}
              options={options(product.packSizeOptions)}
            />
          ) : null}
          <TextField
            name="quantity"
            size={5}
            label={t('portal.quantity')}
            required
            inputMode="numeric"
            hint={t('portal.maxQuantity', { max })}
            format={(value) => value.replace(/\D/g, '').slice(0, 5)}
          />
        </Form>
      </Formik>
    </Modal>
  );
}
