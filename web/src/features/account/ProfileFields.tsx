import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/form/fields.tsx';

/** A user's profile fields (names, company, e-mail, phone, language): my profile's form and the registration's. */
export function ProfileFields() {
  const { t } = useTranslation();
  return (
    <>
      <TextField name="firstName" label={t('address.firstName')} required autoComplete="given-name" />
      <TextField name="lastName" label={t('address.lastName')} required autoComplete="family-name" />
      <TextField name="companyName" label={t('account.companyName')} autoComplete="organization" />
      <TextField name="email" label={t('address.email')} type="email" required autoComplete="email" />
      <TextField name="phone" label={t('address.phone')} type="tel" required autoComplete="tel" />
      <SelectField
        name="language"
        label={t('account.language')}
        required
        options={[
          { value: 'en', label: 'English' },
          { value: 'fr', label: 'Français' },
        ]}
      />
    </>
  );
}
