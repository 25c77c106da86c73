import type { Language } from '@parks/schemas/language';
import type { PortalOption, PortalProductDetailDto } from '@parks/schemas/portal';
import { Form, Formik } from 'formik';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../components/Alert.tsx';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { SelectField, TextField } from '../../components/form/fields.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Money } from '../../components/Money.tsx';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { dimensionLabel } from '../../lib/labels.ts';
import { imageSrc } from '../../lib/paths.ts';
import { errorMessage, isNotFound } from '../../lib/problem.ts';
import { textOf, useLanguage } from '../../lib/text.ts';
import { Availability } from './Availability.tsx';
import { PortalNotFound } from './PortalNotFound.tsx';
import {
  useAddPortalProductToCartMutation,
  useGetPortalCategoriesQuery,
  useGetPortalProductQuery,
} from './portalApi.ts';
import { categoryCrumbs, portalPath } from './portalPages.ts';
import { canOrder } from './portalTypes.ts';

type Values = Readonly<{
  quantity: string;
  yearOptionId: string;
  monthOptionId: string;
  languageOptionId: string;
  packSizeId: string;
}>;

const optionsOf = (list: readonly PortalOption[], lng: Language) =>
  list.map((option) => ({ value: option.id, label: textOf(option.name, lng) }));

/** Quantity between the product's minimum and maximum (the 'max' message names the maximum order quantity). */
const validateQuantity = (product: PortalProductDetailDto, t: TFunction) => (values: Values) => {
  const errors: Partial<Record<keyof Values, string>> = {};
  const quantity = Number(values.quantity);
  if (values.quantity.trim() === '' || !Number.isInteger(quantity)) errors.quantity = t('portal.quantityRequired');
  else if (quantity < Math.max(1, product.minimumOrderQty))
    errors.quantity = t('portal.quantityMin', { min: Math.max(1, product.minimumOrderQty) });
  else if (quantity > product.maximumOrderQty)
    errors.quantity = t('portal.quantityMax', { max: product.maximumOrderQty });
  const lists = [
    ['yearOptionId', product.yearOptions],
    ['monthOptionId', product.monthOptions],
    ['languageOptionId', product.languageOptions],
    ['packSizeId', product.packSizeOptions],
  ] as const;
  for (const [field, list] of lists)
    if (list.length > 0 && values[field] === '') errors[field] = t('portal.optionRequired');
  return errors;
};

/**
 * The portal product page: title, image, sample PDF, description, attributes, option selectors, quantity (with
 * its 'max' message) and availability. Unavailable, or out of stock without back orders, cannot be added.
 */
