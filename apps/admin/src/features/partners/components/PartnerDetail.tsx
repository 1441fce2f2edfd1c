import { toErrorBody, useDocumentTitle, useErrorText, useLanguage } from '@baro/client';
import { formatDay, toFieldErrors, updatePartnerRequestSchema } from '@baro/core';
import { LoadingState, notifySuccess, PageContainer, QueryErrorState, SubmitButton } from '@baro/ui';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefs, paths } from '../../../lib/paths.ts';
import { usePartner } from '../api/get-partner.ts';
import { useUpdatePartner } from '../api/update-partner.ts';
import { PartnerAdmins } from './PartnerAdmins.tsx';
import { PartnerQuotes } from './PartnerQuotes.tsx';
import { PartnerRates } from './PartnerRates.tsx';
import { formatWinRate } from './win-rate.ts';

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder p="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

/**
 * `/partners/{id}`: a partner forwarder — its figures (rates valid today, quotes by outcome, win
 * rate), its administrators (add one), its rate table (expire a rate) and its quote history.
 */
export function PartnerDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const partner = usePartner(id);
  const update = useUpdatePartner(id);
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  useDocumentTitle(partner.data?.name ?? t('partners.detailTitle'));

  if (partner.isPending) return <LoadingState />;
  if (partner.isError) return <QueryErrorState query={partner} />;
  const detail = partner.data;

  const rename = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = updatePartnerRequestSchema.safeParse({ name });
    if (!parsed.success) {
      setNameError(toFieldErrors(parsed.error, language, { name }).name);
      return;
    }
    try {
      await update.mutateAsync(parsed.data);
      notifySuccess(t('partners.renamed'));
      setRenaming(false);
    } catch (error) {
      setNameError(toErrorBody(error)?.fields?.name ?? errorText(error));
    }
  };

  return (
    <PageContainer
      component="div"
      size="xl"
      title={detail.name}
      description={t('partners.since', { at: formatDay(detail.createdAt, language) })}
      actions={
        <Group gap="sm">
          <Anchor component={Link} to={paths.partners}>
            ← {t('common.back')}
          </Anchor>
          <Button component={Link} to={hrefs.auditOf(detail.id)} variant="default">
            {t('partners.history')}
          </Button>
          <Button
            variant="default"
            onClick={() => {
              setName(detail.name);
              setNameError(undefined);
              setRenaming(true);
            }}
          >
            {t('partners.rename')}
          </Button>
        </Group>
      }
    >
      <Stack gap="lg">
        {renaming ? (
          <Paper withBorder p="md">
            <form onSubmit={(event) => void rename(event)} noValidate>
              <Group align="flex-end" gap="sm">
                <TextInput
                  label={t('partners.fields.name')}
                  value={name}
                  onChange={(event) => {
                    setName(event.currentTarget.value);
                    setNameError(undefined);
                  }}
                  error={nameError}
                  w={360}
                />
                <Button variant="default" onClick={() => setRenaming(false)}>
                  {t('common.cancel')}
                </Button>
                <SubmitButton loading={update.isPending}>{t('common.save')}</SubmitButton>
              </Group>
            </form>
          </Paper>
        ) : null}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Figure
            label={t('partners.figures.activeRates')}
            value={String(detail.activeRates)}
            hint={t('partners.figures.expiredRates', { count: detail.expiredRates })}
          />
          <Figure
            label={t('partners.figures.quotes')}
            value={String(detail.quotes.total)}
            hint={t('partners.outcomeLine', {
              won: detail.quotes.won,
              lost: detail.quotes.lost,
              pending: detail.quotes.pending,
            })}
          />
          <Figure
            label={t('partners.figures.winRate')}
            value={formatWinRate(detail.quotes.winRate, language)}
            hint={t('partners.figures.winRateHint')}
          />
          <Figure label={t('partners.figures.admins')} value={String(detail.adminCount)} />
        </SimpleGrid>
        <PartnerAdmins partner={detail} />
        <PartnerRates partnerId={detail.id} />
        <PartnerQuotes partnerId={detail.id} />
      </Stack>
    </PageContainer>
  );
}
