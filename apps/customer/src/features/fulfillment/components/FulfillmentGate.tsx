import { LoadingState, QueryErrorState } from '@baro/ui';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../paths.ts';
import { useFulfillmentApplication } from '../api/get-application.ts';
import { ApplicationStatusBadge } from './ApplicationStatusBadge.tsx';

/**
 * The fulfillment area opens only for an approved team (the API answers every other team 403
 * FULFILLMENT_NOT_APPROVED): anyone else is told where their application stands and given the way
 * to /fulfillment to apply or see it, instead of a screen of failed requests.
 */
export function FulfillmentGate({ children }: { children: ReactNode }) {
  const application = useFulfillmentApplication();
  if (application.isPending) return <LoadingState />;
  if (application.isError) return <QueryErrorState query={application} />;
  const { status } = application.data;
  if (status === 'approved') return children;
  return <NotApproved status={status} />;
}

/** Why the area is closed, in the application's terms, and the way to apply. */
export function NotApproved({ status }: { status: 'none' | 'pending' | 'rejected' }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" component="section" aria-labelledby="fulfillment-gate-title">
      <Stack gap="sm" align="flex-start">
        <ApplicationStatusBadge status={status} />
        <Title order={2} size="h3" id="fulfillment-gate-title">
          {t(`fulfillment.gate.${status}Title`)}
        </Title>
        <Text>{t(`fulfillment.gate.${status}Body`)}</Text>
        <Group gap="sm">
          <Button component={Link} to={`${paths.fulfillment}#apply`}>
            {status === 'pending' ? t('fulfillment.gate.goStatus') : t('fulfillment.gate.goApply')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
