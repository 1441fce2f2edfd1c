import { PageContainer } from '@baro/ui';
import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { BidDetail } from '../../features/bids/components/BidDetail.tsx';
import { MembersOnly } from '../../features/bids/components/MembersOnly.tsx';
import { MypageNav } from '../../features/bids/components/MypageNav.tsx';

/** `/mypage/bids/:id` (members): one bid request, its quotes side by side, its documents. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <MembersOnly>
      <PageContainer component="div">
        <Stack gap="lg">
          <MypageNav current="bids" />
          <BidDetail key={id} id={id} />
        </Stack>
      </PageContainer>
    </MembersOnly>
  );
}
