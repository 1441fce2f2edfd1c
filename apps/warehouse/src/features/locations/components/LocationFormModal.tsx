import { toErrorBody, useErrorText, useLanguage } from '@baro/client';
import {
  createWarehouseLocationRequestSchema,
  toFieldErrors,
  updateWarehouseLocationRequestSchema,
  WAREHOUSE_LOCATION_KINDS,
  type WarehouseLocation,
  type WarehouseLocationKind,
} from '@baro/core';
import { type FormError, FormErrorAlert, notifySuccess, SubmitButton } from '@baro/ui';
import { Alert, Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWarehouses } from '../../../lib/get-floor-warehouses.ts';
import { useFloorUser } from '../../../lib/worker-user.ts';
import { useCreateLocation, useUpdateLocation } from '../api/change-location.ts';

export interface LocationFormModalProps {
  opened: boolean;
  /** The location to change; none to add one. */
  location?: WarehouseLocation | undefined;
  /** Staff: the warehouse chosen in the list, offered first. */
  warehouseId?: string;
  onClose: () => void;
}

/**
 * Adding a location (code zone-aisle-rack-level-bin and kind; staff choose the warehouse) or
 * changing one's code or kind — the kind only while it holds no stock, which the form says before
 * the server would. The contract checks the fields first; the server's refusals (a code taken,
 * stock there) are said beside the field or above the form.
 */
export function LocationFormModal({
  opened,
  location,
  warehouseId: chosen = '',
  onClose,
}: LocationFormModalProps) {
  const { t } = useTranslation();
  const title = location
    ? t('locations.form.editTitle', { code: location.code })
    : t('locations.form.addTitle');
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="md">
      {opened ? <LocationForm location={location} chosen={chosen} title={title} onDone={onClose} /> : null}
    </Modal>
  );
}

function LocationForm({
  location,
  chosen,
  title,
  onDone,
}: {
  location: WarehouseLocation | undefined;
  chosen: string;
  title: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const user = useFloorUser();
  const isStaff = user.kind === 'staff' && !location;
  const warehouses = useWarehouses(isStaff);
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const [code, setCode] = useState(location?.code ?? '');
  const [kind, setKind] = useState<WarehouseLocationKind>(location?.kind ?? 'storage');
  const [warehouseId, setWarehouseId] = useState(chosen);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<FormError | null>(null);
  const holdsStock = location !== undefined && (location.stock.onHand !== 0 || location.stock.reserved !== 0);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    try {
      if (location) {
        const request = {
          ...(code.trim().toUpperCase() !== location.code ? { code } : {}),
          ...(kind !== location.kind ? { kind } : {}),
        };
        const parsed = updateWarehouseLocationRequestSchema.safeParse(request);
        if (!parsed.success) return setErrors(toFieldErrors(parsed.error, language, request));
        const saved = await update.mutateAsync({ id: location.id, request: parsed.data });
        notifySuccess(t('locations.form.saved', { code: saved.code }));
      } else {
        if (isStaff && !warehouseId) return setErrors({ warehouseId: t('locations.form.warehouseRequired') });
        const request = { code, kind, ...(isStaff ? { warehouseId } : {}) };
        const parsed = createWarehouseLocationRequestSchema.safeParse(request);
        if (!parsed.success) return setErrors(toFieldErrors(parsed.error, language, request));
        const saved = await create.mutateAsync(parsed.data);
        notifySuccess(t('locations.form.added', { code: saved.code }));
      }
      onDone();
    } catch (error) {
      const body = toErrorBody(error);
      if (body?.code === 'CONFLICT') return setErrors({ code: t('locations.form.codeTaken') });
      if (body?.fields) setErrors(body.fields);
      setFormError({ ...(body ? { code: body.code } : {}), message: errorText(error) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Stack gap="md">
        <FormErrorAlert error={formError} language={language} />
        {isStaff ? (
          <NativeSelect
            label={t('locations.form.warehouse')}
            required
            value={warehouseId}
            onChange={(event) => {
              setWarehouseId(event.currentTarget.value);
              setErrors(({ warehouseId: _removed, ...rest }) => rest);
            }}
            data={[
              { value: '', label: t('locations.form.warehousePlaceholder') },
              ...(warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.name} (${w.code})` })),
            ]}
            error={errors.warehouseId}
          />
        ) : null}
        <TextInput
          label={t('locations.form.code')}
          description={t('locations.form.codeHint')}
          required
          data-autofocus
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setErrors(({ code: _removed, ...rest }) => rest);
          }}
          error={errors.code}
        />
        <NativeSelect
          label={t('locations.form.kind')}
          value={kind}
          disabled={holdsStock}
          description={holdsStock ? t('locations.form.kindLocked') : undefined}
          onChange={(event) => setKind(event.currentTarget.value as WarehouseLocationKind)}
          data={WAREHOUSE_LOCATION_KINDS.map((value) => ({ value, label: t(`stock.kind.${value}`) }))}
          error={errors.kind}
        />
        {location ? (
          <Alert color="blue" variant="light">
            {t('locations.form.renameNote')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <SubmitButton loading={create.isPending || update.isPending}>
            {location ? t('locations.form.save') : t('locations.form.add')}
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
