import type { Localized } from '@parks/schemas/catalog';
import type { Language } from '@parks/schemas/language';
import type { PortalAvailability } from '@parks/schemas/portal';
import type { TFunction } from 'i18next';
import { withColon } from '../../lib/labels.ts';
import { textOf } from '../../lib/text.ts';

/** Only In stock and Back ordered can be added (Unavailable, and Out of stock without back orders, cannot). */
export const canOrder = (availability: PortalAvailability): boolean =>
  availability === 'inStock' || availability === 'backOrdered';

/** What a portal line (in the cart, in an order) was ordered as: its SKU and the options chosen. */
type OrderedAs = Readonly<{
  sku: string;
  yearOption: Localized | null;
  monthOption: Localized | null;
  languageOption: Localized | null;
  packSize: Localized | null;
}>;

/** A portal line's SKU and options in one line: `SKU: 1234 · 2025 · English`. */
export const skuAndOptions = (line: OrderedAs, t: TFunction, lng: Language): string => {
  const options = [line.yearOption, line.monthOption, line.languageOption, line.packSize]
    .map((option) => textOf(option, lng))
    .filter((text) => text !== '')
    .join(' · ');
  return `${withColon(t, t('portal.sku'))} ${line.sku}${options ? ` · ${options}` : ''}`;
};
