import { PageContainer } from '@baro/ui';
import { SupportArticleList } from '../../features/support/components/SupportArticleList.tsx';

/** `/support/faq`: every FAQ by category. */
export function Component() {
  return (
    <PageContainer size="md">
      <SupportArticleList articleType="faq" />
    </PageContainer>
  );
}
