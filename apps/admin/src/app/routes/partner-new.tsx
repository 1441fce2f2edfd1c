import { NewPartnerForm } from '../../features/partners/components/NewPartnerForm.tsx';

export function Component() {
  return <NewPartnerForm />;
}
