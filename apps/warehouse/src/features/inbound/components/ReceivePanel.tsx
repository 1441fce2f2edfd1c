import { toErrorBody, useErrorText, useLanguage } from '@baro/client';
import {
  type Inbound,
  normalizeBarcode,
  type ReceiveInboundRequest,
  receiveInboundRequestSchema,
  toFieldErrors,
  warehouseLocationCodeSchema,
} from '@baro/core';
import { type FormError, FormErrorAlert, notifySuccess, ScanField, SubmitButton, TextField } from '@baro/ui';
import { Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReceiveInbound } from '../api/inbound-steps.ts';

type Feedback = { tone: 'ok' | 'error'; text: string } | null;

/**
 * Counting an inbound at the dock (`POST …/receive`): scan a location (optional — without one the
 * stock goes to the receiving dock), then each unit's barcode (one scan, one unit), or type the
 * counts; the counted lines are received together. Partial receipts are fine; the contract checks
 * the location code, the server the state.
 */
export function ReceivePanel({ inbound }: { inbound: Inbound }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const receive = useReceiveInbound();
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [location, setLocation] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<FormError | null>(null);

  const onScan = (code: string) => {
    const asLocation = warehouseLocationCodeSchema.safeParse(code);
    if (asLocation.success) {
      setLocation(asLocation.data);
      setFeedback({ tone: 'ok', text: t('inbound.scannedLocation', { location: asLocation.data }) });
      return;
    }
    const barcode = normalizeBarcode(code);
    const item = inbound.items.find((candidate) => candidate.barcode === barcode);
    if (!item) {
      setFeedback({ tone: 'error', text: t('inbound.unknownBarcode', { code }) });
      return;
    }
    const next = (counts[item.id] ?? 0) + 1;
    setCounts((current) => ({ ...current, [item.id]: next }));
    setFeedback({ tone: 'ok', text: t('inbound.scannedItem', { name: item.name, count: next }) });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const code = location.trim();
    const request: ReceiveInboundRequest = {
      lines: inbound.items
        .filter((item) => (counts[item.id] ?? 0) > 0)
        .map((item) => ({
          skuId: item.id,
          quantity: counts[item.id] ?? 0,
          ...(code ? { locationCode: code } : {}),
        })),
    };
    if (request.lines.length === 0) {
      setErrors({});
      setFormError({ kind: 'input', message: t('inbound.nothingCounted') });
      return;
    }
    const parsed = receiveInboundRequestSchema.safeParse(request);
    if (!parsed.success) {
      setErrors(locationErrors(toFieldErrors(parsed.error, language, request)));
      return;
    }
    setErrors({});
    try {
      await receive.mutateAsync({ id: inbound.id, request: parsed.data });
      const units = parsed.data.lines.reduce((sum, line) => sum + line.quantity, 0);
      notifySuccess(
        t('inbound.received', {
          count: units,
          location: parsed.data.lines[0]?.locationCode ?? t('inbound.dock'),
        }),
      );
      setCounts({});
      setFeedback(null);
    } catch (error) {
      const body = toErrorBody(error);
      if (body?.fields) setErrors(locationErrors(body.fields));
      setFormError({ ...(body ? { code: body.code } : {}), message: errorText(error) });
    }
  };

  return (
    <Stack gap="sm">
      <ScanField
        label={t('inbound.scan')}
        description={t('inbound.scanHint')}
        placeholder="8801234567893"
        onScan={onScan}
        autoFocus
      />
      <Text
        role="status"
        size="sm"
        c={feedback?.tone === 'error' ? 'red.7' : 'teal.8'}
        fw={600}
        mih={20}
        className={feedback?.tone === 'error' ? 'scan-feedback scan-feedback--error' : 'scan-feedback'}
      >
        {feedback?.text ?? ''}
      </Text>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('inbound.receiveTitle')}>
        <Stack gap="sm">
          <FormErrorAlert error={formError} language={language} />
          <TextField
            label={t('inbound.location')}
            description={t('inbound.locationHint')}
            placeholder="A-01-01-01-01"
            value={location}
            onChange={(event) => setLocation(event.currentTarget.value)}
            error={errors.locationCode}
            autoComplete="off"
            maxLength={40}
            w={320}
          />
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('inbound.columns.sku')}</Table.Th>
                <Table.Th>{t('inbound.columns.barcode')}</Table.Th>
                <Table.Th ta="right">{t('inbound.columns.expected')}</Table.Th>
                <Table.Th ta="right">{t('inbound.columns.received')}</Table.Th>
                <Table.Th w={160}>{t('inbound.columns.counted')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {inbound.items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{item.name}</Table.Td>
                  <Table.Td>
                    <code>{item.barcode}</code>
                  </Table.Td>
                  <Table.Td ta="right">{item.expectedQuantity.toLocaleString()}</Table.Td>
                  <Table.Td ta="right">{item.receivedQuantity.toLocaleString()}</Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={t('inbound.countFor', { name: item.name })}
                      min={0}
                      max={1_000_000}
                      allowDecimal={false}
                      allowNegative={false}
                      value={counts[item.id] ?? ''}
                      onChange={(value) =>
                        setCounts((current) => ({
                          ...current,
                          [item.id]: typeof value === 'number' ? value : 0,
                        }))
                      }
                      size="xs"
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <SubmitButton loading={receive.isPending}>{t('inbound.receive')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** Every line shares the one location field: a line's location error is the field's. */
function locationErrors(fields: Record<string, string>): Record<string, string> {
  const location = Object.entries(fields).find(([key]) => key.endsWith('locationCode'))?.[1];
  return location ? { locationCode: location } : {};
}
