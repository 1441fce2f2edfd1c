import { toErrorBody, useErrorText, useLanguage } from '@baro/client';
import { stockAdjustRequestSchema, stockMoveRequestSchema, toFieldErrors } from '@baro/core';
import { type FormError, FormErrorAlert, notifySuccess, SubmitButton, TextField } from '@baro/ui';
import { Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdjustStock, useMoveStock } from '../api/change-stock.ts';
import type { StockRow } from '../api/get-stock.ts';

export type StockChange = { kind: 'adjust' | 'move'; row: StockRow };

/**
 * One stock change at a location: an adjustment (a counted difference, +n found or −n missing,
 * with the reason the ledger keeps) or a move to another location. The contract checks the form;
 * the server refuses going below what orders reserved, in its words.
 */
export function StockChangeDialog({ change, onClose }: { change: StockChange | null; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const adjust = useAdjustStock();
  const move = useMoveStock();
  const [quantity, setQuantity] = useState<number | string>('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<FormError | null>(null);
  const pending = adjust.isPending || move.isPending;

  const close = () => {
    if (pending) return;
    setQuantity('');
    setText('');
    setErrors({});
    setFormError(null);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!change) return;
    setFormError(null);
    const { row } = change;
    const count = typeof quantity === 'number' ? quantity : Number.NaN;
    try {
      if (change.kind === 'adjust') {
        const request = { skuId: row.sku.id, locationCode: row.locationCode, quantity: count, reason: text };
        const parsed = stockAdjustRequestSchema.safeParse(request);
        if (!parsed.success) return setErrors(toFieldErrors(parsed.error, language, request));
        await adjust.mutateAsync(parsed.data);
        notifySuccess(t('stock.adjusted', { sku: row.sku.name, location: row.locationCode }));
      } else {
        const request = {
          skuId: row.sku.id,
          fromLocationCode: row.locationCode,
          toLocationCode: text,
          quantity: count,
        };
        const parsed = stockMoveRequestSchema.safeParse(request);
        if (!parsed.success) return setErrors(toFieldErrors(parsed.error, language, request));
        await move.mutateAsync(parsed.data);
        notifySuccess(t('stock.moved', { sku: row.sku.name, location: parsed.data.toLocationCode }));
      }
      setErrors({});
      setQuantity('');
      setText('');
      onClose();
    } catch (error) {
      const body = toErrorBody(error);
      if (body?.fields) setErrors(body.fields);
      setFormError({ ...(body ? { code: body.code } : {}), message: errorText(error) });
    }
  };

  const adjusting = change?.kind === 'adjust';
  return (
    <Modal
      opened={change !== null}
      onClose={close}
      title={adjusting ? t('stock.adjustTitle') : t('stock.moveTitle')}
      centered
    >
      {change ? (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <Text size="sm">
              {t('stock.what', {
                sku: change.row.sku.name,
                location: change.row.locationCode,
                onHand: change.row.onHand,
                available: change.row.available,
              })}
            </Text>
            <FormErrorAlert error={formError} language={language} />
            {adjusting ? null : (
              <TextField
                label={t('stock.toLocation')}
                required
                placeholder="A-01-01-01-01"
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                error={errors.toLocationCode}
                autoComplete="off"
                maxLength={40}
                data-autofocus
              />
            )}
            <NumberInput
              label={adjusting ? t('stock.difference') : t('stock.moveQuantity')}
              description={adjusting ? t('stock.differenceHint') : undefined}
              required
              allowDecimal={false}
              allowNegative={adjusting}
              min={adjusting ? undefined : 1}
              value={quantity}
              onChange={setQuantity}
              error={errors.quantity}
              {...(adjusting ? { 'data-autofocus': true } : {})}
            />
            {adjusting ? (
              <Textarea
                label={t('stock.reason')}
                required
                rows={2}
                maxLength={300}
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                error={errors.reason}
              />
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={pending}>
                {t('common.cancel')}
              </Button>
              <SubmitButton loading={pending}>{adjusting ? t('stock.adjust') : t('stock.move')}</SubmitButton>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