export function ProductDetail({ productId }: Readonly<{ productId: string }>) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { currentData: product, isFetching, error, refetch } = useGetPortalProductQuery({ productId, lng });
  const [addToCart, added] = useAddPortalProductToCartMutation();
  const { data: categories = [] } = useGetPortalCategoriesQuery(lng);
  useDocumentTitle(product ? textOf(product.title, lng) : null);
  if (isFetching && !product) return <Spinner />;
  if (isNotFound(error)) return <PortalNotFound />;
  if (error || !product) return <LoadError message={errorMessage(error, lng)} onRetry={() => void refetch()} />;

  const image = textOf(product.imageUrl, lng);
  const pdf = textOf(product.samplePdfUrl, lng);
  const orderable = canOrder(product.availability);
  const attributes = product.attributes;
  const rows: readonly (readonly [string, string | number])[] = [
    [t('portal.sku'), product.sku],
    [t('portal.attributes.fulfillmentMethod'), textOf(attributes.fulfillmentMethod, lng)],
    [t('portal.attributes.productType'), textOf(attributes.productType, lng)],
    [t('portal.attributes.units'), textOf(attributes.units, lng)],
    [t('portal.attributes.packSize'), attributes.packSize],
    [
      t('portal.attributes.size'),
      `${dimensionLabel(t, attributes.productWidth, lng)} × ${dimensionLabel(t, attributes.productHeight, lng)}`,
    ],
    [t('portal.attributes.pageCount'), attributes.pageCount],
    [t('portal.attributes.printedSides'), attributes.printedSides],
    [t('portal.attributes.orientation'), textOf(attributes.orientation, lng)],
  ];
  const first = (list: readonly PortalOption[]) => (list.length === 1 ? (list[0]?.id ?? '') : '');

  return (
    <article className="portal-product-detail" aria-labelledby="product-title">
      <Breadcrumbs
        homeHref={portalPath(lng)}
        crumbs={[
          ...categoryCrumbs(
            categories,
            { categoryId: product.categoryId, displayName: product.categoryName, urlAlias: product.categoryUrlAlias },
            lng,
          ),
          {
            name: textOf(product.title, lng),
            href: portalPath(lng, undefined, textOf(product.categoryUrlAlias, lng), product.productId),
          },
        ]}
      />
      <h1 id="product-title">{textOf(product.title, lng)}</h1>
      <div className="portal-product-layout">
        {image ? <img src={imageSrc(image)} alt={textOf(product.title, lng)} className="portal-product-image" /> : null}
        <div>
          {pdf ? (
            <p>
              <a href={imageSrc(pdf)} target="_blank" rel="noopener noreferrer">
                {t('portal.samplePdf')}
              </a>
            </p>
          ) : null}
          <SafeHtml html={textOf(product.description, lng)} />
          <dl className="portal-attributes">
            {rows
              .filter(([, value]) => value !== '' && value !== 0)
              .map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
          <p>
            <Money cents={product.priceCents} className="price" /> · <Availability value={product.availability} />
          </p>
          {added.isSuccess ? (
            <Alert kind="success">
              {t('portal.added')} <Link to={portalPath(lng, 'PortalCartPage')}>{t('portal.viewCart')}</Link>
            </Alert>
          ) : null}
          {added.error ? (
            <Alert kind="error" title={t('cart.problem')}>
              {errorMessage(added.error, lng)}
            </Alert>
          ) : null}
          {orderable ? null : <Alert kind="warning">{t('portal.cannotOrder')}</Alert>}
          <Formik<Values>
            initialValues={{
              quantity: String(Math.max(1, product.minimumOrderQty)),
              yearOptionId: first(product.yearOptions),
              monthOptionId: first(product.monthOptions),
              languageOptionId: first(product.languageOptions),
              packSizeId: first(product.packSizeOptions),
            }}
            validate={validateQuantity(product, t)}
            onSubmit={async (values) => {
              added.reset();
              try {
                await addToCart({
                  productId: product.productId,
                  quantity: Number(values.quantity),
                  yearOptionId: values.yearOptionId || null,
                  monthOptionId: values.monthOptionId || null,
                  languageOptionId: values.languageOptionId || null,
                  packSizeId: values.packSizeId || null,
                }).unwrap();
              } catch {
                // shown above
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate className="portal-add-form">
                {product.yearOptions.length > 0 ? (
                  <SelectField
                    name="yearOptionId"
                    label={t('portal.options.year')}
                    required
                    placeholder={t('portal.choose')}
                    options={optionsOf(product.yearOptions, lng)}
                  />
                ) : null}
                {product.monthOptions.length > 0 ? (
                  <SelectField
                    name="monthOptionId"
                    label={t('portal.options.month')}
                    required
                    placeholder={t('portal.choose')}
                    options={optionsOf(product.monthOptions, lng)}
                  />
                ) : null}
                {product.languageOptions.length > 0 ? (
                  <SelectField
                    name="languageOptionId"
                    label={t('portal.options.language')}
                    required
                    placeholder={t('portal.choose')}
                    options={optionsOf(product.languageOptions, lng)}
                  />
                ) : null}
                {product.packSizeOptions.length > 0 ? (
                  <SelectField
                    name="packSizeId"
                    label={t('portal.options.packSize')}
                    required
                    placeholder={t('portal.choose')}
                    options={optionsOf(product.packSizeOptions, lng)}
                  />
                ) : null}
                <TextField
                  name="quantity"
                  size={5}
                  label={t('portal.quantity')}
                  required
                  inputMode="numeric"
                  hint={
                    product.minimumOrderQty > 1
                      ? t('portal.quantityRange', { min: product.minimumOrderQty, max: product.maximumOrderQty })
                      : t('portal.maxQuantity', { max: product.maximumOrderQty })
                  }
                  format={(value) => value.replace(/\D/g, '').slice(0, 5)}
                />
                <button type="submit" className="button button-primary" disabled={!orderable || isSubmitting}>
                  {t('portal.addToCart')}
                </button>
              </Form>
            )}
          </Formik>
        </div>
      </div>
    </article>
  );
}
