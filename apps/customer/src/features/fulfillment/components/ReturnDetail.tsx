import { useDocumentTitle, useErrorText, useLanguage } from '@baro/client';
import {
  formatDateTime,
  MAX_RETURN_NOTE_LENGTH,
  PARCEL_COMPANIES,
  type Return,
  returnNoteRequestSchema,
  returnStatusMachine,
} from '@baro/core';
import {
  ConfirmDialog,
  EmptyState,
  LoadingState,
  notifySuccess,
  QueryErrorState,
  TableScroll,
} from '@baro/ui';
import { Alert, Button, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CountedTextarea } from '../../../components/fields/CountedText.tsx';
import { fulfillmentHrefs, fulfillmentPaths } from '../../../fulfillment-paths.ts';
import { useCancelReturn } from '../api/cancel-return.ts';
import { useReturn } from '../api/get-return.ts';
import { contractErrors, optionalText } from '../contract-check.ts';
import { ParcelTrackingTimeline } from './ParcelTrackingTimeline.tsx';
import { Fact, Section } from './Parts.tsx';
import { ScreenHeader } from './ScreenHeader.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { StatusTimeline } from './StatusTimeline.tsx';
import '../fulfillment.css';

/**
 * One return (`GET /api/fulfillment/returns/{id}`): items with what became of them, the collection
 * parcel, the history. Until the carrier collects it the customer may cancel it, after a confirmation
 * with an optional reason (`POST …/cancel`); a refusal (picked up meanwhile) stays on the page in the
 * server's words, and the return is read again.
 */
export function ReturnDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const found = useReturn(id);
  useDocumentTitle(found.data?.returnNo ?? t('fulfillment.documentTitle.return'));
  if (found.isPending) return <LoadingState />;
  if (found.isError) {
    const notFound = (found.error as { body?: { code?: string } }).body?.code === 'NOT_FOUND';
    return notFound ? (
      <EmptyState
        title={t('fulfillment.common.notFound')}
        action={
          <Button component={Link} to={fulfillmentPaths.returns} variant="light">
            {t('fulfillment.common.back')}
          </Button>
        }
      />
    ) : (
      <QueryErrorState query={found} />
    );
  }
  return <ReturnView item={found.data} reload={found.refetch} />;
}

