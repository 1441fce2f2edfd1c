import { toErrorBody, useErrorText, useLanguage } from '@baro/client';
import {
  fulfillmentMessage,
  type InspectReturnRequest,
  inspectReturnRequestSchema,
  RETURN_OUTCOMES,
  type Return,
  type ReturnOutcome,
  toFieldErrors,
} from '@baro/core';
import { type FormError, FormErrorAlert, notifySuccess, SubmitButton, TextField } from '@baro/ui';
import { Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInspectReturn } from '../api/return-steps.ts';

type Split = Record<ReturnOutcome, number>;

/**
 * Inspecting an arrived return (`POST …/inspect`): every returned unit gets an outcome — restock
 * (into a location, else the receiving area), quarantine or dispose — so each item's split must
 * add up to what came back (said before asking). A note goes with every line.
 */
export function InspectForm({ value }: { value: Return }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const inspect = useInspectReturn();
  const [splits, setSplits] = useState<Record<string, Split>>(() =>
    Object.fromEntries(
      value.items.map((item) => [item.id, { restock: item.quantity, quarantine: 0, dispose: 0 }]),
    ),
  );
  const [location, setLocation] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<FormError | null>(null);

  const setCount = (skuId: string, outcome: ReturnOutcome, count: number) =>
    setSplits((current) => ({ ...current, [skuId]: { ...(current[skuId] as Split), [outcome]: count } }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const wrong = value.items.filter((item) => {
      const split = splits[item.id] as Split;
      return split.restock + split.quarantine + split.dispose !== item.quantity;
    });
    if (wrong.length > 0) {
      setErrors(
        Object.fromEntries(wrong.map((item) => [item.id, fulfillmentMessage(language, 'inspectQuantity')])),
      );
      return;
    }
    const code = location.trim();
    const text = note.trim();
    const request: InspectReturnRequest = {
      lines: value.items.flatMap((item) =>
        RETURN_OUTCOMES.filter((outcome) => (splits[item.id] as Split)[outcome] > 0).map((outcome) => ({
          skuId: item.id,
          quantity: (splits[item.id] as Split)[outcome],
          outcome,
          ...(outcome === 'restock' && code ? { locationCode: code } : {}),
          ...(text ? { note: text } : {}),
        })),
      ),
    };
    const parsed = inspectReturnRequestSchema.safeParse(request);
    if (!parsed.success) {
      const fields = toFieldErrors(parsed.error, language, request);
      const locationError = Object.entries(fields).find(([key]) => key.endsWith('locationCode'))?.[1];
      const noteError = Object.entries(fields).find(([key]) => key.endsWith('note'))?.[1];
      setErrors({
        ...(locationError ? { location: locationError } : {}),
        ...(noteError ? { note: noteError } : {}),
      });
      return;
    }
    setErrors({});
    try {
      await inspect.mutateAsync({ id: value.id, request: parsed.data });
      notifySuccess(t('returns.inspected', { returnNo: value.returnNo }));
    } catch (error) {
      const body = toErrorBody(error);
      setFormError({ ...(body ? { code: body.code } : {}), message: errorText(error) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('returns.inspectTitle')}>
      <Stack gap="sm">
        <Text>{t('returns.inspectHint')}</Text>
        <FormErrorAlert error={formError} language={language} />
        <Table verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('returns.columns.sku')}</Table.Th>
              <Table.Th ta="right">{t('returns.columns.quantity')}</Table.Th>
              {RETURN_OUTCOMES.map((outcome) => (
                <Table.Th key={outcome} w={130}>
                  {t(`returns.outcome.${outcome}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {value.items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>
                  {item.name}
                  <Text size="xs" c="dimmed">
                    <code>{item.barcode}</code>
                  </Text>
                  {errors[item.id] ? (
                    <Text size="sm" c="red.7" role="alert">
                      {errors[item.id]}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right" fw={700}>
                  {item.quantity.toLocaleString()}
                </Table.Td>
                {RETURN_OUTCOMES.map((outcome) => (
                  <Table.Td key={outcome}>
                    <NumberInput
                      aria-label={t('returns.countFor', {
                        name: item.name,
                        outcome: t(`returns.outcome.${outcome}`),
                      })}
                      size="xs"
                      min={0}
                      max={item.quantity}
                      allowDecimal={false}
                      allowNegative={false}
                      value={(splits[item.id] as Split)[outcome]}
                      onChange={(next) => setCount(item.id, outcome, toCount(next))}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group align="flex-start" gap="md" grow>
          <TextField
            label={t('returns.restockLocation')}
            description={t('returns.restockLocationHint')}
            placeholder="A-01-01-01-01"
            value={location}
            onChange={(event) => setLocation(event.currentTarget.value)}
            error={errors.location}
            autoComplete="off"
            maxLength={40}
          />
          <TextField
            label={t('returns.note')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={errors.note}
            maxLength={300}
          />
        </Group>
        <Group justify="flex-end">
          <SubmitButton loading={inspect.isPending}>{t('returns.inspect')}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}

/** NumberInput's value as a count: a number, or a numeric string while typing ('01'); else 0. */
function toCount(value: number | string): number {
  const count = typeof value === 'number' ? value : Number.parseInt(value, 10);
  return Number.isFinite(count) && count > 0 ? count : 0;
}
