import type { PortalCategoryPageDto } from '@parks/schemas/portal';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { CardGrid } from '../../components/CardGrid.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Money } from '../../components/Money.tsx';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { withColon } from '../../lib/labels.ts';
import { imageSrc } from '../../lib/paths.ts';
import { errorMessage, isNotFound } from '../../lib/problem.ts';
import { textOf, useLanguage } from '../../lib/text.ts';
import { Availability } from './Availability.tsx';
import { PortalNotFound } from './PortalNotFound.tsx';
import { ProductDetail } from './ProductDetail.tsx';
import { useGetPortalCategoriesQuery, useGetPortalCategoryQuery } from './portalApi.ts';
import { categoryCrumbs, portalPath } from './portalPages.ts';

const sameAlias = (alias: PortalCategoryPageDto['category']['urlAlias'], wanted: string): boolean =>
  alias.en.toLowerCase() === wanted.toLowerCase() || alias.fr.toLowerCase() === wanted.toLowerCase();

/**
 * /{lng}/portal/{type}/{id?}: a category with its child categories and products. The second segment is a child
 * category's alias, or a product id (a product's path is `{its category alias}/{productId}`).
 */
export function PortalCategory({ alias, childAlias }: Readonly<{ alias: string; childAlias?: string | undefined }>) {
  const lng = useLanguage();
  const { currentData: data, isFetching, error, refetch } = useGetPortalCategoryQuery({ alias, lng });
  if (isFetching && !data) return <Spinner />;
  if (isNotFound(error)) return <PortalNotFound />;
  if (error || !data) return <LoadError message={errorMessage(error, lng)} onRetry={() => void refetch()} />;
  if (childAlias === undefined) return <CategoryView data={data} parentAlias={null} />;
  if (data.childCategories.some((child) => sameAlias(child.urlAlias, childAlias)))
    return <ChildCategory parentAlias={alias} alias={childAlias} />;
  return <ProductDetail productId={childAlias} />;
}

function ChildCategory({ parentAlias, alias }: Readonly<{ parentAlias: string; alias: string }>) {
  const lng = useLanguage();
  const { currentData: data, isFetching, error, refetch } = useGetPortalCategoryQuery({ alias, lng });
  if (isFetching && !data) return <Spinner />;
  if (isNotFound(error)) return <PortalNotFound />;
  if (error || !data) return <LoadError message={errorMessage(error, lng)} onRetry={() => void refetch()} />;
  return <CategoryView data={data} parentAlias={parentAlias} />;
}

function CategoryView({ data, parentAlias }: Readonly<{ data: PortalCategoryPageDto; parentAlias: string | null }>) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { category, childCategories, products } = data;
  const title = textOf(category.displayName, lng);
  const { data: categories = [] } = useGetPortalCategoriesQuery(lng);
  const alias = textOf(category.urlAlias, lng);
  useDocumentTitle(title);
  const here = parentAlias ? portalPath(lng, undefined, parentAlias, alias) : portalPath(lng, undefined, alias);
  return (
    <section className="portal-category" aria-labelledby="category-title">
      <Breadcrumbs
        homeHref={portalPath(lng)}
        crumbs={
          // until the category list has loaded: this category alone
          categories.length > 0 ? categoryCrumbs(categories, category, lng) : [{ name: title, href: here }]
        }
      />
      <h1 id="category-title">{title}</h1>
      <SafeHtml html={textOf(category.description, lng)} />
      {childCategories.length > 0 ? (
        <CardGrid
          items={childCategories.map((child) => ({
            key: child.categoryId,
            title: textOf(child.displayName, lng),
            href: portalPath(lng, undefined, alias, textOf(child.urlAlias, lng)),
            description: textOf(child.shortDescription, lng),
          }))}
        />
      ) : null}
      {products.length > 0 ? (
        <ul className="portal-products">
          {products.map((product) => {
            const image = textOf(product.imageUrl, lng);
            return (
              <li key={product.productId} className="portal-product">
                {image ? <img src={imageSrc(image)} alt="" loading="lazy" width={120} /> : null}
                <div>
                  <h2>
                    <Link to={portalPath(lng, undefined, alias, product.productId)}>{textOf(product.title, lng)}</Link>
                  </h2>
                  <p>{textOf(product.shortDescription, lng)}</p>
                  <p>
                    {withColon(t, t('portal.sku'))} {product.sku} · <Money cents={product.priceCents} /> ·{' '}
                    <Availability value={product.availability} />
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      ) : childCategories.length === 0 ? (
        <p>{t('portal.noProducts')}</p>
      ) : null}
    </section>
  );
}
