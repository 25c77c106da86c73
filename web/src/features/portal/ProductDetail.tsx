import type { PortalCategoryDto, PortalOption, PortalProductDetailDto } from '@parks/schemas/portal';
import { Form, Formik } from 'formik';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../components/Alert.tsx';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { Fact } from '../../components/Fact.tsx';
import { SubmitButton } from '../../components/form/SubmitButton.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Money } from '../../components/Money.tsx';
import { RequestErrorAlert } from '../../components/RequestErrorAlert.tsx';
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
  optionLists,
  ProductOptionFields,
  type ProductOrderValues,
  QuantityField,
  quantityError,
} from './ProductOptionFields.tsx';
import {
  useAddPortalProductToCartMutation,
  useGetPortalCategoriesQuery,
  useGetPortalProductQuery,
} from './portalApi.ts';
import { categoryCrumbs, portalPath } from './portalPages.ts';
import { canOrder } from './portalTypes.ts';

/** Quantity between the product's minimum and maximum (the 'max' message names the maximum order quantity). */
const validateOrder = (product: PortalProductDetailDto, t: TFunction) => (values: ProductOrderValues) => {
  const errors: Partial<Record<keyof ProductOrderValues, string>> = {};
  const quantity = quantityError(values.quantity, product.minimumOrderQty, product.maximumOrderQty, t);
  if (quantity) errors.quantity = quantity;
  for (const [field, , list] of optionLists(product))
    if (list.length > 0 && values[field] === '') errors[field] = t('portal.optionRequired');
  return errors;
};

/**
 * The portal product page: title, image, sample PDF, description, attributes, option selectors, quantity (with
 * its 'max' message) and availability. Unavailable, or out of stock without back orders, cannot be added.
 */
export function ProductDetail({ productId }: Readonly<{ productId: string }>) {
  const lng = useLanguage();
  const { currentData: product, isFetching, error, refetch } = useGetPortalProductQuery({ productId, lng });
  const [addToCart, added] = useAddPortalProductToCartMutation();
  const { data: categories = [] } = useGetPortalCategoriesQuery(lng);
  useDocumentTitle(product ? textOf(product.title, lng) : null);
  if (isFetching && !product) return <Spinner />;
  if (isNotFound(error)) return <PortalNotFound />;
  if (error || !product) return <LoadError message={errorMessage(error, lng)} onRetry={() => void refetch()} />;
  return <ProductDetailView product={product} categories={categories} order={{ addToCart, added }} />;
}

type Ordering = Readonly<{
  addToCart: ReturnType<typeof useAddPortalProductToCartMutation>[0];
  added: ReturnType<typeof useAddPortalProductToCartMutation>[1];
}>;

/**
 * A portal product's page as it shows: with `order`, the options, quantity and Add to cart; without (a staff
 * preview of a revision), the product alone, nothing to order.
 */
export function ProductDetailView({
  product,
  categories,
  order,
}: Readonly<{ product: PortalProductDetailDto; categories: readonly PortalCategoryDto[]; order?: Ordering }>) {
  const { t } = useTranslation();
  const lng = useLanguage();

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
      // No size given (a product made in the back office without one): no row, rather than a lone "×".
      attributes.productWidth.trim() !== '' || attributes.productHeight.trim() !== ''
        ? `${dimensionLabel(t, attributes.productWidth, lng)} × ${dimensionLabel(t, attributes.productHeight, lng)}`
        : '',
    ],
    [t('portal.attributes.pageCount'), attributes.pageCount],
    [t('portal.attributes.printedSides'), attributes.printedSides],
    [t('portal.attributes.orientation'), textOf(attributes.orientation, lng)],
  ];
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
                <Fact key={label} label={label}>
                  {value}
                </Fact>
              ))}
          </dl>
          <p>
            <Money cents={product.priceCents} className="price" /> · <Availability value={product.availability} />
          </p>
          {orderable ? null : <Alert kind="warning">{t('portal.cannotOrder')}</Alert>}
          {order === undefined ? null : <OrderForm product={product} order={order} />}
        </div>
      </div>
    </article>
  );
}

/** The options, quantity and Add to cart of an orderable page, with what the last add did. */
function OrderForm({
  product,
  order: { addToCart, added },
}: Readonly<{ product: PortalProductDetailDto; order: Ordering }>) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const orderable = canOrder(product.availability);
  const first = (list: readonly PortalOption[]) => (list.length === 1 ? (list[0]?.id ?? '') : '');
  return (
    <>
      {added.isSuccess ? (
        <Alert kind="success">
          {t('portal.added')} <Link to={portalPath(lng, 'PortalCartPage')}>{t('portal.viewCart')}</Link>
        </Alert>
      ) : null}
      <RequestErrorAlert error={added.error} title={t('cart.problem')} />
      <Formik<ProductOrderValues>
        initialValues={{
          quantity: String(Math.max(1, product.minimumOrderQty)),
          yearOptionId: first(product.yearOptions),
          monthOptionId: first(product.monthOptions),
          languageOptionId: first(product.languageOptions),
          packSizeId: first(product.packSizeOptions),
        }}
        validate={validateOrder(product, t)}
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
        <Form noValidate className="portal-add-form">
          <ProductOptionFields product={product} required />
          <QuantityField
            hint={
              product.minimumOrderQty > 1
                ? t('portal.quantityRange', { min: product.minimumOrderQty, max: product.maximumOrderQty })
                : t('portal.maxQuantity', { max: product.maximumOrderQty })
            }
          />
          <SubmitButton className="button button-primary" disabled={!orderable}>
            {t('portal.addToCart')}
          </SubmitButton>
        </Form>
      </Formik>
    </>
  );
}
