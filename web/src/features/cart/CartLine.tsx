import type { CartItemDto } from '@parks/schemas/cart';
import { quantityLimits } from '@parks/schemas/cart';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money.tsx';
import { QuantityInput } from '../../components/QuantityInput.tsx';
import { vesselTypeLabel, withColon } from '../../lib/labels.ts';
import { useLanguage } from '../../lib/text.ts';
import { lineLabel, lineNames } from './lineText.ts';
import './cart.css';

type Props = Readonly<{
  item: CartItemDto;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  onEdit?: () => void;
  compact?: boolean;
}>;

/** One line of the cart page or side panel. Vessel permits have a fixed quantity and no edit link. */
export function CartLine({ item, onQuantity, onRemove, onEdit, compact = false }: Props) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const names = lineNames(item, lng);
  const label = lineLabel(item, lng);
  return (
    <li className={compact ? 'cart-line cart-line-compact' : 'cart-line'}>
      <div className="cart-line-names">
        <p className="cart-line-category">{names.category}</p>
        {names.product ? <p className="cart-line-product">{names.product}</p> : null}
        {!compact && item.validityPeriod ? <p className="cart-line-detail">{item.validityPeriod[lng]}</p> : null}
        {item.vessel ? (
          <dl className="cart-line-vessel">
            <dt>{t('vessel.size')}</dt>
            <dd>{t('vessel.feet', { count: item.vessel.lengthFeet })}</dd>
            <dt>{t('vessel.id')}</dt>
            <dd>{item.vessel.vesselId}</dd>
            <dt>{t('vessel.type')}</dt>
            <dd>{vesselTypeLabel(t, item.vessel.vesselType)}</dd>
          </dl>
        ) : null}
      </div>
      {!compact ? (
        <p className="cart-line-price">
          <span className="visually-hidden">{t('cart.unitPrice')} </span>
          <Money cents={item.unitPriceCents} />
        </p>
      ) : null}
      {item.quantityEditable ? (
        <QuantityInput
          stored={item.quantity}
          name={label}
          max={quantityLimits.max}
          onQuantity={onQuantity}
          onZero={onRemove}
        />
      ) : (
        <p className="quantity-fixed">
          {withColon(t, t('cart.quantity'))} {item.quantity}
        </p>
      )}
      <p className="cart-line-total">
        <span className="visually-hidden">{t('cart.lineTotal')} </span>
        <Money cents={item.totalCents} />
      </p>
      <p className="cart-line-actions">
        {onEdit && item.quantityEditable && item.vessel === null ? (
          <button type="button" className="link-button" onClick={onEdit}>
            {t('actions.edit')}
            <span className="visually-hidden"> {label}</span>
          </button>
        ) : null}
        <button type="button" className="link-button" onClick={onRemove}>
          {t('actions.delete')}
          <span className="visually-hidden"> {label}</span>
        </button>
      </p>
    </li>
  );
}
