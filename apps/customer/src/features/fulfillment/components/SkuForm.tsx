import { toErrorBody, useDocumentTitle, useErrorText, useLanguage } from '@baro/client';
import { MAX_SKU_NAME_LENGTH, SKU_LIMITS, type Sku } from '@baro/core';
import { type FormError, FormErrorAlert, notifySuccess, SubmitButton, TextField } from '@baro/ui';
import { Button, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CountedTextField } from '../../../components/fields/CountedText.tsx';
import { limitHint } from '../../../components/fields/limits.ts';
import { NumberTextField } from '../../../components/fields/NumberTextField.tsx';
import { fulfillmentHrefs, fulfillmentPaths } from '../../../fulfillment-paths.ts';
import { liveSubmit, useLiveForm } from '../../../lib/forms.ts';
import { useCreateSku } from '../api/create-sku.ts';
import { useSkuDetail } from '../api/get-sku.ts';
import { useUpdateSku } from '../api/update-sku.ts';
import { splitServerFields } from '../contract-check.ts';
import {
  checkSku,
  initialSkuValues,
  SKU_FIELDS,
  type SKU_NUMBER_FIELDS,
  type SkuValues,
  toCreateSkuRequest,
  toUpdateSkuRequest,
} from '../sku-form.ts';
import { DetailStates } from './DetailStates.tsx';
import { ScreenHeader } from './ScreenHeader.tsx';

/** `/mypage/fulfillment/skus/new`: register a SKU, then see it. */
export function NewSku() {
  const { t } = useTranslation();
  useDocumentTitle(t('fulfillment.documentTitle.skuNew'));
  const create = useCreateSku();
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <ScreenHeader title={t('fulfillment.sku.new')} />
      <SkuForm
        mode="create"
        cancelHref={fulfillmentPaths.skus}
        save={async (values) => {
          const sku = await create.mutateAsync(toCreateSkuRequest(values));
          notifySuccess(t('fulfillment.sku.created'));
          navigate(fulfillmentHrefs.sku(sku.id));
        }}
      />
    </Stack>
  );
}

/** `/mypage/fulfillment/skus/:skuId/edit`: change a SKU (its detail is loaded first), then see it. */
export function EditSku({ skuId }: { skuId: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('fulfillment.documentTitle.skuEdit'));
  const detail = useSkuDetail(skuId);
  const update = useUpdateSku(skuId);
  const navigate = useNavigate();
  if (!detail.data) {
    return (
      <DetailStates
        failureInfo={detail.failureInfo}
        onRetry={() => void detail.reload()}
        retrying={detail.loading}
        backHref={fulfillmentPaths.skus}
      />
    );
  }
  return (
    <Stack gap="lg">
      <ScreenHeader title={t('fulfillment.sku.editTitle', { name: detail.data.name })} />
      <SkuForm
        mode="edit"
        sku={detail.data}
        cancelHref={fulfillmentHrefs.sku(skuId)}
        save={async (values) => {
          await update.mutateAsync(toUpdateSkuRequest(values));
          notifySuccess(t('fulfillment.sku.saved'));
          navigate(fulfillmentHrefs.sku(skuId));
        }}
      />
    </Stack>
  );
}

/**
 * The SKU's fields, judged by the request contract as the user goes (barcode check digits, HS code,
 * country code, positive sizes); the server's field messages land under their fields.
 */
function SkuForm({
  mode,
  sku,
  cancelHref,
  save,
}: {
  mode: 'create' | 'edit';
  sku?: Sku;
  cancelHref: string;
  save: (values: SkuValues) => Promise<void>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const [formError, setFormError] = useState<FormError | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useLiveForm<SkuValues>({
    initialValues: initialSkuValues(sku),
    validate: (values) => checkSku(values, mode, language),
    revalidateOn: language,
  });

  const onSubmit = liveSubmit(form, async (values) => {
    setFormError(null);
    setSaving(true);
    try {
      await save(values);
    } catch (error) {
      const body = toErrorBody(error);
      const { matched } = splitServerFields(body?.fields, SKU_FIELDS);
      if (body?.code === 'BARCODE_TAKEN') matched.barcode = errorText(error);
      if (Object.keys(matched).length > 0) form.setErrors({ ...form.errors, ...matched });
      setFormError({ ...(body ? { code: body.code } : {}), message: errorText(error) });
    } finally {
      setSaving(false);
    }
  });

  const numberField = (field: (typeof SKU_NUMBER_FIELDS)[number] | 'lowStockThreshold') => (
    <NumberTextField
      label={t(`fulfillment.sku.${field}`)}
      limit={SKU_LIMITS[field]}
      {...(field === 'lowStockThreshold'
        ? {
            description: `${t('fulfillment.sku.lowStockThresholdHint')} · ${limitHint(SKU_LIMITS[field], t)}`,
          }
        : {})}
      {...form.getInputProps(field)}
    />
  );

  return (
    <Paper withBorder radius="md" p="lg">
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={mode === 'create' ? t('fulfillment.sku.new') : t('fulfillment.common.edit')}
      >
        <Stack gap="md">
          <FormErrorAlert error={formError} language={language} />
          <CountedTextField
            label={t('fulfillment.sku.name')}
            placeholder={t('fulfillment.sku.namePlaceholder')}
            required
            max={MAX_SKU_NAME_LENGTH}
            {...form.getInputProps('name')}
            value={form.values.name}
          />
          <TextField
            label={t('fulfillment.sku.barcode')}
            description={t('fulfillment.sku.barcodeHint')}
            ff="monospace"
            {...form.getInputProps('barcode')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            {numberField('weightGrams')}
            {numberField('lengthMm')}
            {numberField('widthMm')}
            {numberField('heightMm')}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            {numberField('valueKrw')}
            <TextField
              label={t('fulfillment.sku.hsCode')}
              description={t('fulfillment.sku.hsCodeHint')}
              inputMode="numeric"
              {...form.getInputProps('hsCode')}
            />
            <TextField
              label={t('fulfillment.sku.originCountry')}
              description={t('fulfillment.sku.originCountryHint')}
              {...form.getInputProps('originCountry')}
            />
            {numberField('lowStockThreshold')}
          </SimpleGrid>
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
