import { toErrorBody, useDocumentTitle, useErrorText, useLanguage } from '@baro/client';
import { FULFILLMENT_FIELD_MESSAGES, MAX_KIT_COMPONENTS, QUANTITY_LIMIT } from '@baro/core';
import { type FormError, FormErrorAlert, notifySuccess, SubmitButton, TextField } from '@baro/ui';
import { ActionIcon, Button, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { NumberTextField } from '../../../components/fields/NumberTextField.tsx';
import { fulfillmentHrefs, fulfillmentPaths } from '../../../fulfillment-paths.ts';
import { liveSubmit, useLiveForm } from '../../../lib/forms.ts';
import { useCreateKit } from '../api/create-kit.ts';
import { checkKit, emptyKitLine, initialKitValues, type KitValues, toCreateKitRequest } from '../kit-form.ts';
import { ScreenHeader } from './ScreenHeader.tsx';
import { StockItemPicker } from './StockItemPicker.tsx';
import '../fulfillment.css';

/** `/mypage/fulfillment/kits/new`: a kit of the team's SKUs (`POST /api/fulfillment/group`), then its detail. */
export function NewKit() {
  const { t } = useTranslation();
  useDocumentTitle(t('fulfillment.documentTitle.kitNew'));
  const language = useLanguage();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const create = useCreateKit();
  const [formError, setFormError] = useState<FormError | null>(null);
  const form = useLiveForm<KitValues>({
    initialValues: initialKitValues(),
    validate: (values) => checkKit(values, language, FULFILLMENT_FIELD_MESSAGES[language].required),
    revalidateOn: language,
  });

  const onSubmit = liveSubmit(form, async (values) => {
    setFormError(null);
    try {
      const kit = await create.mutateAsync(toCreateKitRequest(values));
      notifySuccess(t('fulfillment.kit.created'));
      navigate(fulfillmentHrefs.kit(kit.id));
    } catch (error) {
      const body = toErrorBody(error);
      setFormError({ ...(body ? { code: body.code } : {}), message: errorText(error) });
    }
  });

  const lines = form.values.components;
  const linesError = form.errors.components;
  return (
    <Stack gap="lg">
      <ScreenHeader title={t('fulfillment.kit.new')} description={t('fulfillment.kit.listDescription')} />
      <Paper withBorder radius="md" p="lg">
        <form onSubmit={onSubmit} noValidate aria-label={t('fulfillment.kit.new')}>
          <Stack gap="md">
            <FormErrorAlert error={formError} language={language} />
            <TextField
              label={t('fulfillment.kit.name')}
              placeholder={t('fulfillment.kit.namePlaceholder')}
              required
              {...form.getInputProps('name')}
            />
            <fieldset className="plain-fieldset">
              <Text component="legend" size="sm" fw={500} mb={4}>
                {t('fulfillment.kit.components')}
              </Text>
              <Stack gap="sm">
                {lines.map((line, index) => (
                  <div className="fulfillment-line" key={line.key}>
                    <StockItemPicker
                      label={`${t('fulfillment.kit.chooseSku')} ${index + 1}`}
                      required
                      value={line.sku}
                      onChange={(sku) => {
                        form.setFieldValue(`components.${index}.sku`, sku);
                        form.clearFieldError(`components.${index}.sku`);
                      }}
                      error={form.errors[`components.${index}.sku`]}
                    />
                    <NumberTextField
                      label={t('fulfillment.kit.perKit')}
                      limit={QUANTITY_LIMIT}
                      required
                      {...form.getInputProps(`components.${index}.quantity`)}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      mb={4}
                      disabled={lines.length === 1}
                      onClick={() => form.removeListItem('components', index)}
                      aria-label={t('fulfillment.common.removeLine', { index: index + 1 })}
                    >
                      ×
                    </ActionIcon>
                  </div>
                ))}
                {linesError ? <Input.Error role="alert">{linesError}</Input.Error> : null}
                <Group>
                  <Button
                    variant="light"
                    disabled={lines.length >= MAX_KIT_COMPONENTS}
                    onClick={() => form.insertListItem('components', emptyKitLine())}
                  >
                    {t('fulfillment.kit.addComponent')}
                  </Button>
                </Group>
              </Stack>
            </fieldset>
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={fulfillmentPaths.kits} variant="default">
                {t('fulfillment.common.cancel')}
              </Button>
              <SubmitButton loading={create.isPending}>{t('fulfillment.common.save')}</SubmitButton>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
