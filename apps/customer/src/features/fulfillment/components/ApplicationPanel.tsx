import { LoadingState, QueryErrorState } from '@baro/ui';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../paths.ts';
import { useFulfillmentApplication } from '../api/get-application.ts';
import { ApplicationStatus } from './ApplicationStatus.tsx';
import { ApplyForm } from './ApplyForm.tsx';

/**
 * A member's side of /fulfillment: the apply form before the team applies; afterwards the status
 * (pending, approved, rejected with the reason), with the form again to change a pending
 * application or to apply again after a rejection, and the way into the fulfillment area once approved.
 */
export function ApplicationPanel() {
  const { t } = useTranslation();
  const application = useFulfillmentApplication();
  const [editing, setEditing] = useState(false);

  if (application.isPending) return <LoadingState />;
  if (application.isError) return <QueryErrorState query={application} />;
  const state = application.data;

  if (state.status === 'none') {
    return (
      <FormCard title={t('fulfillment.apply.title')} description={t('fulfillment.apply.description')}>
        <ApplyForm />
      </FormCard>
    );
  }

  if (state.status === 'approved') {
    return (
      <ApplicationStatus
        application={state}
        actions={
          <Button component={Link} to={paths.mypageFulfillment}>
            {t('fulfillment.intro.ctaOpen')}
          </Button>
        }
      />
    );
  }

  // Pending: may be changed; rejected: sent again with changes.
  const showForm = editing || state.status === 'rejected';
  return (
    <Stack gap="lg">
      <ApplicationStatus
        application={state}
        actions={
          state.status === 'pending' && !editing ? (
            <Button variant="light" onClick={() => setEditing(true)}>
              {t('fulfillment.application.edit')}
            </Button>
          ) : null
        }
      />
      {showForm ? (
        <FormCard title={t('fulfillment.apply.editTitle')}>
          <ApplyForm
            key={state.updatedAt}
            previous={state}
            onDone={() => setEditing(false)}
            {...(state.status === 'pending' ? { onCancel: () => setEditing(false) } : {})}
          />
        </FormCard>
      ) : null}
    </Stack>
  );
}

function FormCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}
