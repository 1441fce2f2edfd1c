import { useDocumentTitle, useErrorText, useLanguage } from '@baro/client';
import {
  formatBusinessNumber,
  formatDateTime,
  rejectFulfillmentRequestSchema,
  toFieldErrors,
} from '@baro/core';
import {
  ConfirmDialog,
  LoadingState,
  notifyError,
  notifySuccess,
  PageContainer,
  QueryErrorState,
} from '@baro/ui';
import { Alert, Anchor, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReasonDialog } from '../../../components/reason/ReasonDialog.tsx';
import { useWarehouses } from '../../../components/warehouses/get-warehouses.ts';
import { hrefs, paths } from '../../../lib/paths.ts';
import { useApproveApplication, useRejectApplication } from '../api/decide-application.ts';
import { useApplication } from '../api/get-application.ts';
import { ApplicationStatusBadge } from './ApplicationStatusBadge.tsx';

/**
 * `/fulfillment/applications/{id}`: what the team applied with, and the decision — approve into a
 * warehouse (인천 1센터 unless chosen otherwise) or reject with the reason the team reads; both are
 * e-mailed to the applicant and recorded in the audit log.
 */
export function ApplicationDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const application = useApplication(id);
  const warehouses = useWarehouses();
  const approve = useApproveApplication(id);
  const reject = useRejectApplication(id);
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const [warehouseId, setWarehouseId] = useState('');
  useDocumentTitle(application.data ? application.data.companyName : t('applications.title'));

  if (application.isPending) return <LoadingState />;
  if (application.isError) return <QueryErrorState query={application} />;
  const detail = application.data;
  const chosen = warehouseId || detail.warehouse?.id || warehouses.data?.[0]?.id || '';
  const chosenName = warehouses.data?.find((w) => w.id === chosen)?.name ?? '';

  const rows: [string, ReactNode][] = [
    [t('applications.fields.status'), <ApplicationStatusBadge key="status" status={detail.status} />],
    [
      t('applications.fields.team'),
      <Anchor key="team" component={Link} to={hrefs.team(detail.teamId)}>
        {detail.teamName}
      </Anchor>,
    ],
    [t('applications.fields.companyName'), detail.companyName],
    [t('applications.fields.businessNumber'), formatBusinessNumber(detail.businessNumber)],
    [t('applications.fields.representative'), detail.representative],
    [t('applications.fields.contact'), `${detail.contactName} · ${detail.contactPhone}`],
    [
      t('applications.fields.monthlyOrders'),
      t('applications.ordersPerMonth', {
        formatted: detail.monthlyOrders.toLocaleString(language === 'ko' ? 'ko-KR' : 'en-US'),
      }),
    ],
    [t('applications.fields.productCategory'), detail.productCategory],
    [t('applications.fields.memo'), detail.memo ?? '—'],
    [t('applications.fields.appliedAt'), formatDateTime(detail.appliedAt, language)],
    [t('applications.fields.decidedAt'), detail.decidedAt ? formatDateTime(detail.decidedAt, language) : '—'],
    [t('applications.fields.warehouse'), detail.warehouse?.name ?? '—'],
  ];

  const confirmApprove = async () => {
    try {
      await approve.mutateAsync(chosen ? { warehouseId: chosen } : {});
      notifySuccess(t('applications.approved', { company: detail.companyName }));
    } catch (error) {
      notifyError(errorText(error));
    } finally {
      setDialog(null);
    }
  };

  const submitReject = async (reason: string) => {
    const parsed = rejectFulfillmentRequestSchema.safeParse({ reason });
    if (!parsed.success) return toFieldErrors(parsed.error, language, { reason });
    await reject.mutateAsync(parsed.data);
    setDialog(null);
    notifySuccess(t('applications.rejected', { company: detail.companyName }));
    return null;
  };

  return (
    <PageContainer
      component="div"
      size="xl"
      title={detail.companyName}
      actions={
        <Group gap="sm">
          <Anchor component={Link} to={paths.applications}>
            ← {t('common.back')}
          </Anchor>
          <Button component={Link} to={hrefs.auditOf(detail.id)} variant="default">
            {t('applications.history')}
          </Button>
        </Group>
      }
    >
      <Stack gap="lg">
        {detail.rejectReason && detail.status === 'rejected' ? (
          <Alert color="red" variant="light" title={t('applications.rejectReason')}>
            {detail.rejectReason}
          </Alert>
        ) : null}
        <Paper withBorder p="md" component="section" aria-labelledby="application-fields">
          <Title order={2} size="h4" id="application-fields" mb="sm">
            {t('applications.applied')}
          </Title>
          <dl className="baro-definitions">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </Paper>

        {detail.status === 'approved' ? null : (
          <Paper withBorder p="md" component="section" aria-labelledby="application-decision">
            <Title order={2} size="h4" id="application-decision" mb="sm">
              {t('applications.decision')}
            </Title>
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t('applications.decisionHint')}
              </Text>
              <Group align="flex-end" gap="sm" wrap="wrap">
                <NativeSelect
                  label={t('applications.warehouse')}
                  value={chosen}
                  onChange={(event) => setWarehouseId(event.currentTarget.value)}
                  disabled={!warehouses.data}
                  error={warehouses.isError ? errorText(warehouses.error) : undefined}
                  data={(warehouses.data ?? []).map((warehouse) => ({
                    value: warehouse.id,
                    label: `${warehouse.name} (${warehouse.code})`,
                  }))}
                />
                <Button onClick={() => setDialog('approve')} disabled={!chosen}>
                  {t('applications.approve')}
                </Button>
                {detail.status === 'pending' ? (
                  <Button color="red" variant="light" onClick={() => setDialog('reject')}>
                    {t('applications.reject')}
                  </Button>
                ) : null}
              </Group>
            </Stack>
          </Paper>
        )}
      </Stack>

      <ConfirmDialog
        opened={dialog === 'approve'}
        title={t('applications.approveTitle')}
        message={t('applications.approveMessage', { company: detail.companyName, warehouse: chosenName })}
        confirmLabel={t('applications.approve')}
        loading={approve.isPending}
        onConfirm={() => void confirmApprove()}
        onClose={() => setDialog(null)}
        language={language}
      />
      <ReasonDialog
        opened={dialog === 'reject'}
        title={t('applications.rejectTitle')}
        message={<Text size="sm">{t('applications.rejectMessage')}</Text>}
        confirmLabel={t('applications.reject')}
        tone="danger"
        reasonLabel={t('applications.rejectReason')}
        onSubmit={submitReject}
        onClose={() => setDialog(null)}
      />
    </PageContainer>
  );
}
