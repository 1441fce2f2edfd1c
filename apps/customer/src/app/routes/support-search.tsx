import { PageContainer } from '@baro/ui';
import { SupportSearch } from '../../features/support/components/SupportSearch.tsx';

/** `/support/search?keyword=`: the support centre's search results. */
export function Component() {
  return (
    <PageContainer size="md">
      <SupportSearch />
    </PageContainer>
  );
}
