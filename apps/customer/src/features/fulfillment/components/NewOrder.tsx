import { toErrorBody, useDocumentTitle, useErrorText, useLanguage } from '@baro/client';
import {
  FULFILLMENT_FIELD_MESSAGES,
  formatDay,
  MAX_CHANNEL_ORDER_NO_LENGTH,
  MAX_ORDER_ITEMS,
  MAX_ORDER_MEMO_LENGTH,
  normalizeKoreanPhone,
} from '@baro/core';
import { type FormError, FormErrorAlert, notifySuccess, SubmitButton, TextField } from '@baro/ui';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { type FocusEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CountedTextarea, CountedTextField } from '../../../components/fields/CountedText.tsx';
import { fulfillmentHrefs, fulfillmentPaths } from '../../../fulfillment-paths.ts';
import { liveSubmit, useLiveForm } from '../../../lib/forms.ts';
import { useSubmitAttempts } from '../../../lib/submit-attempts.ts';
import { useCreateOrder } from '../api/create-order.ts';
import {
  checkOrder,
  emptyOrderLine,
  initialOrderValues,
  type OrderValues,
  orderFieldOf,
  toCreateOrderRequest,
} from '../order-form.ts';
import { ItemLines } from './ItemLines.tsx';
import { ScreenHeader } from './ScreenHeader.tsx';
import '../fulfillment.css';

/**
 * `/mypage/fulfillment/orders/new`: one shipping order (`POST /api/fulfillment/orders`) — the
 * recipient, products and kits with quantities, a delivery note. Each send carries an
 * `Idempotency-Key`; sending the same order again after a failure reuses it, so an order that did
 * reach the server is never made twice.
 */
export function NewOrder() {
  const { t } = useTranslation();
  useDocumentTitle(t('fulfillment.documentTitle.orderNew'));
  const language = useLanguage();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const create = useCreateOrder();
  const attempts = useSubmitAttempts();
  const [formError, setFormError] = useState<FormError | null>(null);
  const form = useLiveForm<OrderValues>({
    initialValues: initialOrderValues(),
    validate: (values) => checkOrder(values, language, FULFILLMENT_FIELD_MESSAGES[language].required),
    revalidateOn: language,
  });

  const onSubmit = liveSubmit(form, async (values) => {
    const body = toCreateOrderRequest(values);
    setFormError(null);
    try {
      const order = await create.mutateAsync({ body, idempotencyKey: attempts.keyFor(body) });
      attempts.succeeded();
      notifySuccess(
        t('fulfillment.order.created', {
          orderNo: order.orderNo,
          date: formatDay(order.promisedShipDate, language),
        }),
      );
      navigate(fulfillmentHrefs.order(order.id));
    } catch (error) {
      const failure = toErrorBody(error);
      // The server's field messages land under their fields: a line's unknown or withdrawn kit under its picker.
      const fields = Object.entries(failure?.fields ?? {}).map(([path, message]) => [
        orderFieldOf(path),
        message,
      ]);
      if (fields.length > 0) form.setErrors({ ...form.errors, ...Object.fromEntries(fields) });
      setFormError({ ...(failure ? { code: failure.code } : {}), message: errorText(error) });
    }
  });

  const phoneProps = form.getInputProps('recipient.phone');
  const lines = form.values.items;
  return (
    <Stack gap="lg">
      <ScreenHeader title={t('fulfillment.order.new')} description={t('fulfillment.order.listDescription')} />
      <Paper withBorder radius="md" p="lg">
        <form onSubmit={onSubmit} noValidate aria-label={t('fulfillment.order.new')}>
          <Stack gap="lg">
            <FormErrorAlert error={formError} language={language} />
            <fieldset className="plain-fieldset">
              <Text component="legend" fw={600} mb="xs">
                {t('fulfillment.order.recipient')}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextField
                  label={t('fulfillment.order.recipientName')}
                  required
                  autoComplete="shipping name"
                  {...form.getInputProps('recipient.name')}
                />
                <TextField
                  type="tel"
                  label={t('fulfillment.order.recipientPhone')}
                  placeholder="010-1234-5678"
                  required
                  inputMode="tel"
                  {...phoneProps}
                  onBlur={(event: FocusEvent<HTMLInputElement>) => {
                    const tidied = normalizeKoreanPhone(form.values.recipient.phone);
                    if (tidied && tidied !== form.values.recipient.phone)
                      form.setFieldValue('recipient.phone', tidied);
                    phoneProps.onBlur?.(event);
                  }}
                />
                <TextField
                  label={t('fulfillment.order.zipCode')}
                  required
                  inputMode="numeric"
                  autoComplete="shipping postal-code"
                  {...form.getInputProps('recipient.zipCode')}
                />
                <TextField
                  label={t('fulfillment.order.address1')}
                  required
                  autoComplete="shipping address-line1"
                  {...form.getInputProps('recipient.address1')}
                />
                <TextField
                  label={t('fulfillment.order.address2')}
                  autoComplete="shipping address-line2"
                  {...form.getInputProps('recipient.address2')}
                />
              </SimpleGrid>
            </fieldset>

            <ItemLines
              legend={t('fulfillment.order.items')}
              lines={lines}
              kits
              pickerLabel={(index) => t('fulfillment.order.itemLabel', { index: index + 1 })}
              picked={(index) => lines[index]?.item ?? null}
              onPick={(index, item) => {
                form.setFieldValue(`items.${index}.item`, item);
                form.clearFieldError(`items.${index}.item`);
              }}
              pickerError={(index) => form.errors[`items.${index}.item`]}
              quantityLabel={t('fulfillment.common.quantity')}
              quantityInput={(index) => form.getInputProps(`items.${index}.quantity`)}
              onRemove={(index) => form.removeListItem('items', index)}
              onAdd={() => form.insertListItem('items', emptyOrderLine())}
              addLabel={t('fulfillment.order.addItem')}
              maxLines={MAX_ORDER_ITEMS}
              error={form.errors.items}
            />

            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <CountedTextarea
                label={t('fulfillment.order.memo')}
                rows={2}
                max={MAX_ORDER_MEMO_LENGTH}
                {...form.getInputProps('memo')}
                value={form.values.memo}
              />
              <CountedTextField
                label={t('fulfillment.order.channelOrderNo')}
                max={MAX_CHANNEL_ORDER_NO_LENGTH}
                {...form.getInputProps('channelOrderNo')}
                value={form.values.channelOrderNo}
              />
            </SimpleGrid>
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={fulfillmentPaths.orders} variant="default">
                {t('fulfillment.common.cancel')}
              </Button>
              <SubmitButton loading={create.isPending}>{t('fulfillment.order.new')}</SubmitButton>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
