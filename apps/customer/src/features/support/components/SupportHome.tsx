import { useDocumentTitle } from '@baro/client';
import { EmptyState, LoadingState } from '@baro/ui';
import { Anchor, Chip, Grid, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { hrefs, paths } from '../../../paths.ts';
import { useArticleGroups } from '../api/get-article-groups.ts';
import { useArticleList } from '../api/get-articles.ts';
import { ArticleLinks } from './ArticleLinks.tsx';
import { ContactCard, type SupportContact } from './ContactCard.tsx';
import { FaqAccordion } from './FaqAccordion.tsx';
import { GuideDownloads } from './GuideDownloads.tsx';
import { SupportRequestState } from './SupportRequestState.tsx';
import { SupportSearchBox } from './SupportSearchBox.tsx';

function Section({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {more ? (
          <Anchor component={Link} to={more} size="sm">
            {t('support.home.more')}
          </Anchor>
        ) : null}
      </Group>
      {children}
    </Stack>
  );
}

// Skeletons the height of what replaces them — eight closed answers, six guide links, a few notices
// — so the sections below do not jump down as each arrives (Lighthouse's layout shift).
const FAQ_SKELETON = { rows: 8, rowHeight: 51 };
const HOWTO_SKELETON = { rows: 6, rowHeight: 64 };
const NOTICE_SKELETON = { rows: 3, rowHeight: 32 };

/** The answers of one FAQ category (SPEC §3 GET_FAQ_LIST). */
function FaqOfCategory({ groupId }: { groupId: string | null }) {
  const { t } = useTranslation();
  const faq = useArticleList({ articleType: 'faq', groupId, size: 8 });
  return (
    <SupportRequestState request={faq} skeleton={FAQ_SKELETON}>
      {(page) =>
        page.items.length === 0 ? (
          <EmptyState title={t('support.faq.empty')} headingOrder={3} />
        ) : (
          <FaqAccordion items={page.items} />
        )
      }
    </SupportRequestState>
  );
}

/** FAQ by category: the category chips choose which answers show (the first category at first). */
function FaqByCategory() {
  const { t } = useTranslation();
  const groups = useArticleGroups('faq');
  const [groupId, setGroupId] = useState<string | null>(null);
  // The answers are asked for once the categories are known, so the first category's come at once.
  if (groups.isPending)
    return <LoadingState variant="skeleton" {...FAQ_SKELETON} rows={FAQ_SKELETON.rows + 1} />;
  const selected = groupId ?? groups.data?.items[0]?.id ?? null;
  return (
    <Stack gap="sm">
      {groups.data && groups.data.items.length > 0 ? (
        <Chip.Group value={selected ?? ''} onChange={(value) => setGroupId(String(value))}>
          <Group gap="xs" role="radiogroup" aria-label={t('support.faq.categories')}>
            {groups.data.items.map((group) => (
              <Chip key={group.id} value={group.id} size="sm">
                {group.name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      ) : null}
      <FaqOfCategory groupId={selected} />
    </Stack>
  );
}

/**
 * `/support`: one search box, FAQ by category, how-to guides, notices, guide downloads and how to
 * reach a person.
 */
export function SupportHome({ contact, chatAvailable }: { contact: SupportContact; chatAvailable: boolean }) {
  const { t } = useTranslation();
  useDocumentTitle(t('support.home.title'));
  const navigate = useNavigate();
  const howtos = useArticleList({ articleType: 'howto', notice: false, size: 6 });
  const notices = useArticleList({ notice: true, size: 5 });
  return (
    <Stack gap="xl" py="lg">
      <Stack gap="sm">
        <Title order={1}>{t('support.home.title')}</Title>
        <SupportSearchBox onSearch={(keyword) => navigate(hrefs.supportSearch(keyword))} />
      </Stack>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            <Section id="support-faq" title={t('support.faq.title')} more={paths.supportFaq}>
              <FaqByCategory />
            </Section>
            <Section id="support-howto" title={t('support.howto.title')} more={paths.supportHowto}>
              <SupportRequestState request={howtos} skeleton={HOWTO_SKELETON}>
                {(page) =>
                  page.items.length === 0 ? (
                    <EmptyState title={t('support.howto.empty')} headingOrder={3} />
                  ) : (
                    <ArticleLinks items={page.items} />
                  )
                }
              </SupportRequestState>
            </Section>
            <Section id="support-guides" title={t('support.guides.title')}>
              <GuideDownloads />
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="xl">
            <Section id="support-notices" title={t('support.notices.title')}>
              <SupportRequestState request={notices} skeleton={NOTICE_SKELETON}>
                {(page) =>
                  page.items.length === 0 ? (
                    <EmptyState title={t('support.notices.empty')} headingOrder={3} />
                  ) : (
                    <ArticleLinks items={page.items} withDate />
                  )
                }
              </SupportRequestState>
            </Section>
            <ContactCard contact={contact} chatAvailable={chatAvailable} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
