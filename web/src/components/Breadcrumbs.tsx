import { useTranslation } from 'react-i18next';
import { defineGcds } from '../gcds/define.ts';
import { useLanguage } from '../lib/text.ts';

void defineGcds('gcds-breadcrumbs', 'gcds-breadcrumbs-item');

export type Crumb = Readonly<{ name: string; href: string }>;

/**
 * GCDS breadcrumbs: Home, then the given crumbs. The last crumb is the current page: as the design system asks,
 * it is not repeated (the page's h1 follows), and the Canada.ca link is left out (this is not a canada.ca page).
 */
export function Breadcrumbs({ homeHref, crumbs }: Readonly<{ homeHref: string; crumbs: readonly Crumb[] }>) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const trail = [{ name: t('nav.home'), href: homeHref }, ...crumbs.slice(0, -1)];
  return (
    <gcds-breadcrumbs hide-canada-link lang={lng} className="breadcrumbs">
      {trail.map((crumb) => (
        <gcds-breadcrumbs-item key={crumb.href} href={crumb.href}>
          {crumb.name}
        </gcds-breadcrumbs-item>
      ))}
    </gcds-breadcrumbs>
  );
}
