import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../components/CardGrid.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TitledSection } from '../../components/TitledSection.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { imageSrc } from '../../lib/paths.ts';
import { errorMessage } from '../../lib/problem.ts';
import { textOf, useLanguage } from '../../lib/text.ts';
import { useGetPortalCategoriesQuery } from './portalApi.ts';
import { accountAlias, portalPath } from './portalPages.ts';

/** /{lng}/portal: the portal's landing page: what it is for, the B2B categories as cards, and the account tasks. */
export function PortalHome() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data, isLoading, error, refetch } = useGetPortalCategoriesQuery(lng);
  useDocumentTitle(t('portal.homeTitle'));
  if (isLoading) return <Spinner />;
  if (error || !data) return <LoadError message={errorMessage(error, lng)} onRetry={() => void refetch()} />;
  const categories = data
    .filter((category) => category.parentId === null)
    .map((category) => {
      const image = textOf(category.imageUrl, lng);
      return {
        key: category.categoryId,
        title: textOf(category.displayName, lng),
        href: portalPath(lng, undefined, textOf(category.urlAlias, lng)),
        description: textOf(category.shortDescription, lng),
        ...(image ? { image: imageSrc(image) } : {}),
      };
    });
  const tasks = [
    {
      key: 'orders',
      title: t('portal.orderStatus'),
      href: portalPath(lng, 'PortalMyAccountPage', accountAlias('orders', lng)),
      description: t('portal.landing.ordersText'),
    },
    {
      key: 'account',
      title: t('portal.myAccount'),
      href: portalPath(lng, 'PortalMyAccountPage'),
      description: t('portal.landing.accountText'),
    },
    {
      key: 'cart',
      title: t('portal.landing.cart'),
      href: portalPath(lng, 'PortalCartPage'),
      description: t('portal.landing.cartText'),
    },
  ];
  return (
    <div className="portal-home">
      <h1>{t('portal.homeTitle')}</h1>
      <p className="portal-home-intro">{t('portal.landing.intro')}</p>
      <TitledSection id="portal-home-categories" title={t('portal.categories')}>
        <CardGrid items={categories} />
      </TitledSection>
      <TitledSection id="portal-home-tasks" title={t('portal.landing.tasks')}>
        <CardGrid items={tasks} />
      </TitledSection>
    </div>
  );
}
