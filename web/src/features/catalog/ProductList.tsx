import type { ProductDto } from '@parks/schemas/store/dtos';
import type { ReactNode } from 'react';
import { Money } from '../../components/Money.tsx';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { textOf, useLanguage } from '../../lib/text.ts';

type Props = Readonly<{
  products: readonly ProductDto[];
  /** The Add to cart control of a product (composed by the app from the cart feature). */
  renderAddToCart: (product: ProductDto, name: string) => ReactNode;
}>;

/** Products of a non-boating category: name, description, price, sale text and Add to cart (or why not). */
export function ProductList({ products, renderAddToCart }: Props) {
  const lng = useLanguage();
  return (
    <ul className="product-list">
      {products.map((product) => {
        const name = textOf(product.name, lng);
        const sellable = product.prices.length > 0 && !product.unavailableTagline;
        return (
          <li key={product.productId} className="product">
            <div className="product-text">
              <h3 className="product-name">{name}</h3>
              {product.shortDescription ? <SafeHtml html={textOf(product.shortDescription, lng)} /> : null}
              {product.validityPeriod ? <p className="validity">{textOf(product.validityPeriod, lng)}</p> : null}
            </div>
            <div className="product-buy">
              {product.currentPriceCents !== null ? (
                <Money cents={product.currentPriceCents} className="price" />
              ) : null}
              {product.salePriceDescription ? (
                <p className="sale-description">{textOf(product.salePriceDescription, lng)}</p>
              ) : null}
              {sellable ? (
                renderAddToCart(product, name)
              ) : (
                <p className="unavailable">{textOf(product.unavailableTagline, lng)}</p>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
