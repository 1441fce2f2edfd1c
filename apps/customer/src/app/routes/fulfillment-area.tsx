import { PageContainer } from '@baro/ui';
import { Stack } from '@mantine/core';
import { Outlet } from 'react-router';
import { MembersOnly } from '../../components/MembersOnly.tsx';
import { MypageNav } from '../../components/MypageNav.tsx';
import { FulfillmentGate } from '../../features/fulfillment/components/FulfillmentGate.tsx';
import { FulfillmentNav } from '../../features/fulfillment/components/FulfillmentNav.tsx';

/**
 * `/mypage/fulfillment/…` (members of an approved team): the my page's menu, the fulfillment menu
 * and the section's page. A team that is not approved is told why and sent to apply.
 */
export function Component() {
  return (
    <MembersOnly>
      <PageContainer component="div" size="xl">
        <Stack gap="lg">
          <MypageNav current="fulfillment" />
          <FulfillmentGate>
            <Stack gap="lg">
              <FulfillmentNav />
              <Outlet />
            </Stack>
          </FulfillmentGate>
        </Stack>
      </PageContainer>
    </MembersOnly>
  );
}
