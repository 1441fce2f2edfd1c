import { PageContainer } from '@baro/ui';
import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { MembersOnly } from '../../components/MembersOnly.tsx';
import { MypageNav } from '../../components/MypageNav.tsx';
import { BidDetail } from '../../features/bids/components/BidDetail.tsx';

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
