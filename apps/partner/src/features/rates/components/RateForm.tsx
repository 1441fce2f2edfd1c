import { toErrorBody, useErrorText, useLanguage } from '@baro/client';
import {
  CONTAINER_TYPES,
  type ContainerType,
  FREIGHT_TYPES,
  type FreightType,
  type PartnerRate,
  type PartnerRateRequest,
  seoulToday,
} from '@baro/core';
import { CurrencyPicker, type FormError, FormErrorAlert, LocationPicker, SubmitButton } from '@baro/ui';
import {
  Button,
  Group,
  NativeSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkRateDraft, draftFromRate, emptyRateDraft, type RateDraft } from '../rate-form-model.ts';
import { LocalChargesEditor } from './LocalChargesEditor.tsx';
import { WeightBreaksEditor } from './WeightBreaksEditor.tsx';

export interface RateFormProps {
  /** The rate to edit; a new one when absent. */
  rate?: PartnerRate;
  /** Saves the rate; rejects with the API's error (its `fields` land on the fields). */
  onSubmit: (request: PartnerRateRequest) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * A rate of one freight type: FCL (container type, price per container), LCL (price per revenue
 * ton) or AIR (weight breaks); the lane (seaports for FCL and LCL, airports for AIR), carrier,
 * transit days, validity, currency, minimum charge and local charges. Checked with the contract
 * before sending, so its messages are the server's.
 */
export function RateForm({ rate, onSubmit, onCancel }: RateFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<RateDraft>(() =>
    rate ? draftFromRate(rate) : emptyRateDraft('FCL', seoulToday()),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempted, setAttempted] = useState(false);
  const [formError, setFormError] = useState<FormError | null>(null);
  const [saving, setSaving] = useState(false);

  const change = (next: RateDraft) => {
    setDraft(next);
    if (attempted) {
      const check = checkRateDraft(next, language);
      setErrors(check.ok ? {} : check.fields);
    }
  };
  const set = <K extends keyof RateDraft>(field: K, value: RateDraft[K]) => {
    change({ ...draft, [field]: value });
    if (!attempted) setErrors(({ [field]: _removed, ...rest }) => rest);
  };

  const changeType = (freightType: FreightType) => {
    const crossesMode = (freightType === 'AIR') !== (draft.freightType === 'AIR');
    change({
      ...draft,
      freightType,
      containerType: freightType === 'FCL' ? draft.containerType || '20DRY' : '',
      // A seaport is no airport: the lane is chosen again when switching between sea and air.
      ...(crossesMode ? { pol: '', pod: '' } : {}),
    });
  };

  const focusFirstError = () =>
    setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    setFormError(null);
    const check = checkRateDraft(draft, language);
    if (!check.ok) {
      setErrors(check.fields);
      setFormError({ kind: 'input', message: t('rateForm.fixErrors') });
      focusFirstError();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSubmit(check.request);
    } catch (error) {
      const body = toErrorBody(error);
      if (body?.fields) {
        setErrors(body.fields);
        focusFirstError();
      }
      setFormError({ ...(body ? { code: body.code } : {}), message: errorText(error) });
    } finally {
      setSaving(false);
    }
  };