function ReturnView({ item, reload }: { item: Return; reload: () => Promise<unknown> }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const cancel = useCancelReturn();
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const n = (value: number) => value.toLocaleString(i18n.language);
  const address = item.pickupAddress;
  const cancelable = returnStatusMachine.can(item.status, 'canceled');
  const noteBody = { note: optionalText(note) };
  const [noteError, setNoteError] = useState<string | null>(null);
  const confirmCancel = async () => {
    const problem = contractErrors(returnNoteRequestSchema, noteBody, language).note;
    if (problem) {
      setNoteError(problem);
      return;
    }
    setRefusal(null);
    try {
      await cancel.mutateAsync({ id: item.id, note: noteBody.note });
      notifySuccess(t('fulfillment.returns.cancelDone'));
    } catch (error) {
      setRefusal(errorText(error));
      void reload();
    } finally {
      setConfirming(false);
    }
  };
  return (
    <Stack gap="lg">
      <ScreenHeader
        title={item.returnNo}
        badge={<StatusBadge kind="returns" status={item.status} />}
        actions={
          <>
            {cancelable ? (
              <Button
                color="red"
                variant="light"
                onClick={() => {
                  setNote('');
                  setNoteError(null);
                  setConfirming(true);
                }}
              >
                {t('fulfillment.returns.cancel')}
              </Button>
            ) : null}
            <Button component={Link} to={fulfillmentPaths.returns} variant="subtle">
              {t('fulfillment.common.back')}
            </Button>
          </>
        }
      />
      {refusal ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={t('fulfillment.returns.cancelRefused')}
          withCloseButton
          onClose={() => setRefusal(null)}
        >
          {refusal}
        </Alert>
      ) : null}
      {item.status === 'returned_to_sender' ? (
        <Alert color="orange" variant="light">
          {t('fulfillment.returns.returnedNote')}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" component="dl" className="fulfillment-facts">
        <Fact label={t('fulfillment.returns.orderNo')}>
          <Link to={fulfillmentHrefs.order(item.order.id)}>{item.order.orderNo}</Link>
        </Fact>
        <Fact label={t('fulfillment.returns.reasonLabel')}>
          {t(`fulfillment.returns.reason.${item.reason}`)}
          {item.reasonDetail ? ` · ${item.reasonDetail}` : ''}
        </Fact>
        <Fact label={t('fulfillment.returns.pickupAddress')}>
          {address.name} · ({address.zipCode}) {address.address1} {address.address2 ?? ''}
        </Fact>
        <Fact label={t('fulfillment.order.createdAt')}>{formatDateTime(item.createdAt, language)}</Fact>
      </SimpleGrid>
      <Section title={t('fulfillment.returns.items')}>
        <TableScroll minWidth={480}>
          <Table className="fulfillment-table" striped>
            <caption className="baro-visually-hidden">{t('fulfillment.returns.items')}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('fulfillment.sku.name')}</Table.Th>
                <Table.Th scope="col" className="fulfillment-num">
                  {t('fulfillment.common.quantity')}
                </Table.Th>
                <Table.Th scope="col" className="fulfillment-num">
                  {t('fulfillment.returns.outcome.restocked')}
                </Table.Th>
                <Table.Th scope="col" className="fulfillment-num">
                  {t('fulfillment.returns.outcome.quarantined')}
                </Table.Th>
                <Table.Th scope="col" className="fulfillment-num">
                  {t('fulfillment.returns.outcome.disposed')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {item.items.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Th scope="row" fw={400}>
                    {line.name}
                  </Table.Th>
                  <Table.Td className="fulfillment-num">{n(line.quantity)}</Table.Td>
                  <Table.Td className="fulfillment-num">{n(line.restocked)}</Table.Td>
                  <Table.Td className="fulfillment-num">{n(line.quarantined)}</Table.Td>
                  <Table.Td className="fulfillment-num">{n(line.disposed)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section title={t('fulfillment.returns.parcel')}>
          {item.parcel ? (
            <Text size="sm">
              {language === 'ko'
                ? PARCEL_COMPANIES[item.parcel.parcelCompany].nameKo
                : PARCEL_COMPANIES[item.parcel.parcelCompany].nameEn}{' '}
              <Text span ff="monospace">
                {item.parcel.invoiceNo}
              </Text>{' '}
              · {t(`fulfillment.trackingStatus.${item.parcel.status}`)}
            </Text>
          ) : null}
          {item.parcel ? (
            <ParcelTrackingTimeline kind="return" parcel={item.parcel} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('fulfillment.order.noParcels')}
            </Text>
          )}
        </Section>
        <Section title={t('fulfillment.returns.timeline')}>
          <StatusTimeline
            history={item.history}
            label={t('fulfillment.returns.timeline')}
            statusText={(status) => t(`fulfillment.returns.status.${status as Return['status']}`)}
          />
        </Section>
      </SimpleGrid>
      <ConfirmDialog
        opened={confirming}
        title={t('fulfillment.returns.cancelTitle', { returnNo: item.returnNo })}
        message={
          <Stack gap="sm">
            <Text size="sm">{t('fulfillment.returns.cancelBody')}</Text>
            <CountedTextarea
              label={`${t('fulfillment.returns.cancelNote')} (${t('fulfillment.common.optional')})`}
              value={note}
              max={MAX_RETURN_NOTE_LENGTH}
              onChange={(event) => {
                setNote(event.currentTarget.value);
                setNoteError(null);
              }}
              error={noteError}
              rows={3}
            />
          </Stack>
        }
        confirmLabel={t('fulfillment.returns.cancel')}
        tone="danger"
        loading={cancel.isPending}
        onConfirm={() => void confirmCancel()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
