import { toErrorBody, useErrorText, useLanguage } from '@baro/client';
import { type AdminStockRow, adminStockAdjustRequestSchema, toFieldErrors } from '@baro/core';
import { type FormError, FormErrorAlert, notifySuccess, SubmitButton } from '@baro/ui';
import { Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdjustStock } from '../api/adjust-stock.ts';

/**
 * A counted difference at one location: +n found, −n missing or damaged, and why (kept on the
 * ledger's movement and in the audit log). The server refuses to go below what orders reserved.
 */
export function AdjustStockDialog({ row, onClose }: { row: AdminStockRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const adjust = useAdjustStock();
  const [quantity, setQuantity] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<FormError | null>(null);

  const close = () => {
    if (adjust.isPending) return;
    setQuantity('');
    setReason('');
    setErrors({});
    setFormError(null);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!row) return;
    setFormError(null);
    const request = {
      warehouseId: row.warehouseId,
      skuId: row.sku.id,
      locationCode: row.locationCode,
      quantity: typeof quantity === 'number' ? quantity : Number.NaN,
      reason,
    };
    const parsed = adminStockAdjustRequestSchema.safeParse(request);
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error, language, request));
      return;
    }
    try {
      await adjust.mutateAsync(parsed.data);
      notifySuccess(t('stock.adjusted', { sku: row.sku.name, location: row.locationCode }));
      setQuantity('');
      setReason('');
      onClose();
    } catch (error) {
      const body = toErrorBody(error);
      if (body?.fields) setErrors(body.fields);
      setFormError({ ...(body ? { code: body.code } : {}), message: errorText(error) });
    }
  };

  return (
    <Modal opened={row !== null} onClose={close} title={t('stock.adjustTitle')} centered>
      {row ? (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <Text size="sm">
              {t('stock.adjustWhat', {
                sku: row.sku.name,
                location: row.locationCode,
                onHand: row.onHand,
                reserved: row.reserved,
              })}
            </Text>
            <FormErrorAlert error={formError} language={language} />
            <NumberInput
              label={t('stock.difference')}
              description={t('stock.differenceHint')}
              required
              allowDecimal={false}
              value={quantity}
              onChange={(value) => {
                setQuantity(value);
                setErrors(({ quantity: _removed, ...rest }) => rest);
              }}
              error={errors.quantity}
              data-autofocus
            />
            <Textarea
              label={t('stock.reason')}
              required
              rows={2}
              maxLength={300}
              value={reason}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                setErrors(({ reason: _removed, ...rest }) => rest);
              }}
              error={errors.reason}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={adjust.isPending}>
                {t('common.cancel')}
              </Button>
              <SubmitButton loading={adjust.isPending}>{t('stock.adjust')}</SubmitButton>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
