import type { FormDefinition } from '@parks/schemas/admin/definitions';
import type { StoreCode } from '@parks/schemas/store';
import { useId, useState } from 'react';
import { NativeTextInput } from '../../components/form/fields.tsx';
import { Modal } from '../../components/Modal.tsx';
import { useLanguage } from '../../lib/text.ts';
import { useDecideRegistrationMutation } from '../definitions/adminApi.ts';
import { problemOf } from '../definitions/problem.ts';
import { useAdminTexts } from '../definitions/texts.ts';

type Props = Readonly<{
  storeCode: StoreCode;
  userId: string;
  /** The user's details screen: its registration section says where a self-registration stands. */
  definition: FormDefinition;
  notice: (kind: 'success' | 'error', text: string) => void;
}>;

/** The raw state the details screen carries for a self-registration (a hidden field), or null for none. */
const registrationStateOf = (definition: FormDefinition): string | null => {
  for (const section of definition.sections) {
    const field = section.fields.find((candidate) => candidate.name === 'registrationState');
    if (field !== undefined) return typeof field.initialValue === 'string' ? field.initialValue : null;
  }
  return null;
};

/**
 * Under a user's details, while a portal self-registration waits for staff (its e-mail address confirmed): the
 * customer numbers to give and Approve, or a reason and Decline after a confirmation (the account is closed).
 * The server keeps the rules (verified first, decided once) and mails the user either way.
 */
export function RegistrationDecision({ storeCode, userId, definition, notice }: Props) {
  const lng = useLanguage();
  const texts = useAdminTexts();
  const headingId = useId();
  const [customerNumbers, setCustomerNumbers] = useState('');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [decide, deciding] = useDecideRegistrationMutation();
  if (registrationStateOf(definition) !== 'awaitingApproval') return null;

  const send = async (decision: 'approve' | 'decline') => {
    setConfirming(false);
    const result = await decide({ storeCode, userId, lng, decision: { decision, customerNumbers, reason } });
    if ('error' in result) notice('error', problemOf(result.error)?.message ?? texts.problem);
    else notice('success', result.data.message);
  };

  return (
    <section className="registration-decision" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-section-title">
        {texts.registration.title}
      </h2>
      <NativeTextInput
        label={texts.registration.customerNumbers}
        value={customerNumbers}
        maxLength={2_100}
        onChange={setCustomerNumbers}
      />
      <NativeTextInput label={texts.registration.reason} value={reason} maxLength={500} onChange={setReason} />
      <div className="admin-buttons">
        <button
          type="button"
          className="button button-primary"
          disabled={deciding.isLoading}
          onClick={() => void send('approve')}
        >
          {texts.registration.approve}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={deciding.isLoading}
          onClick={() => setConfirming(true)}
        >
          {texts.registration.decline}
        </button>
      </div>
      <Modal
        open={confirming}
        title={texts.registration.confirmDeclineTitle}
        onClose={() => setConfirming(false)}
        actions={
          <button type="button" className="button button-primary" onClick={() => void send('decline')}>
            {texts.registration.confirmDecline}
          </button>
        }
      >
        <p>{texts.registration.confirmDeclineText}</p>
      </Modal>
    </section>
  );
}
