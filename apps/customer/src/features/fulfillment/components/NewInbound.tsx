import { toErrorBody, useDocumentTitle, useErrorText, useLanguage } from '@baro/client';
import {
  FULFILLMENT_FIELD_MESSAGES,
  INBOUND_BOXES_LIMIT,
  MAX_INBOUND_ITEMS,
  MAX_INBOUND_MEMO_LENGTH,
  seoulToday,
} from '@baro/core';
import { type FormError, FormErrorAlert, notifySuccess, SubmitButton, TextField } from '@baro/ui';
import { Button, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CountedTextarea } from '../../../components/fields/CountedText.tsx';
import { limitHint } from '../../../components/fields/limits.ts';
import { NumberTextField } from '../../../components/fields/NumberTextField.tsx';
import { fulfillmentHrefs, fulfillmentPaths } from '../../../fulfillment-paths.ts';
import { liveSubmit, useLiveForm } from '../../../lib/forms.ts';
import { useCreateInbound } from '../api/create-inbound.ts';
import {
  checkInbound,
  emptyInboundLine,
  type InboundValues,
  initialInboundValues,
  toCreateInboundRequest,
} from '../inbound-form.ts';
import { ItemLines } from './ItemLines.tsx';
import { ScreenHeader } from './ScreenHeader.tsx';
import '../fulfillment.css';

/** `/mypage/fulfillment/inbound/new`: announce an inbound (`POST /api/fulfillment/inbound`), then its labels. */
export function NewInbound() {
  const { t } = useTranslation();
  useDocumentTitle(t('fulfillment.documentTitle.inboundNew'));
  const language = useLanguage();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const create = useCreateInbound();
  const [formError, setFormError] = useState<FormError | null>(null);
  const form = useLiveForm<InboundValues>({
    initialValues: initialInboundValues(),
    validate: (values) =>
      checkInbound(values, language, FULFILLMENT_FIELD_MESSAGES[language].required, seoulToday()),
    revalidateOn: language,
  });

  const onSubmit = liveSubmit(form, async (values) => {
    setFormError(null);
    try {
      const inbound = await create.mutateAsync(toCreateInboundRequest(values));
      notifySuccess(t('fulfillment.inbound.created', { inboundNo: inbound.inboundNo }));
      navigate(fulfillmentHrefs.inbound(inbound.id));
    } catch (error) {
      const failure = toErrorBody(error);
      if (failure?.fields) form.setErrors({ ...form.errors, ...failure.fields });
      setFormError({ ...(failure ? { code: failure.code } : {}), message: errorText(error) });
    }
  });

  const lines = form.values.items;
  return (
    <Stack gap="lg">
      <ScreenHeader
        title={t('fulfillment.inbound.new')}
        description={t('fulfillment.inbound.listDescription')}
      />
      <Paper withBorder radius="md" p="lg">
        <form onSubmit={onSubmit} noValidate aria-label={t('fulfillment.inbound.new')}>
          <Stack gap="lg">
            <FormErrorAlert error={formError} language={language} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextField
                type="date"
                label={t('fulfillment.inbound.expectedDate')}
                required
                min={seoulToday()}
                {...form.getInputProps('expectedDate')}
              />
              <NumberTextField
                label={t('fulfillment.inbound.boxes')}
                description={`${t('fulfillment.inbound.boxesHint')} · ${limitHint(INBOUND_BOXES_LIMIT, t)}`}
                limit={INBOUND_BOXES_LIMIT}
                {...form.getInputProps('boxes')}
              />
            </SimpleGrid>
            <ItemLines
              legend={t('fulfillment.inbound.items')}
              lines={lines}
              pickerLabel={(index) => t('fulfillment.inbound.itemLabel', { index: index + 1 })}
              picked={(index) => lines[index]?.sku ?? null}
              onPick={(index, sku) => {
                form.setFieldValue(`items.${index}.sku`, sku);
                form.clearFieldError(`items.${index}.sku`);
              }}
              pickerError={(index) => form.errors[`items.${index}.sku`]}
              quantityLabel={t('fulfillment.common.quantity')}
              quantityInput={(index) => form.getInputProps(`items.${index}.quantity`)}
              onRemove={(index) => form.removeListItem('items', index)}
              onAdd={() => form.insertListItem('items', emptyInboundLine())}
              addLabel={t('fulfillment.order.addItem')}
              maxLines={MAX_INBOUND_ITEMS}
            />
            <CountedTextarea
              label={t('fulfillment.common.memo')}
              rows={2}
              max={MAX_INBOUND_MEMO_LENGTH}
              {...form.getInputProps('memo')}
              value={form.values.memo}
            />
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={fulfillmentPaths.inbounds} variant="default">
                {t('fulfillment.common.cancel')}
              </Button>
              <SubmitButton loading={create.isPending}>{t('fulfillment.inbound.new')}</SubmitButton>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