  const kind = draft.freightType === 'AIR' ? 'air' : 'sea';
  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={rate ? t('rateForm.editTitle') : t('rateForm.newTitle')}
    >
      <Stack gap="lg">
        <FormErrorAlert error={formError} language={language} />
        <Paper withBorder p="lg" component="section" aria-labelledby="rate-basics">
          <Title order={2} size="h4" id="rate-basics" mb="md">
            {t('rateForm.basics')}
          </Title>
          <Stack gap="md">
            <div>
              <Text size="sm" fw={500} id="rate-freight-type" mb={4}>
                {t('rateForm.freightType')}
              </Text>
              <SegmentedControl
                aria-labelledby="rate-freight-type"
                value={draft.freightType}
                onChange={(value) => changeType(value as FreightType)}
                data={FREIGHT_TYPES.map((type) => ({ value: type, label: t(`freightType.${type}`) }))}
                disabled={saving}
              />
            </div>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <LocationPicker
                label={t('location.pol')}
                value={draft.pol}
                kind={kind}
                onChange={(code) => set('pol', code)}
                error={errors.pol}
                required
              />
              <LocationPicker
                label={t('location.pod')}
                value={draft.pod}
                kind={kind}
                onChange={(code) => set('pod', code)}
                error={errors.pod}
                required
              />
              <TextInput
                label={t('rateForm.carrier')}
                required
                value={draft.carrier}
                onChange={(event) => set('carrier', event.currentTarget.value)}
                error={errors.carrier}
                disabled={saving}
              />
              <TextInput
                label={t('rateForm.transitDays')}
                required
                inputMode="numeric"
                rightSection={<Text size="sm">{t('quoteForm.transitDaysSuffix')}</Text>}
                value={draft.transitDays}
                onChange={(event) => set('transitDays', event.currentTarget.value)}
                error={errors.transitDays}
                disabled={saving}
              />
              <TextInput
                type="date"
                label={t('rateForm.validFrom')}
                required
                value={draft.validFrom}
                onChange={(event) => set('validFrom', event.currentTarget.value)}
                error={errors.validFrom}
                disabled={saving}
              />
              <TextInput
                type="date"
                label={t('rateForm.validTo')}
                required
                min={draft.validFrom || undefined}
                value={draft.validTo}
                onChange={(event) => set('validTo', event.currentTarget.value)}
                error={errors.validTo}
                disabled={saving}
              />
            </SimpleGrid>
          </Stack>
        </Paper>

        <Paper withBorder p="lg" component="section" aria-labelledby="rate-pricing">
          <Title order={2} size="h4" id="rate-pricing" mb="md">
            {t('rateForm.pricing')}
          </Title>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <CurrencyPicker
                label={t('rateForm.currency')}
                required
                value={draft.currency}
                onChange={(currency) => set('currency', currency)}
                error={errors.currency}
              />
              {draft.freightType === 'FCL' ? (
                <NativeSelect
                  label={t('rateForm.containerType')}
                  required
                  value={draft.containerType}
                  onChange={(event) => set('containerType', event.currentTarget.value as ContainerType)}
                  data={CONTAINER_TYPES.map((type) => ({ value: type, label: t(`containerType.${type}`) }))}
                  error={errors.containerType}
                  disabled={saving}
                />
              ) : null}
              {draft.freightType !== 'AIR' ? (
                <TextInput
                  label={draft.freightType === 'FCL' ? t('rateForm.priceFcl') : t('rateForm.priceLcl')}
                  description={draft.freightType === 'LCL' ? t('rateForm.priceLclHint') : undefined}
                  required
                  inputMode="decimal"
                  rightSection={<Text size="xs">{draft.currency}</Text>}
                  rightSectionWidth={48}
                  value={draft.price}
                  onChange={(event) => set('price', event.currentTarget.value)}
                  error={errors.price}
                  disabled={saving}
                />
              ) : null}
              <TextInput
                label={t('rateForm.minCharge')}
                description={t('rateForm.minChargeHint')}
                inputMode="decimal"
                rightSection={<Text size="xs">{draft.currency}</Text>}
                rightSectionWidth={48}
                value={draft.minCharge}
                onChange={(event) => set('minCharge', event.currentTarget.value)}
                error={errors.minCharge}
                disabled={saving}
              />
            </SimpleGrid>
            {draft.freightType === 'AIR' ? (
              <WeightBreaksEditor
                breaks={draft.weightBreaks}
                onChange={(weightBreaks) => set('weightBreaks', weightBreaks)}
                errors={errors}
                currency={draft.currency}
                disabled={saving}
              />
            ) : null}
            <LocalChargesEditor
              charges={draft.localCharges}
              freightType={draft.freightType}
              onChange={(localCharges) => set('localCharges', localCharges)}
              errors={errors}
              disabled={saving}
            />
          </Stack>
        </Paper>

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <SubmitButton loading={saving}>{rate ? t('rateForm.update') : t('rateForm.create')}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
