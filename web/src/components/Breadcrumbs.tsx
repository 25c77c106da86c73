import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export type Crumb = Readonly<{ name: string; href: string }>;

/** Home, then the given crumbs; the last one is the current page. */
export function Breadcrumbs({ homeHref, crumbs }: Readonly<{ homeHref: string; crumbs: readonly Crumb[] }>) {
  const { t } = useTranslation();
  const all = [{ name: t('nav.home'), href: homeHref }, ...crumbs];
  return (
    <nav aria-label={t('nav.breadcrumbs')} className="breadcrumbs">
      <ol>
        {all.map((crumb, index) => (
          <li key={crumb.href}>
            {index === all.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link to={crumb.href}>{crumb.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
