import type { PortalCheckoutDto, PortalChoiceDto } from '@parks/schemas/portal';
import { portalLimits } from '@parks/schemas/portal';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AddressLines } from '../../components/AddressLines.tsx';
import { RequiredLabel } from '../../components/form/FieldShell.tsx';
import { NativeTextInput } from '../../components/form/fields.tsx';
import { countryName } from '../../lib/places.ts';
import { textOf, useLanguage } from '../../lib/text.ts';
import type { CheckoutPaths } from './PortalCheckout.tsx';

/**
 * The controls of the checkout step. They are not Formik fields: each change goes to the server at once (the
 * step's `change`), and the server's DTO is what they show.
 */

/** The shipping address: chosen from the address book, or a new or edited one through the address sub-routes. */
export function AddressSection({
  dto,
  paths,
  onSelect,
}: Readonly<{ dto: PortalCheckoutDto; paths: CheckoutPaths; onSelect: (id: string) => void }>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="checkout-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('portal.shippingAddress')}</h2>
      {dto.aliases.length > 0 ? (
        <div className="field field-native">
          <label htmlFor={id}>{t('portal.addressBook')}</label>
          <select id={id} value={dto.addressId ?? ''} onChange={(event) => onSelect(event.target.value)}>
            <option value="">{t('portal.choose')}</option>
            {dto.aliases.map((alias) => (
              <option key={alias.id} value={alias.id}>
                {alias.name}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p>{t('portal.noAddresses')}</p>
      )}
      <CheckoutAddress dto={dto} />
      <p>
        <Link to={paths.createAddress}>{t('portal.newAddress')}</Link>
        {dto.addressId ? (
          <>
            {' · '}
            <Link to={paths.editAddress(dto.addressId)}>{t('portal.editAddress')}</Link>
          </>
        ) : null}
      </p>
    </section>
  );
}

/** The address the checkout ships to (nothing until it has one). */
export function CheckoutAddress({ dto }: Readonly<{ dto: PortalCheckoutDto }>) {
  const lng = useLanguage();
  if (!dto.address1) return null;
  return (
    <AddressLines
      lines={[
        dto.fullName || `${dto.firstName} ${dto.lastName}`.trim(),
        dto.companyName,
        dto.address1,
        dto.address2,
        `${dto.city} ${dto.provinceState} ${dto.postalCode}`.trim(),
        countryName(dto.country, lng),
        dto.phone1,
        dto.email1,
        dto.email2,
      ]}
    />
  );
}

/** The shipping method or option: the DTO's choices as radios (nothing when there is none). */
export function ChoiceGroup({
  legend,
  name,
  choices,
  value,
  onChange,
}: Readonly<{
  legend: string;
  name: string;
  choices: readonly PortalChoiceDto[];
  value: string | null;
  onChange: (id: string) => void;
}>) {
  const lng = useLanguage();
  const id = useId();
  if (choices.length === 0) return null;
  return (
    <fieldset className="field field-radios">
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <div key={choice.id} className="radio">
          <input
            type="radio"
            id={`${id}-${choice.id}`}
            name={name}
            value={choice.id}
            checked={value === choice.id}
            onChange={() => onChange(choice.id)}
          />
          <label htmlFor={`${id}-${choice.id}`}>{textOf(choice.name, lng)}</label>
        </div>
      ))}
    </fieldset>
  );
}

/** The customer number ('CPC Customer Number'): a list to choose from, or the single code. */
export function BudgetCode({
  dto,
  value,
  required,
  onChange,
}: Readonly<{ dto: PortalCheckoutDto; value: string | null; required: boolean; onChange: (code: string) => void }>) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const id = useId();
  return (
    <div className="field field-native">
      <label htmlFor={id}>
        <RequiredLabel text={t('portal.customerNumber')} required={required} />
      </label>
      <select id={id} value={value ?? ''} required={required} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('portal.choose')}</option>
        {dto.budgetCodes.map((code) => (
          <option key={code.id} value={code.id}>
            {textOf(code.name, lng)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function PoNumber({ value, onChange }: Readonly<{ value: string; onChange: (text: string) => void }>) {
  const { t } = useTranslation();
  return (
    <NativeTextInput
      className="field"
      label={t('portal.poNumber')}
      value={value}
      maxLength={portalLimits.poNumberMax}
      onChange={onChange}
    />
  );
}
