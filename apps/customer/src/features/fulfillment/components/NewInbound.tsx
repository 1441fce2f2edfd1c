import { toErrorBody, useDocumentTitle, useErrorText, useLanguage } from '@baro/client';
import {
  FULFILLMENT_FIELD_MESSAGES,
  INBOUND_BOXES_LIMIT,
  MAX_INBOUND_ITEMS,
  MAX_INBOUND_MEMO_LENGTH,
  QUANTITY_LIMIT,
  seoulToday,
} from '@baro/core';
import { type FormError, FormErrorAlert, notifySuccess, SubmitButton, TextField } from '@baro/ui';
import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
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
import { ScreenHeader } from './ScreenHeader.tsx';
import { StockItemPicker } from './StockItemPicker.tsx';
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
            <fieldset className="plain-fieldset">
              <Text component="legend" fw={600} mb="xs">
                {t('fulfillment.inbound.items')}
              </Text>
              <Stack gap="sm">
                {lines.map((line, index) => (
                  <div className="fulfillment-line" key={line.key}>
                    <StockItemPicker
                      label={t('fulfillment.inbound.itemLabel', { index: index + 1 })}
                      required
                      value={line.sku}
                      onChange={(sku) => {
                        form.setFieldValue(`items.${index}.sku`, sku);
                        form.clearFieldError(`items.${index}.sku`);
                      }}
                      error={form.errors[`items.${index}.sku`]}
                    />
                    <NumberTextField
                      label={t('fulfillment.common.quantity')}
                      limit={QUANTITY_LIMIT}
                      required
                      {...form.getInputProps(`items.${index}.quantity`)}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      mb={4}
                      disabled={lines.length === 1}
                      onClick={() => form.removeListItem('items', index)}
                      aria-label={t('fulfillment.common.removeLine', { index: index + 1 })}
                    >
                      ×
                    </ActionIcon>
                  </div>
                ))}
                <Group>
                  <Button
                    variant="light"
                    disabled={lines.length >= MAX_INBOUND_ITEMS}
                    onClick={() => form.insertListItem('items', emptyInboundLine())}
                  >
                    {t('fulfillment.order.addItem')}
                  </Button>
                </Group>
              </Stack>
            </fieldset>
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
