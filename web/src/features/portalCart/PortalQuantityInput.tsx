import { quantityLimits } from '@parks/schemas/cart';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = Readonly<{
  stored: number;
  name: string;
  /** The line's own maximum (at most 10000, the portal cart's cap). */
  max: number;
  onQuantity: (quantity: number) => void;
  onZero: () => void;
  disabled?: boolean;
}>;

/**
 * A portal cart line's quantity (0 to 10000): a valid number updates the cart as it is typed; above the maximum
 * it becomes the maximum; 0 asks to remove the line; leaving the field shows the stored quantity again.
 */
export function PortalQuantityInput({ stored, name, max, onQuantity, onZero, disabled = false }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const cap = Math.min(max, quantityLimits.portalMax);
  const [text, setText] = useState(String(stored));
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (!focused) setText(String(stored));
  }, [stored, focused]);

  const onChange = (value: string) => {
    setText(value);
    if (value.trim() === '') return;
    const typed = Number(value);
    if (!Number.isInteger(typed) || typed < 0) return;
    if (typed > cap) {
      setText(String(cap));
      if (stored !== cap) onQuantity(cap);
      return;
    }
    if (typed === 0) onZero();
    else if (typed !== stored) onQuantity(typed);
  };

  return (
    <div className="quantity">
      <label htmlFor={id}>
        {t('cart.quantity')}
        <span className="visually-hidden"> – {name}</span>
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={quantityLimits.cartMin}
        max={cap}
        step={1}
        value={text}
        disabled={disabled}
        aria-describedby={`${id}-range`}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setText(String(stored));
        }}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={`${id}-range`} className="visually-hidden">
        {t('cart.quantityRange', { min: quantityLimits.cartMin, max: cap })}
      </span>
    </div>
  );
}
