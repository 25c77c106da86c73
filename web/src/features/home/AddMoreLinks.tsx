import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { storeHref } from '../../lib/paths.ts';
import { textOf, useLanguage } from '../../lib/text.ts';
import { useGetHomeContentQuery } from './homeApi.ts';
import './home.css';

/** The cart page's buttons to add more discovery pass, lockage/mooring and single-location items. */
export function AddMoreLinks() {
  const lng = useLanguage();
  const { t } = useTranslation();
  const { data } = useGetHomeContentQuery({ lng });
  if (!data) return null;
  const panels = [data.discoveryPass, data.lockageAndMooring, data.singleLocationPass].filter(
    (panel) => panel !== null,
  );
  if (panels.length === 0) return null;
  return (
    <nav aria-label={t('cart.addMore')} className="add-more">
      <ul>
        {panels.map((panel) => (
          <li key={panel.categoryId}>
            <Link className="button button-secondary" to={storeHref(textOf(panel.path, lng), lng)}>
              {t('cart.addMoreOf', { name: textOf(panel.displayName, lng) })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
