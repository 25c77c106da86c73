import type { CategoryDto, ProductDto } from '@parks/schemas/store/dtos';
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { ProgressSteps } from '../../components/ProgressSteps.tsx';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { type Tab, Tabs } from '../../components/Tabs.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { imageSrc, isExternalUrl, storeHref } from '../../lib/paths.ts';
import { errorMessage, isNotFound } from '../../lib/problem.ts';
import { textOf, useLanguage } from '../../lib/text.ts';
import { BoatingPermitForm, type PermitToAdd } from './BoatingPermitForm.tsx';
import { ChildTiles } from './ChildTiles.tsx';
import { useGetCategoryQuery } from './catalogApi.ts';
import { Notices } from './Notices.tsx';
import { ProductList } from './ProductList.tsx';
import './catalog.css';

/** `/{lng}/{type}/{id}` ids that are anchors of the type's page, not child categories: they open a tab. */
const tabAnchors: Readonly<Record<string, Readonly<{ id: string; tab: number }>>> = {
  'decouverte-discovery': { id: 'modalites-terms', tab: 1 },
};

/** What the page composes around the category: the cart feature's parts and the content modal. */
type Parts = Readonly<{
  renderAddToCart: (product: ProductDto, name: string) => ReactNode;
  onAddPermit: (permit: PermitToAdd) => Promise<void>;
  /** Desktop cart side panel and small-screen subtotal bar (composed by the app). */
  sidePanel?: ReactNode;
  mobileBar?: ReactNode;
  /** Shows a named content block in a modal. */
  ContentModal: ComponentType<Readonly<{ name: string | null; onClose: () => void }>>;
}>;

type Props = Parts &
  Readonly<{
    type: string;
    id?: string | undefined;
    /** Rendered instead of the page when the category does not exist. */
    notFound: ReactNode;
  }>;

type ViewProps = Parts &
  Readonly<{
    category: CategoryDto;
    /** The page's type segment (its child tiles link under it). */
    type: string;
    /** The tab an anchor of the address opens (scrolled to), else null. */
    openTab: number | null;
  }>;

/**
 * A category page's content (progress step 1): breadcrumbs, banner, notices by location, description, products or
 * the boating permit form, child tiles, footer links, shipping-note and terms tabs, footer message and the cart side
 * panel. Drawn from its answer, so a revision's preview (features/preview) draws the same page.
 */
