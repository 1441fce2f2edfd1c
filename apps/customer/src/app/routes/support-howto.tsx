import { PageContainer } from '@baro/ui';
import { SupportArticleList } from '../../features/support/components/SupportArticleList.tsx';

/** `/support/howto`: every how-to guide by series. */
export function Component() {
  return (
    <PageContainer size="md">
      <SupportArticleList articleType="howto" />
    </PageContainer>
  );
}
