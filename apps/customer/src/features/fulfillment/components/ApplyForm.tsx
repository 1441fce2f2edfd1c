import { useLanguage } from '@baro/client';
import { type FulfillmentApplication, MAX_APPLICATION_MEMO_LENGTH, MONTHLY_ORDERS_LIMIT } from '@baro/core';
import { type FormError, FormErrorAlert, notifySuccess, SubmitButton, TextField } from '@baro/ui';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { type FocusEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountedTextarea } from '../../../components/fields/CountedText.tsx';
import { NumberTextField } from '../../../components/fields/NumberTextField.tsx';
import { liveSubmit, useLiveForm } from '../../../lib/forms.ts';
import { useApplyFulfillment } from '../api/apply-fulfillment.ts';
import {
  APPLICATION_FIELDS,
  type ApplicationValues,
  checkApplication,
  initialApplicationValues,
  tidyBusinessNumber,
  tidyPhone,
  toApplyRequest,
} from '../application-form.ts';
import { splitServerFields } from '../contract-check.ts';

export interface ApplyFormProps {
  /** The team's application to change (pending) or to send again (rejected); none for a first one. */
  readonly previous?: FulfillmentApplication;
  /** After the server took it. */
  readonly onDone?: () => void;
  readonly onCancel?: () => void;
}

/**
 * The fulfillment application (`PATCH /api/users/apply/fullfillment`, through the SPEC §3
 * `applyFulfillment` request state): company, 사업자등록번호 (check digit verified, shown 3-2-5 once
 * left), representative, contact and phone (normalised as the server stores it), monthly orders,
 * product category, notes. The request contract judges the values as the user goes.
 */
export function ApplyForm({ previous, onDone, onCancel }: ApplyFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const apply = useApplyFulfillment();
  const [formError, setFormError] = useState<FormError | null>(null);
  const form = useLiveForm<ApplicationValues>({
    initialValues: initialApplicationValues(previous),
    validate: (values) => checkApplication(values, language),
    revalidateOn: language,
  });

  const tidyOnBlur = (field: 'businessNumber' | 'contactPhone', tidy: (value: string) => string) => {
    const props = form.getInputProps(field);
    return {
      ...props,
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        const tidied = tidy(form.values[field]);
        if (tidied !== form.values[field]) form.setFieldValue(field, tidied);
        props.onBlur?.(event);
      },
    };
  };

  const onSubmit = liveSubmit(form, async (values) => {
    setFormError(null);
    const result = await apply.submit(toApplyRequest(values));
    if (!result.ok) {
      const { matched, unmatched } = splitServerFields(result.failureInfo.fields, APPLICATION_FIELDS);
      if (Object.keys(matched).length > 0) form.setErrors({ ...form.errors, ...matched });
      const extra = Object.values(unmatched)[0];
      setFormError({
        code: result.failureInfo.code,
        message: extra ? `${result.failureInfo.message} ${extra}` : result.failureInfo.message,
      });
      return;
    }
    notifySuccess(previous ? t('fulfillment.apply.saved') : t('fulfillment.apply.submitted'));
    onDone?.();
  });

  const submitLabel =
    previous?.status === 'pending'
      ? t('fulfillment.apply.save')
      : previous?.status === 'rejected'
        ? t('fulfillment.apply.resubmit')
        : t('fulfillment.apply.submit');

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('fulfillment.apply.title')}>
      <Stack gap="md">
        <FormErrorAlert error={formError} language={language} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField
            label={t('fulfillment.apply.companyName')}
            required
            autoComplete="organization"
            {...form.getInputProps('companyName')}
          />
          <TextField
            label={t('fulfillment.apply.businessNumber')}
            description={t('fulfillment.apply.businessNumberHint')}
            placeholder={t('fulfillment.apply.businessNumberPlaceholder')}
            required
            inputMode="numeric"
            {...tidyOnBlur('businessNumber', tidyBusinessNumber)}
          />
          <TextField
            label={t('fulfillment.apply.representative')}
            required
            {...form.getInputProps('representative')}
          />
          <TextField
            label={t('fulfillment.apply.contactName')}
            required
            autoComplete="name"
            {...form.getInputProps('contactName')}
          />
          <TextField
            type="tel"
            label={t('fulfillment.apply.contactPhone')}
            description={t('fulfillment.apply.contactPhoneHint')}
            placeholder="010-1234-5678"
            required
            autoComplete="tel"
            inputMode="tel"
            {...tidyOnBlur('contactPhone', tidyPhone)}
          />
          <NumberTextField
            label={t('fulfillment.apply.monthlyOrders')}
            required
            limit={MONTHLY_ORDERS_LIMIT}
            {...form.getInputProps('monthlyOrders')}
          />
          <TextField
            label={t('fulfillment.apply.productCategory')}
            placeholder={t('fulfillment.apply.productCategoryPlaceholder')}
            required
            {...form.getInputProps('productCategory')}
          />
        </SimpleGrid>
        <CountedTextarea
          label={t('fulfillment.apply.memo')}
          rows={3}
          max={MAX_APPLICATION_MEMO_LENGTH}
          {...form.getInputProps('memo')}
          value={form.values.memo}
        />
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={apply.loading}>
              {t('fulfillment.common.cancel')}
            </Button>
          ) : null}
          <SubmitButton loading={apply.loading}>{submitLabel}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
