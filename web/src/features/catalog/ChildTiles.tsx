import type { CategorySummaryDto } from '@parks/schemas/store/dtos';
import { Link } from 'react-router-dom';
import { imageSrc, storeHref } from '../../lib/paths.ts';
import { textOf, useLanguage } from '../../lib/text.ts';

/** Tiles of the child categories, each linking to /{lng}/{type}/{childAlias}. */
export function ChildTiles({
  type,
  categories,
}: Readonly<{ type: string; categories: readonly CategorySummaryDto[] }>) {
  const lng = useLanguage();
  if (categories.length === 0) return null;
  return (
    <ul className="child-tiles">
      {categories.map((child) => {
        const image = textOf(child.imageUrl, lng);
        const overlay = textOf(child.subCatSaleOverlayText, lng) || textOf(child.overlayText, lng);
        return (
          <li key={child.categoryId} className="tile">
            <Link to={storeHref(`${type}/${textOf(child.urlAlias, lng)}`, lng)}>
              {image ? <img src={imageSrc(image)} alt="" /> : null}
              {overlay ? <span className="overlay-text">{overlay}</span> : null}
              <span className="tile-name">{textOf(child.name, lng)}</span>
            </Link>
            {child.shortDescription ? <p>{textOf(child.shortDescription, lng)}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
