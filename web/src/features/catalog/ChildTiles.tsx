import type { CategorySummaryDto } from '@parks/schemas/store/dtos';
import { CardGrid } from '../../components/CardGrid.tsx';
import { imageSrc, storeHref } from '../../lib/paths.ts';
import { textOf, useLanguage } from '../../lib/text.ts';

/** Cards of the child categories, each linking to /{lng}/{type}/{childAlias}; a sale overlay is the card's badge. */
export function ChildTiles({
  type,
  categories,
}: Readonly<{ type: string; categories: readonly CategorySummaryDto[] }>) {
  const lng = useLanguage();
  if (categories.length === 0) return null;
  return (
    <CardGrid
      items={categories.map((child) => {
        const image = textOf(child.imageUrl, lng);
        const badge = textOf(child.subCatSaleOverlayText, lng) || textOf(child.overlayText, lng);
        return {
          key: child.categoryId,
          title: textOf(child.name, lng),
          href: storeHref(`${type}/${textOf(child.urlAlias, lng)}`, lng),
          description: textOf(child.shortDescription, lng),
          ...(image ? { image: imageSrc(image) } : {}),
          ...(badge ? { badge } : {}),
        };
      })}
    />
  );
}
