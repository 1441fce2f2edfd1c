import { toErrorBody, useErrorText, useLanguage } from '@baro/client';
import {
  type CreateWaveRequest,
  createWaveRequestSchema,
  DEFAULT_WAVE_MAX_ORDERS,
  MAX_WAVE_ORDERS,
  PARCEL_COMPANIES,
  PARCEL_COMPANY_CODES,
  toFieldErrors,
  WAVE_CUTOFFS,
  WAVE_ORDER_KINDS,
  type Wave,
} from '@baro/core';
import { type FormError, FormErrorAlert, notifySuccess, SubmitButton } from '@baro/ui';
import {
  Button,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWarehouses } from '../../../lib/get-floor-warehouses.ts';
import { useFloorUser } from '../../../lib/worker-user.ts';
import { useCreateWave } from '../api/create-wave.ts';
import { useWavePreview } from '../api/preview-wave.ts';

type Cutoff = (typeof WAVE_CUTOFFS)[number];
type Kind = (typeof WAVE_ORDER_KINDS)[number];

/** A fresh key per submission: a double click or a retry of one submission makes one wave. */
const newKey = () => `desk-wave-${crypto.randomUUID()}`;

/**
 * "New wave" (`POST /api/warehouse/waves`): by ship date (due today or any), order size (single,
 * multi, any), carrier and the most orders to take. A worker's wave is in their own warehouse;
 * staff choose the warehouse. The contract checks the fields first; "no order matches" and other
 * refusals are said above the form in the server's words.
 */
export function NewWaveModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (wave: Wave) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const user = useFloorUser();
  const isStaff = user.kind === 'staff';
  const warehouses = useWarehouses(isStaff && opened);
  const create = useCreateWave();
  const [warehouseId, setWarehouseId] = useState('');
  const [cutoff, setCutoff] = useState<Cutoff>('today');
  const [kind, setKind] = useState<Kind>('any');
  const [parcelCompany, setParcelCompany] = useState('');
  const [maxOrders, setMaxOrders] = useState<number | string>(DEFAULT_WAVE_MAX_ORDERS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<FormError | null>(null);
  const [key, setKey] = useState(newKey);
  const preview = useWavePreview(
    {
      cutoff,
      kind,
      maxOrders: typeof maxOrders === 'number' ? maxOrders : Number.NaN,
      ...(isStaff ? { warehouseId } : {}),
      ...(parcelCompany ? { parcelCompany: parcelCompany as CreateWaveRequest['parcelCompany'] } : {}),
    },
    opened && (!isStaff || warehouseId !== ''),
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    if (isStaff && !warehouseId) {
      setErrors({ warehouseId: t('waves.form.warehouseRequired') });
      return;
    }
    const request = {
      cutoff,
      kind,
      maxOrders: typeof maxOrders === 'number' ? maxOrders : Number.NaN,
      ...(isStaff ? { warehouseId } : {}),
      ...(parcelCompany ? { parcelCompany } : {}),
    } as CreateWaveRequest;
    const parsed = createWaveRequestSchema.safeParse(request);
    if (!parsed.success) {
      const fields = toFieldErrors(parsed.error, language, request);
      if (fields.maxOrders) fields.maxOrders = t('waves.form.maxOrdersInvalid');
      setErrors(fields);
      return;
    }
    setErrors({});
    try {
      const wave = await create.mutateAsync({ request, key });
      setKey(newKey());
      notifySuccess(t('waves.form.created', { waveNo: wave.waveNo }));
      onCreated(wave);
    } catch (error) {
      const body = toErrorBody(error);
      // A refusal applied nothing: the next submission may be decided afresh.
      setKey(newKey());
      if (body?.fields) setErrors(body.fields);
      setFormError({ ...(body ? { code: body.code } : {}), message: errorText(error) });
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('waves.form.title')} size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('waves.form.title')}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('waves.form.description')}
          </Text>
          <FormErrorAlert error={formError} language={language} />
          {isStaff ? (
            <NativeSelect
              label={t('waves.form.warehouse')}
              required
              value={warehouseId}
              onChange={(event) => setWarehouseId(event.currentTarget.value)}
              data={[
                { value: '', label: t('waves.form.warehousePlaceholder') },
                ...(warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.name} (${w.code})` })),
              ]}
              error={errors.warehouseId}
            />
          ) : null}
          <Stack gap={4}>
            <Text size="sm" fw={500} id="wave-cutoff-label">
              {t('waves.form.cutoff')}
            </Text>
            <SegmentedControl
              aria-labelledby="wave-cutoff-label"
              value={cutoff}
              onChange={(value) => setCutoff(value as Cutoff)}
              data={WAVE_CUTOFFS.map((value) => ({ value, label: t(`waves.cutoff.${value}`) }))}
            />
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="wave-kind-label">
              {t('waves.form.kind')}
            </Text>
            <SegmentedControl
              aria-labelledby="wave-kind-label"
              value={kind}
              onChange={(value) => setKind(value as Kind)}
              data={WAVE_ORDER_KINDS.map((value) => ({ value, label: t(`waves.kind.${value}`) }))}
            />
          </Stack>
          <Group grow align="flex-start">
            <NativeSelect
              label={t('waves.form.carrier')}
              value={parcelCompany}
              onChange={(event) => setParcelCompany(event.currentTarget.value)}
              data={[
                { value: '', label: t('waves.anyCarrier') },
                ...PARCEL_COMPANY_CODES.map((code) => ({
                  value: code,
                  label: language === 'ko' ? PARCEL_COMPANIES[code].nameKo : PARCEL_COMPANIES[code].nameEn,
                })),
              ]}
              error={errors.parcelCompany}
            />
            <NumberInput
              label={t('waves.form.maxOrders')}
              description={t('waves.form.maxOrdersHint')}
              value={maxOrders}
              onChange={setMaxOrders}
              min={1}
              max={MAX_WAVE_ORDERS}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              error={errors.maxOrders}
            />
          </Group>
          {preview.data ? (
            <Text size="sm" role="status" fw={500}>
              {t('waves.form.preview', {
                matching: t('waves.form.previewMatching', { count: preview.data.matching }),
                orders: t('waves.form.previewOrders', { count: preview.data.orders }),
              })}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <SubmitButton loading={create.isPending}>{t('waves.form.submit')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
