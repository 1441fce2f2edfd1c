import { useDocumentTitle } from '@baro/client';
import { PageContainer } from '@baro/ui';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MembersOnly } from '../../components/MembersOnly.tsx';
import { MypageNav } from '../../components/MypageNav.tsx';
import { ShipmentList } from '../../features/shipments/components/ShipmentList.tsx';

/** `/mypage/shipments` (members): the team's shipments with a status filter and pages. */
export function Component() {
  return (
    <MembersOnly>
      <ShipmentsPage />
    </MembersOnly>
  );
}

function ShipmentsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('bids.documentTitle.shipments'));
  return (
    <PageContainer
      component="div"
      title={t('bids.shipments.title')}
      description={t('bids.shipments.description')}
    >
      <Stack gap="lg">
        <MypageNav current="shipments" />
        <ShipmentList />
      </Stack>
    </PageContainer>
  );
}
