import { translate } from '@parks/schemas/messages/index';
import { checkoutBlockedBy } from '@parks/schemas/registration';
import { Alert } from '../../components/Alert.tsx';
import { useLanguage } from '../../lib/text.ts';
import { useGetAccountQuery } from './accountApi.ts';

/**
 * What a self-registered portal user sees on every portal page until staff approve the account: why they can
 * browse but not order yet (confirm the e-mail address, or wait for approval). The same rule as the checkout's.
 */
export function RegistrationNotice({ userId }: Readonly<{ userId: string }>) {
  const lng = useLanguage();
  const { data: account } = useGetAccountQuery(userId);
  const blocked = checkoutBlockedBy(account?.registration ?? null);
  if (blocked === null) return null;
  return <Alert kind="info">{translate(lng, blocked)}</Alert>;
}
