import { toErrorBody, useErrorText, useLanguage } from '@baro/client';
import {
  PARCEL_COMPANIES,
  PARCEL_COMPANY_CODES,
  type PackOrderRequest,
  packOrderRequestSchema,
  type ShippingOrder,
  toFieldErrors,
} from '@baro/core';
import { type FormError, FormErrorAlert, notifySuccess, SubmitButton, TextField } from '@baro/ui';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePackOrder } from '../api/order-steps.ts';

const MAX_PARCELS = 20;

interface ParcelDraft {
  key: number;
  parcelCompany: string;
  invoiceNo: string;
}

/**
 * Packing a picked order into parcels (`POST …/pack`): one row per box, each with a carrier (the
 * warehouse's own when left as is) and a waybill typed or scanned — or left empty for the carrier
 * to issue one. The contract checks the rows first; the server's refusals (a waybill the carrier
 * refuses, a carrier that cannot be reached) are said above the form.
 */
export function PackForm({ order }: { order: ShippingOrder }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const pack = usePackOrder();
  const [parcels, setParcels] = useState<ParcelDraft[]>([{ key: 0, parcelCompany: '', invoiceNo: '' }]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<FormError | null>(null);

  const change = (key: number, patch: Partial<ParcelDraft>) =>
    setParcels((rows) => rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const add = () =>
    setParcels((rows) => [
      ...rows,
      {
        key: Math.max(...rows.map((row) => row.key)) + 1,
        parcelCompany: rows.at(-1)?.parcelCompany ?? '',
        invoiceNo: '',
      },
    ]);
  const remove = (key: number) => {
    setParcels((rows) => rows.filter((row) => row.key !== key));
    setErrors({});
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const request: PackOrderRequest = {
      parcels: parcels.map((row) => ({
        ...(row.parcelCompany
          ? { parcelCompany: row.parcelCompany as PackOrderRequest['parcels'][number]['parcelCompany'] }
          : {}),
        ...(row.invoiceNo.trim() ? { invoiceNo: row.invoiceNo.trim() } : {}),
      })),
    };
    const parsed = packOrderRequestSchema.safeParse(request);
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error, language, request));
      return;
    }
    setErrors({});
    try {
      const packed = await pack.mutateAsync({ id: order.id, request });
      notifySuccess(t('orders.packed', { orderNo: order.orderNo, count: packed.parcels.length }));
    } catch (error) {
      const body = toErrorBody(error);
      if (body?.fields) setErrors(body.fields);
      setFormError({ ...(body ? { code: body.code } : {}), message: errorText(error) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('orders.packTitle')}>
      <Stack gap="sm">
        <Text>{t('orders.step.picking')}</Text>
        <FormErrorAlert error={formError} language={language} />
        {parcels.map((row, index) => (
          <Group
            key={row.key}
            align="flex-start"
            gap="sm"
            wrap="nowrap"
            role="group"
            aria-label={t('orders.parcelN', { n: index + 1 })}
          >
            <NativeSelect
              label={t('orders.carrier')}
              value={row.parcelCompany}
              onChange={(event) => change(row.key, { parcelCompany: event.currentTarget.value })}
              data={[
                { value: '', label: t('orders.defaultCarrier') },
                ...PARCEL_COMPANY_CODES.map((code) => ({
                  value: code,
                  label: language === 'ko' ? PARCEL_COMPANIES[code].nameKo : PARCEL_COMPANIES[code].nameEn,
                })),
              ]}
              error={errors[`parcels.${index}.parcelCompany`]}
              w={170}
            />
            <TextField
              label={t('orders.waybill')}
              description={t('orders.waybillHint')}
              value={row.invoiceNo}
              onChange={(event) => change(row.key, { invoiceNo: event.currentTarget.value })}
              error={errors[`parcels.${index}.invoiceNo`]}
              inputMode="numeric"
              autoComplete="off"
              maxLength={40}
              style={{ flex: 1 }}
            />
            {parcels.length > 1 ? (
              <Button
                variant="subtle"
                color="red"
                mt={24}
                onClick={() => remove(row.key)}
                aria-label={t('orders.removeParcel', { n: index + 1 })}
              >
                {t('orders.remove')}
              </Button>
            ) : null}
          </Group>
        ))}
        {errors.parcels ? (
          <Text c="red" size="sm">
            {errors.parcels}
          </Text>
        ) : null}
        <Group justify="space-between">
          <Button variant="default" onClick={add} disabled={parcels.length >= MAX_PARCELS}>
            {t('orders.addParcel')}
          </Button>
          <SubmitButton loading={pack.isPending}>{t('orders.pack')}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
