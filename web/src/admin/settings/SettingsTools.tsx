/**
 * The Settings area's own parts (issue #24), around the server-driven screens: links to its three records (the
 * store's, the mail server's and the API's; the list shows the store's record alone), and on the mail server's
 * screens "Send a test e-mail", which sends through the settings as saved and shows the server's notice or its
 * reason for the failure, in the page's language.
 */
import { settingsScreen } from '@parks/schemas/admin/families/settings/texts';
import { sendTestEmailSchema } from '@parks/schemas/serviceSettings';
import type { StoreCode } from '@parks/schemas/store';
import { Form, Formik } from 'formik';
import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import { TextField } from '../../components/form/fields.tsx';
import { SubmitButton } from '../../components/form/SubmitButton.tsx';
import { useLanguage } from '../../lib/text.ts';
import { useSendTestEmailMutation } from '../definitions/adminApi.ts';
import { problemOf } from '../definitions/problem.ts';
import './settings.css';
import type { OnNotice } from '../definitions/ResourceScreens.tsx';

const records = [
  { id: 'store', label: 'storeSettings' },
  { id: 'smtp', label: 'smtpSettings' },
  { id: 'api', label: 'apiSettings' },
] as const;

type SettingsText = keyof (typeof settingsScreen)['en'];

/** The Settings screen texts of the page language, by key (as the server's screens read them). */
const useSettingsTexts = () => {
  const texts = settingsScreen[useLanguage()];
  return (key: SettingsText): string => texts[key];
};

/** The three records of Settings, each opening its edit screen. */
export function SettingsRecordLinks({ base }: Readonly<{ base: string }>) {
  const t = useSettingsTexts();
  return (
    <nav className="settings-records" aria-label={t('records')}>
      <ul className="admin-buttons">
        {records.map((record) => (
          <li key={record.id}>
            <NavLink to={`${base}/edit/${record.id}`}>{t(record.label)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** "Send a test e-mail" beside the mail server's settings. */
export function TestEmail({ storeCode, notice }: Readonly<{ storeCode: StoreCode; notice: OnNotice }>) {
  const lng = useLanguage();
  const t = useSettingsTexts();
  const headingId = useId();
  const [send] = useSendTestEmailMutation();
  return (
    <section className="settings-test-email" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-section-title">
        {t('testEmail')}
      </h2>
      <Formik
        initialValues={{ to: '' }}
        validationSchema={sendTestEmailSchema}
        onSubmit={async (values) => {
          const answer = await send({ storeCode, lng, to: values.to.trim() });
          if ('error' in answer) notice('error', problemOf(answer.error)?.message ?? '');
          else notice('success', answer.data.message);
        }}
      >
        <Form noValidate>
          <TextField name="to" type="email" label={t('testEmail.to')} autoComplete="email" required />
          <div className="admin-buttons">
            <SubmitButton className="button button-secondary">{t('testEmail.send')}</SubmitButton>
          </div>
        </Form>
      </Formik>
    </section>
  );
}
