import type { Language } from '@parks/schemas/language';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetMenuQuery } from './catalogApi.ts';

/**
 * The store's menu in the header: a link to each top-level category placed in it (GET /api/store/GetMenu), in
 * display order. Nothing while it loads or when it cannot be read: the header content's own links still show.
 */
export function StoreMenu({ lng }: Readonly<{ lng: Language }>) {
  const { t } = useTranslation();
  const { data } = useGetMenuQuery();
  if (data === undefined || data.length === 0) return null;
  return (
    <div className="header-content store-menu">
      <nav aria-label={t('nav.categories')}>
        <ul>
          {data.map((item) => (
            <li key={item.categoryId}>
              <Link to={`/${lng}/${item.path[lng]}`}>{item.name[lng]}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
