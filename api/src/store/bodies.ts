/**
 * Response bodies of the store's hot reads, serialised once and reused: the bytes are what Koa would send for
 * the same value (`JSON.stringify`, UTF-8; the route sets the JSON type), kept with what they were made from.
 *
 * - A category page (GET /api/store/GetCategory) is a function of the catalogue snapshot, the category, and the
 *   time only through its prices' current price and sale flag (`priceStateAt`). Snapshots are never changed
 *   (catalogReader keeps each one, frozen, until the catalogue changes: a new snapshot is a new key), and the
 *   price state is worked out at `now` on every request with the domain's rule, so a sale that starts or ends
 *   changes the key, never a cached price; so does a product's availability window (`availabilityStateAt`).
 * - A search body (GET /api/store/search) is the query echoed with the answer, which storeSearchReader gives
 *   again, the same object, only while the read models it was made from are unchanged.
 */

import type { CategoryEntry } from '@parks/domain/catalog/category';
import type { ProductEntry } from '@parks/domain/catalog/product';
import {
  availabilityStateAt,
  type CatalogSnapshot,
  type CategoryPage,
  categoryPage,
  priceStateAt,
} from '@parks/projections/store/catalogView';
import type { PriceRecord } from '@parks/schemas/catalog';
import type { CategoryDto, SearchPageDto, SearchQueryEchoDto } from '@parks/schemas/store/dtos';

/** Bodies kept per page or answer (price states, query echoes); a crowded map is simply emptied. */
const BODIES_PER_KEY = 16;

export const jsonBytes = (value: unknown): Buffer => Buffer.from(JSON.stringify(value));

/** Bodies by owner (held weakly: they go with it) and by a text key. */
const bodiesBy = <O extends object>() => {
  const byOwner = new WeakMap<O, Map<string, Buffer>>();
  return (owner: O, key: string, make: () => Buffer): Buffer => {
    let bodies = byOwner.get(owner);
    if (bodies === undefined) {
      bodies = new Map();
      byOwner.set(owner, bodies);
    }
    const known = bodies.get(key);
    if (known !== undefined) return known;
    const body = make();
    if (bodies.size >= BODIES_PER_KEY) bodies.clear();
    bodies.set(key, body);
    return body;
  };
};

type PageOf = Readonly<{
  category: CategoryEntry;
  products: readonly ProductEntry[];
  prices: readonly PriceRecord[];
}>;

/** GET /api/store/GetCategory's body of `category` at `now`. */
export const categoryPageBodies = () => {
  const pagesBySnapshot = new WeakMap<CatalogSnapshot, Map<CategoryEntry, PageOf>>();
  const bodies = bodiesBy<PageOf>();
  return (snapshot: CatalogSnapshot, category: CategoryEntry, now: string): Buffer => {
    let pages = pagesBySnapshot.get(snapshot);
    if (pages === undefined) {
      pages = new Map();
      pagesBySnapshot.set(snapshot, pages);
    }
    let page = pages.get(category);
    let built: CategoryPage | undefined;
    if (page === undefined) {
      // The prices the page shows (those of its products), found once per snapshot and category.
      built = categoryPage(snapshot, category, now);
      const shown = new Set(built.products.map((product) => product.productId));
      page = {
        category,
        products: snapshot.products.filter((product) => shown.has(product.productId)),
        prices: snapshot.prices.filter((price) => shown.has(price.productId)),
      };
      pages.set(category, page);
    }
    const made = built;
    // A product's availability window opening or closing changes the page as a sale does.
    const key = `${priceStateAt(page.prices, now)}|${availabilityStateAt(page.products, now)}`;
    return bodies(page, key, () => jsonBytes((made ?? categoryPage(snapshot, category, now)) satisfies CategoryDto));
  };
};

/** GET /api/store/search's body: `echo` (the query and its language) then the answer's total and results. */
export const searchBodies = <A extends Pick<SearchPageDto, 'total' | 'results'>>() => {
  const bodies = bodiesBy<A>();
  return (answer: A, echo: SearchQueryEchoDto): Buffer =>
    bodies(answer, JSON.stringify(echo), () =>
      jsonBytes({ ...echo, total: answer.total, results: answer.results } satisfies SearchPageDto),
    );
};
