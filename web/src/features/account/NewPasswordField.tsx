import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form/fields.tsx';

/** The new password of a reset or a change: the browser may offer one it generates (`new-password`). */
export function NewPasswordField({ name }: Readonly<{ name: string }>) {
  const { t } = useTranslation();
  return (
    <TextField name={name} type="password" label={t('password.newPassword')} required autoComplete="new-password" />
  );
}
