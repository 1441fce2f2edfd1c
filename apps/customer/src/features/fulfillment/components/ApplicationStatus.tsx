import { useLanguage } from '@baro/client';
import { type FulfillmentApplication, formatBusinessNumber, formatDateTime } from '@baro/core';
import { Alert, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplicationStatusBadge } from './ApplicationStatusBadge.tsx';
import { Fact } from './Parts.tsx';

/** Where the team's application stands: status, what it means, the reason of a rejection, dates (Seoul). */
export function ApplicationStatus({
  application,
  actions,
}: {
  application: FulfillmentApplication;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { status } = application;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="fulfillment-application-status">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h4" id="fulfillment-application-status">
            {t('fulfillment.application.title')}
          </Title>
          <ApplicationStatusBadge status={status} />
        </Group>
        <Text>{t(`fulfillment.application.${status}Body`)}</Text>
        {status === 'rejected' && application.rejectReason ? (
          <Alert color="red" variant="light" title={t('fulfillment.application.reason')}>
            {application.rejectReason}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" component="dl" className="fulfillment-facts">
          <Fact label={t('fulfillment.application.company')}>
            {application.companyName} ({formatBusinessNumber(application.businessNumber)})
          </Fact>
          <Fact label={t('fulfillment.application.appliedAt')}>
            {formatDateTime(application.appliedAt, language)}
          </Fact>
          {application.decidedAt ? (
            <Fact label={t('fulfillment.application.decidedAt')}>
              {formatDateTime(application.decidedAt, language)}
            </Fact>
          ) : null}
          {application.warehouse ? (
            <Fact label={t('fulfillment.application.warehouse')}>{application.warehouse.name}</Fact>
          ) : null}
        </SimpleGrid>
        {actions ? <Group gap="sm">{actions}</Group> : null}
      </Stack>
    </Paper>
  );
}
