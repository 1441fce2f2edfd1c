import { MailPreferencesForm } from '../../features/notifications/components/MailPreferencesForm.tsx';

/** `/notifications`: which e-mails the signed-in admin receives. */
export function Component() {
  return <MailPreferencesForm />;
}
