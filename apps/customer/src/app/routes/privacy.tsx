import { PageContainer } from '@baro/ui';
import { TermsPage } from '../../features/support/components/TermsPage.tsx';

/** `/privacy`: the privacy policy in force, and earlier versions. */
export function Component() {
  return (
    <PageContainer size="md">
      <TermsPage kind="privacy" />
    </PageContainer>
  );
}
