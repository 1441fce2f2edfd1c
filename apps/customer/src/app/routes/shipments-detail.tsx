import { PageContainer } from '@baro/ui';
import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { MembersOnly } from '../../components/MembersOnly.tsx';
import { MypageNav } from '../../components/MypageNav.tsx';
import { ShipmentDetail } from '../../features/shipments/components/ShipmentDetail.tsx';

/** `/mypage/shipments/:id` (members): one shipment's timeline and documents. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <MembersOnly>
      <PageContainer component="div" size="lg">
        <Stack gap="lg">
          <MypageNav current="shipments" />
          <ShipmentDetail key={id} id={id} />
        </Stack>
      </PageContainer>
    </MembersOnly>
  );
}
