import { useDocumentTitle, useErrorText, useLanguage } from '@baro/client';
import { formatDateTime, PARCEL_COMPANIES, type Return } from '@baro/core';
import { LoadingState, notifyError, notifySuccess, PageContainer, QueryErrorState } from '@baro/ui';
import { Anchor, Badge, Button, Grid, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Section } from '../../../components/Section.tsx';
import { paths } from '../../../lib/paths.ts';
import { useInspections } from '../api/get-inspections.ts';
import { useReturn } from '../api/get-return.ts';
import { useMoveReturn } from '../api/return-steps.ts';
import { InspectForm } from './InspectForm.tsx';
import { InspectionPhotos } from './InspectionPhotos.tsx';

/**
 * `/warehouse/returns/{id}`: one return — the carrier's pickup, its arrival, the inspection of
 * every unit (restock, quarantine or dispose) and closing it; what inspection recorded beside it.
 */
export function ReturnDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const value = useReturn(id);
  useDocumentTitle(value.data?.returnNo ?? t('returns.detailTitle'));
  if (value.isPending) return <LoadingState />;
  if (value.isError) {
    return (
      <PageContainer component="div" size={1920} title={t('returns.detailTitle')}>
        <QueryErrorState query={value} />
        <Anchor component={Link} to={paths.returns} mt="md" display="inline-block">
          {t('common.back')}
        </Anchor>
      </PageContainer>
    );
  }
  return <ReturnView value={value.data} />;
}

const NEXT_STEP = { requested: 'pickup', in_transit: 'arrive', inspected: 'complete' } as const;

function ReturnView({ value }: { value: Return }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const move = useMoveReturn();
  const inspected = value.status === 'inspected' || value.status === 'completed';
  const inspections = useInspections(value.id, inspected);
  const step = value.status in NEXT_STEP ? NEXT_STEP[value.status as keyof typeof NEXT_STEP] : null;

  return (
    <PageContainer
      component="div"
      size={1920}
      title={t('returns.detailHeading', { returnNo: value.returnNo })}
      description={`${value.teamName} · ${t('returns.ofOrder', { orderNo: value.order.orderNo })} · ${t(`returns.reason.${value.reason}`)}`}
      actions={
        <Group gap="xs">
          <Badge size="lg">{t(`returnStatus.${value.status}`)}</Badge>
          {step ? (
            <Button
              loading={move.isPending}
              onClick={() =>
                move.mutate(
                  { id: value.id, step },
                  {
                    onSuccess: () => notifySuccess(t(`returns.done.${step}`, { returnNo: value.returnNo })),
                    onError: (error) => notifyError(errorText(error)),
                  },
                )
              }
            >
              {t(`returns.step.${step}`)}
            </Button>
          ) : null}
          <Button component={Link} to={paths.returns} variant="default">
            {t('common.back')}
          </Button>
        </Group>
      }
    >
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            <Section title={value.status === 'arrived' ? t('returns.inspectTitle') : t('returns.items')}>
              {value.status === 'arrived' ? (
                <InspectForm value={value} />
              ) : (
                <Table verticalSpacing="xs" striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('returns.columns.sku')}</Table.Th>
                      <Table.Th ta="right">{t('returns.columns.quantity')}</Table.Th>
                      <Table.Th ta="right">{t('returns.outcome.restock')}</Table.Th>
                      <Table.Th ta="right">{t('returns.outcome.quarantine')}</Table.Th>
                      <Table.Th ta="right">{t('returns.outcome.dispose')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {value.items.map((item) => (
                      <Table.Tr key={item.id}>
                        <Table.Td>{item.name}</Table.Td>
                        <Table.Td ta="right">{item.quantity}</Table.Td>
                        <Table.Td ta="right">{item.restocked}</Table.Td>
                        <Table.Td ta="right">{item.quarantined}</Table.Td>
                        <Table.Td ta="right">{item.disposed}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Section>
            {inspected ? (
              <Section title={t('returns.inspections')}>
                {inspections.data ? (
                  <Table verticalSpacing={4}>
                    <Table.Tbody>
                      {inspections.data.items.map((row) => (
                        <Table.Tr key={`${row.sku.id}-${row.outcome}-${row.at}`}>
                          <Table.Td>{row.sku.name}</Table.Td>
                          <Table.Td>{t(`returns.outcome.${row.outcome}`)}</Table.Td>
                          <Table.Td ta="right">{row.quantity}</Table.Td>
                          <Table.Td>
                            <code>{row.locationCode}</code>
                          </Table.Td>
                          <Table.Td>{row.note ?? ''}</Table.Td>
                          <Table.Td>
                            <InspectionPhotos photos={row.photos} />
                          </Table.Td>
                          <Table.Td c="dimmed">{formatDateTime(row.at, language)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                ) : inspections.isError ? (
                  <QueryErrorState query={inspections} headingOrder={3} />
                ) : (
                  <LoadingState variant="skeleton" rows={2} />
                )}
              </Section>
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md">
            {value.reasonDetail || value.memo ? (
              <Section title={t('returns.customerNote')}>
                {value.reasonDetail ? <Text>{value.reasonDetail}</Text> : null}
                {value.memo ? <Text c="dimmed">{value.memo}</Text> : null}
              </Section>
            ) : null}
            <Section title={t('returns.parcel')}>
              {value.parcel ? (
                <Text>
                  {language === 'ko'
                    ? PARCEL_COMPANIES[value.parcel.parcelCompany].nameKo
                    : PARCEL_COMPANIES[value.parcel.parcelCompany].nameEn}{' '}
                  <code>{value.parcel.invoiceNo}</code>
                </Text>
              ) : (
                <Text c="dimmed">{t('returns.noParcel')}</Text>
              )}
              <Text size="sm" mt="xs">
                {value.pickupAddress.name} · {value.pickupAddress.address1}
              </Text>
            </Section>
            <Section title={t('returns.history')}>
              <Stack gap={4} component="ol" className="history">
                {value.history.map((entry) => (
                  <li key={`${entry.status}-${entry.at}`}>
                    <Text span fw={700}>
                      {t(`returnStatus.${entry.status}`)}
                    </Text>{' '}
                    <Text span c="dimmed" size="sm">
                      {formatDateTime(entry.at, language)}
                    </Text>
                  </li>
                ))}
              </Stack>
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
    </PageContainer>
  );
}
