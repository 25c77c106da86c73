import { quantityLimits } from '@parks/schemas/cart';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = Readonly<{
  stored: number;
  /** The line's name, read by screen readers after the visible "Quantity". */
  name: string;
  /** The highest quantity this line takes (the public cart's 5000, or a portal product's own maximum). */
  max: number;
  /** A valid quantity from 1 to `max`. */
  onQuantity: (quantity: number) => void;
  /** 0 was typed: the caller confirms the removal. */
  onZero: () => void;
  disabled?: boolean;
}>;

/**
 * A cart line's quantity, for the public cart and the portal cart: a valid number updates the cart as it is
 * typed, a number above the maximum becomes the maximum, 0 asks to remove the line, and leaving the field shows
 * the stored quantity again (store-and-portal section 4).
 */
export function QuantityInput({ stored, name, max, onQuantity, onZero, disabled = false }: Props) {
  const { t } = useTranslation();
  const id = useId();
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
    if (typed > max) {
      setText(String(max));
      if (stored !== max) onQuantity(max);
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
        max={max}
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
        {t('cart.quantityRange', { min: quantityLimits.cartMin, max })}
      </span>
    </div>
  );
}
