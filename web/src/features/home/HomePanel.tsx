import type { Language } from '@parks/schemas/language';
import type { HomePanelDto } from '@parks/schemas/store/dtos';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Money } from '../../components/Money.tsx';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { imageSrc, storeHref } from '../../lib/paths.ts';
import { textOf } from '../../lib/text.ts';

type Props = Readonly<{ panel: HomePanelDto; lng: Language; featured?: boolean; headingId: string }>;

/** A home panel: image with overlay text, description and a button to its category; the featured one lists its products. */
export function HomePanel({ panel, lng, featured = false, headingId }: Props) {
  const { t } = useTranslation();
  const href = storeHref(textOf(panel.path, lng) || textOf(panel.urlAlias, lng), lng);
  const name = textOf(panel.displayName, lng);
  const description = textOf(panel.saleHomeDescription, lng) || textOf(panel.homeDescription, lng);
  const image = textOf(panel.imageUrl, lng);
  return (
    <section className={featured ? 'home-panel home-panel-featured' : 'home-panel'} aria-labelledby={headingId}>
      <div className="home-panel-image">
        {image ? <img src={imageSrc(image)} alt="" /> : null}
        {panel.overlayText ? <p className="overlay-text">{textOf(panel.overlayText, lng)}</p> : null}
      </div>
      <div className="home-panel-body">
        <h2 id={headingId}>{name}</h2>
        {description ? <SafeHtml html={description} /> : null}
        {featured && panel.products.length > 0 ? (
          <ul className="home-products">
            {panel.products.map((product) => (
              <li key={product.productId}>
                <span className="product-name">{textOf(product.name, lng)}</span>
                {product.currentPriceCents !== null ? <Money cents={product.currentPriceCents} /> : null}
                {product.salePriceDescription ? (
                  <span className="sale-description">{textOf(product.salePriceDescription, lng)}</span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {featured && panel.admissionMessage ? (
          <SafeHtml className="admission-message" html={textOf(panel.admissionMessage, lng)} />
        ) : null}
        <Link className="button" to={href}>
          {textOf(panel.buttonText, lng) || t('home.shopNow', { name })}
        </Link>
      </div>
    </section>
  );
}
