import { cartQuantityEntry, quantityLimits } from '@parks/schemas/cart';
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
 * typed, a number above the maximum becomes the maximum (and says so), anything else that is not a whole number
 * (a negative one) changes nothing and says what is expected, 0 asks to remove the line, and leaving the field
 * shows the stored quantity again (store-and-portal sections 4 and 5).
 */
export function QuantityInput({ stored, name, max, onQuantity, onZero, disabled = false }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(String(stored));
  const [focused, setFocused] = useState(false);
  // Why what was typed was not taken as it is, said next to the field (not silently changed).
  const [note, setNote] = useState<'invalid' | 'capped' | null>(null);

  useEffect(() => {
    if (!focused) setText(String(stored));
  }, [stored, focused]);

  const onChange = (value: string) => {
    setText(value);
    const entry = cartQuantityEntry(value, max);
    setNote(entry.kind === 'invalid' ? 'invalid' : entry.kind === 'quantity' && entry.capped ? 'capped' : null);
    if (entry.kind === 'remove') onZero();
    if (entry.kind !== 'quantity') return;
    if (entry.capped) setText(String(entry.quantity));
    if (entry.quantity !== stored) onQuantity(entry.quantity);
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
        aria-invalid={note === 'invalid' ? true : undefined}
        aria-describedby={`${id}-range ${id}-note`}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setText(String(stored));
          if (note === 'invalid') setNote(null);
        }}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={`${id}-range`} className="visually-hidden">
        {t('cart.quantityRange', { min: quantityLimits.cartMin, max })}
      </span>
      <p id={`${id}-note`} className={note === 'invalid' ? 'field-error' : 'field-hint'} aria-live="polite">
        {note === 'invalid'
          ? t('cart.quantityInvalid', { min: quantityLimits.cartMin, max })
          : note === 'capped'
            ? t('cart.quantityCapped', { max })
            : null}
      </p>
    </div>
  );
}
