import { useDocumentTitle } from '@baro/client';
import { PageContainer } from '@baro/ui';
import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MembersOnly } from '../../components/MembersOnly.tsx';
import { MypageNav } from '../../components/MypageNav.tsx';
import { BidList } from '../../features/bids/components/BidList.tsx';
import { paths } from '../../paths.ts';

/** `/mypage/bids` (members): the team's bid requests with a status filter and pages. */
export function Component() {
  return (
    <MembersOnly>
      <BidsPage />
    </MembersOnly>
  );
}

function BidsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('bids.documentTitle.bids'));
  return (
    <PageContainer
      component="div"
      title={t('bids.list.title')}
      description={t('bids.list.description')}
      actions={
        <Button component={Link} to={paths.mypageBidNew}>
          {t('bids.list.newBid')}
        </Button>
      }
    >
      <Stack gap="lg">
        <MypageNav current="bids" />
        <BidList />
      </Stack>
    </PageContainer>
  );
}