export function CategoryView({
  category,
  type,
  openTab,
  renderAddToCart,
  onAddPermit,
  sidePanel,
  mobileBar,
  ContentModal,
}: ViewProps) {
  const lng = useLanguage();
  const { t } = useTranslation();
  const [tab, setTab] = useState(openTab ?? 0);
  const [modal, setModal] = useState<string | null>(null);
  const tabsRef = useRef<HTMLDivElement>(null);
  useDocumentTitle(textOf(category.name, lng), textOf(category.shortDescription, lng));

  useEffect(() => {
    if (openTab === null) return;
    setTab(openTab);
    const timer = window.setTimeout(() => tabsRef.current?.scrollIntoView({ behavior: 'smooth' }), 300);
    return () => window.clearTimeout(timer);
  }, [openTab]);

  const name = textOf(category.name, lng);
  const image = textOf(category.imageUrl, lng);
  const tabs: Tab[] = [
    category.shippingNote
      ? {
          key: 'shipping',
          title: t('category.shippingNote'),
          content: <SafeHtml html={textOf(category.shippingNote, lng)} />,
        }
      : null,
    category.termsOfUse
      ? { key: 'terms', title: t('category.termsOfUse'), content: <SafeHtml html={textOf(category.termsOfUse, lng)} /> }
      : null,
  ].filter((entry) => entry !== null);
  const openModal = (modalName: string) => {
    setModal(modalName);
    return true;
  };

  return (
    <div className="category-layout">
      <div className="category-page">
        <Breadcrumbs
          homeHref={`/${lng}`}
          crumbs={category.breadcrumbs.map((crumb) => ({
            name: textOf(crumb.name, lng),
            href: storeHref(textOf(crumb.path, lng), lng),
          }))}
        />
        <div className="category-banner">
          {image ? <img src={imageSrc(image)} alt="" /> : null}
          <h1>{name}</h1>
        </div>
        <ProgressSteps current={1} />
        <Notices notices={category.notices} location="Panel Top" />
        {category.description ? (
          <SafeHtml html={textOf(category.description, lng)} className="category-description" onHashLink={openModal} />
        ) : null}
        <Notices notices={category.notices} location="Panel Middle" />
        {category.listTitle ? <h2>{textOf(category.listTitle, lng)}</h2> : null}
        {category.listDescription ? (
          <SafeHtml html={textOf(category.listDescription, lng)} onHashLink={openModal} />
        ) : null}
        {category.products.length > 0 ? (
          category.productsAreBoatingPermits ? (
            <>
              {/* A permit that cannot be ordered now is not offered by the form: it is listed with its tagline. */}
              {category.products.some((product) => !product.unavailableTagline) ? (
                <BoatingPermitForm
                  products={category.products.filter((product) => !product.unavailableTagline)}
                  onAdd={onAddPermit}
                  onInfo={setModal}
                />
              ) : null}
              {category.products.some((product) => product.unavailableTagline) ? (
                <ProductList
                  products={category.products.filter((product) => product.unavailableTagline)}
                  renderAddToCart={renderAddToCart}
                />
              ) : null}
            </>
          ) : (
            <ProductList products={category.products} renderAddToCart={renderAddToCart} />
          )
        ) : null}
        {category.admissionMessage ? (
          <SafeHtml html={textOf(category.admissionMessage, lng)} className="admission-message" />
        ) : null}
        {category.postListMessage ? (
          <SafeHtml html={textOf(category.postListMessage, lng)} onHashLink={openModal} />
        ) : null}
        <Notices notices={category.notices} location="Panel Bottom" />
        <ChildTiles type={type} categories={category.childCategories} />
        {category.footerLinks.length > 0 ? (
          <ul className="footer-links">
            {category.footerLinks.map((link) => {
              const url = textOf(link.url, lng);
              const title = textOf(link.title, lng);
              return (
                <li key={url}>
                  {url.startsWith('#') ? (
                    <button type="button" className="link-button" onClick={() => setModal(url.slice(1))}>
                      {title}
                    </button>
                  ) : isExternalUrl(url) ? (
                    <a href={url} target="_blank" rel="noopener noreferrer">
                      {title}
                    </a>
                  ) : (
                    <Link to={storeHref(url, lng)}>{title}</Link>
                  )}
                </li>
              );
            })}
          </ul>
        ) : null}
        {tabs.length > 0 ? (
          <div ref={tabsRef} id="category-tabs">
            <Tabs
              tabs={tabs}
              selected={Math.min(tab, tabs.length - 1)}
              onSelect={setTab}
              label={t('category.moreInformation')}
            />
          </div>
        ) : null}
        {category.pageFooterMessage ? (
          <SafeHtml html={textOf(category.pageFooterMessage, lng)} className="page-footer-message" />
        ) : null}
        <Notices notices={category.notices} location="Footer" />
      </div>
      {sidePanel}
      {mobileBar}
      <ContentModal name={modal} onClose={() => setModal(null)} />
    </div>
  );
}

/** The category page of `/{lng}/{type}/{id}`: its answer (GET /api/store/GetCategory), then its view. */
export function CategoryPage({ type, id, notFound, ...view }: Props) {
  const lng = useLanguage();
  const anchor = tabAnchors[type.toLowerCase()];
  const isAnchor = anchor !== undefined && id?.toLowerCase() === anchor.id;
  // currentData: this category's answer only (`data` would keep the previous category while fetching).
  const {
    currentData: category,
    isFetching,
    error,
    refetch,
  } = useGetCategoryQuery({ type, id: isAnchor ? undefined : id, lng });

  if (isFetching && !category) return <Spinner />;
  if (isNotFound(error)) return <>{notFound}</>;
  if (error || !category) return <LoadError message={errorMessage(error, lng)} onRetry={() => void refetch()} />;
  return <CategoryView {...view} category={category} type={type} openTab={isAnchor && anchor ? anchor.tab : null} />;
}
