import { PageContainer } from '@baro/ui';
import { useParams } from 'react-router';
import { SupportArticle } from '../../features/support/components/SupportArticle.tsx';

/** `/support/article/:id`: one article (rendered by the API first, SPEC §4). */
export function Component() {
  const { id = '' } = useParams();
  return (
    <PageContainer size="md">
      <SupportArticle key={id} id={id} />
    </PageContainer>
  );
}
