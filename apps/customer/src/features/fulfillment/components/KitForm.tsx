import { toErrorBody, useErrorText, useLanguage } from '@baro/client';
import { FULFILLMENT_FIELD_MESSAGES, MAX_KIT_COMPONENTS } from '@baro/core';
import { type FormError, FormErrorAlert, SubmitButton, TextField } from '@baro/ui';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { liveSubmit, useLiveForm } from '../../../lib/forms.ts';
import { checkKit, emptyKitLine, type KitValues } from '../kit-form.ts';
import { ItemLines } from './ItemLines.tsx';
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
          <ItemLines
            legend={t('fulfillment.kit.components')}
            lines={lines}
            pickerLabel={(index) => `${t('fulfillment.kit.chooseSku')} ${index + 1}`}
            picked={(index) => lines[index]?.sku ?? null}
            onPick={(index, sku) => {
              form.setFieldValue(`components.${index}.sku`, sku);
              form.clearFieldError(`components.${index}.sku`);
            }}
            pickerError={(index) => form.errors[`components.${index}.sku`]}
            quantityLabel={t('fulfillment.kit.perKit')}
            quantityInput={(index) => form.getInputProps(`components.${index}.quantity`)}
            onRemove={(index) => form.removeListItem('components', index)}
            onAdd={() => form.insertListItem('components', emptyKitLine())}
            addLabel={t('fulfillment.kit.addComponent')}
            maxLines={MAX_KIT_COMPONENTS}
            error={linesError}
          />
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
