import { useDocumentTitle } from '@baro/client';
import { PageContainer } from '@baro/ui';
import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MembersOnly } from '../../components/MembersOnly.tsx';
import { MypageNav } from '../../components/MypageNav.tsx';
import { NewBidForm } from '../../features/bids/components/NewBidForm.tsx';
import { paths } from '../../paths.ts';

/** `/mypage/bids/new` (members): a full bid request. */
export function Component() {
  return (
    <MembersOnly>
      <NewBidPage />
    </MembersOnly>
  );
}

function NewBidPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('bids.documentTitle.newBid'));
  return (
    <PageContainer component="div" size="md" title={t('bids.form.title')}>
      <Stack gap="lg">
        <MypageNav current="bids" />
        <Anchor component={Link} to={paths.mypageBids} size="sm">
          ← {t('bids.form.back')}
        </Anchor>
        <NewBidForm />
      </Stack>
    </PageContainer>
  );
}
