import { isNorthAmerican } from '@parks/schemas/store';
import type { OptionDto } from '@parks/schemas/store/dtos';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/form/fields.tsx';
import { MaskedTextField } from '../../components/form/MaskedTextField.tsx';
import { phoneMask, postalCodeMask, reformat, unmaskedMaxLength } from '../../lib/masks.ts';
import { useLanguage } from '../../lib/text.ts';
import { countryOptions, provinceOptions } from './countries.ts';
import type { CheckoutValues } from './formValues.ts';

type Props = Readonly<{
  section: 'shipping' | 'billing';
  countries?: readonly OptionDto[] | undefined;
  provinceStates?: readonly OptionDto[] | undefined;
}>;

/** A shipping or billing address panel; the province list follows the country, and phone and postal code are masked. */
export function AddressPanel({ section, countries, provinceStates }: Props) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { values, setFieldValue } = useFormikContext<CheckoutValues>();
  const address = values[section];
  const provinces = provinceOptions(provinceStates, address.country, lng);
  const northAmerican = isNorthAmerican(address.country);
  const name = (field: keyof CheckoutValues['shipping']) => `${section}.${field}`;
  return (
    <fieldset className="panel address-panel">
      <legend>
        <h2>{t(section === 'shipping' ? 'checkout.shippingAddressTitle' : 'checkout.billingAddressTitle')}</h2>
      </legend>
      <div className="field-row">
        <TextField
          name={name('firstName')}
          label={t('address.firstName')}
          required
          autoComplete={`${section} given-name`}
        />
        <TextField
          name={name('lastName')}
          label={t('address.lastName')}
          required
          autoComplete={`${section} family-name`}
        />
      </div>
      <TextField
        name={name('address1')}
        label={t('address.address1')}
        required
        autoComplete={`${section} address-line1`}
      />
      <TextField name={name('address2')} label={t('address.address2')} autoComplete={`${section} address-line2`} />
      <div className="field-row">
        <SelectField
          name={name('country')}
          label={t('address.country')}
          required
          options={countryOptions(countries, lng)}
          onValueChange={(country) => {
            void setFieldValue(name('provinceState'), '');
            const phone = reformat(address.phone1, phoneMask(country), unmaskedMaxLength.phone);
            void setFieldValue(name('phone1'), phone);
            const postal = reformat(address.postalCode, postalCodeMask(country), unmaskedMaxLength.postalCode);
            void setFieldValue(name('postalCode'), postal);
          }}
        />
        {provinces.length > 0 ? (
          <SelectField
            name={name('provinceState')}
            label={t('address.provinceState')}
            required={northAmerican}
            options={provinces}
            placeholder={t('form.choose')}
          />
        ) : (
          <TextField
            name={name('provinceState')}
            label={t('address.provinceState')}
            autoComplete={`${section} address-level1`}
          />
        )}
      </div>
      <div className="field-row">
        <TextField name={name('city')} label={t('address.city')} required autoComplete={`${section} address-level2`} />
        <MaskedTextField
          name={name('postalCode')}
          label={t('address.postalCode')}
          required
          autoComplete={`${section} postal-code`}
          mask={postalCodeMask(address.country)}
          maxLength={unmaskedMaxLength.postalCode}
        />
      </div>
      <div className="field-row">
        <TextField
          name={name('email')}
          type="email"
          label={t('address.email')}
          required
          autoComplete={`${section} email`}
        />
        <TextField
          name={name('confirmEmail')}
          type="email"
          label={t('address.confirmEmail')}
          required
          autoComplete="off"
        />
      </div>
      <MaskedTextField
        name={name('phone1')}
        type="tel"
        label={t('address.phone')}
        required
        autoComplete={`${section} tel`}
        mask={phoneMask(address.country)}
        maxLength={unmaskedMaxLength.phone}
        hint={northAmerican ? t('address.phoneHint') : undefined}
      />
    </fieldset>
  );
}
