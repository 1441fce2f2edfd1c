import { toErrorBody, useErrorText, useLanguage } from '@baro/client';
import { FULFILLMENT_FIELD_MESSAGES, MAX_KIT_COMPONENTS, QUANTITY_LIMIT } from '@baro/core';
import { type FormError, FormErrorAlert, SubmitButton, TextField } from '@baro/ui';
import { ActionIcon, Button, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NumberTextField } from '../../../components/fields/NumberTextField.tsx';
import { liveSubmit, useLiveForm } from '../../../lib/forms.ts';
import { checkKit, emptyKitLine, type KitValues } from '../kit-form.ts';
import { StockItemPicker } from './StockItemPicker.tsx';
import '../fulfillment.css';

/**
 * A kit's name and components, new or edited, judged by the kit contract as the user goes; the
 * server's field messages land under their fields (`components.N.skuId` under line N's product).
 */
export function KitForm({
  initialValues,
  label,
  cancelHref,
  save,
}: {
  initialValues: KitValues;
  /** The form's accessible name (the screen's title). */
  label: string;
  cancelHref: string;
  save: (values: KitValues) => Promise<void>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const [formError, setFormError] = useState<FormError | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useLiveForm<KitValues>({
    initialValues,
    validate: (values) => checkKit(values, language, FULFILLMENT_FIELD_MESSAGES[language].required),
    revalidateOn: language,
  });

  const onSubmit = liveSubmit(form, async (values) => {
    setFormError(null);
    setSaving(true);
    try {
      await save(values);
    } catch (error) {
      const body = toErrorBody(error);
      const fields = Object.fromEntries(
        Object.entries(body?.fields ?? {}).map(([path, message]) => [
          path.replace(/^components\.(\d+)\.skuId$/, 'components.$1.sku'),
          message,
        ]),
      );
      if (Object.keys(fields).length > 0) form.setErrors({ ...form.errors, ...fields });
      setFormError({ ...(body ? { code: body.code } : {}), message: errorText(error) });
    } finally {
      setSaving(false);
    }
  });

  const lines = form.values.components;
  const linesError = form.errors.components;
  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={onSubmit} noValidate aria-label={label}>
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
            <Button component={Link} to={cancelHref} variant="default">
              {t('fulfillment.common.cancel')}
            </Button>
            <SubmitButton loading={saving}>{t('fulfillment.common.save')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
