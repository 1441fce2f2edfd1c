import { useLanguage } from '@baro/client';
import { DOWNLOAD_LINK_EXPIRY_MARGIN_MS, type Guide } from '@baro/core';
import { EmptyState, LoadingState, QueryErrorState, useLinkDownload } from '@baro/ui';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { guidesQueryOptions, useGuides } from '../api/get-guides.ts';

const sizeText = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The guide PDFs. A link is used until 60 s before its expirationTime (SPEC §3, §9); after that
 * the list is asked again for a fresh one.
 */
export function GuideDownloads() {
  const { t } = useTranslation();
  const language = useLanguage();
  const guides = useGuides();
  const queryClient = useQueryClient();
  const { download, pending } = useLinkDownload();

  const linkOf = async (guide: Guide) => {
    const usable =
      Date.now() < new Date(guide.download.expirationTime).getTime() - DOWNLOAD_LINK_EXPIRY_MARGIN_MS;
    if (usable) return guide.download;
    const fresh = await queryClient.fetchQuery({ ...guidesQueryOptions(language), staleTime: 0 });
    const again = fresh.items.find((item) => item.id === guide.id);
    if (!again) throw new Error('guide no longer listed');
    return again.download;
  };

  if (guides.isPending) return <LoadingState variant="skeleton" rows={2} />;
  if (guides.isError) return <QueryErrorState query={guides} headingOrder={3} />;
  if (guides.data.items.length === 0)
    return <EmptyState title={t('support.guides.empty')} headingOrder={3} />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {guides.data.items.map((guide) => (
        <Paper key={guide.id} withBorder p="md" radius="md">
          <Stack gap={6}>
            <Group gap="xs">
              <Badge variant="light">{t(`support.guides.category.${guide.category}`)}</Badge>
              <Text size="xs" c="dimmed">
                PDF · {sizeText(guide.size)}
              </Text>
            </Group>
            <Text fw={600}>{guide.title}</Text>
            <Text size="sm" c="dimmed">
              {guide.description}
            </Text>
            <Button
              variant="light"
              size="xs"
              loading={pending === guide.id}
              onClick={() => void download(() => linkOf(guide), { fileName: guide.fileName, id: guide.id })}
              aria-label={t('support.guides.downloadNamed', { title: guide.title })}
            >
              {t('support.guides.download')}
            </Button>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
