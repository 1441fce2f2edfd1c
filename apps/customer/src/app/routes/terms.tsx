import { PageContainer } from '@baro/ui';
import { TermsPage } from '../../features/support/components/TermsPage.tsx';

/** `/terms`: the terms of service in force, and earlier versions. */
export function Component() {
  return (
    <PageContainer size="md">
      <TermsPage kind="service" />
    </PageContainer>
  );
}
