import { FileCheckError, toErrorBody, useErrorText, useLanguage } from '@baro/client';
import {
  fulfillmentMessage,
  type InspectReturnRequest,
  inspectReturnRequestSchema,
  MAX_RETURN_PHOTOS,
  RETURN_OUTCOMES,
  type Return,
  type ReturnOutcome,
  toFieldErrors,
} from '@baro/core';
import {
  type FormError,
  FormErrorAlert,
  notifyError,
  notifySuccess,
  SubmitButton,
  TextField,
} from '@baro/ui';
import { Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileUploader } from '../../../lib/file-uploader.ts';
import { useInspectReturn } from '../api/return-steps.ts';
import { PHOTO_EXTENSIONS, PhotoPicker, type PickedPhoto } from './InspectionPhotos.tsx';

type Split = Record<ReturnOutcome, number>;

/**
 * Inspecting an arrived return (`POST …/inspect`): every returned unit gets an outcome — restock
 * (into a location, else the receiving area), quarantine or dispose — so each item's split must
 * add up to what came back (said before asking). A note goes with every line. Photos of each item
 * are uploaded as they are chosen (the file calls) and go with the item's first line, bound to its
 * inspection record by the inspection itself.
 */
export function InspectForm({ value }: { value: Return }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const inspect = useInspectReturn();
  const [splits, setSplits] = useState<Record<string, Split>>(() =>
    Object.fromEntries(
      value.items.map((item) => [item.id, { restock: item.quantity, quarantine: 0, dispose: 0 }]),
    ),
  );
  const [location, setLocation] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<FormError | null>(null);
  const [photos, setPhotos] = useState<Record<string, readonly PickedPhoto[]>>({});
  const [uploading, setUploading] = useState<string | null>(null);

  /** Uploads the chosen pictures of an item (up to the limit), keeping their keys and previews. */
  const pickPhotos = async (skuId: string, files: File[]) => {
    const room = MAX_RETURN_PHOTOS - (photos[skuId]?.length ?? 0);
    const chosen = files.slice(0, Math.max(0, room));
    if (files.length > chosen.length) notifyError(t('returns.photos.tooMany', { max: MAX_RETURN_PHOTOS }));
    if (chosen.length === 0) return;
    setUploading(skuId);
    try {
      const result = await fileUploader.upload(chosen, { accept: PHOTO_EXTENSIONS });
      const added = result.files.map((file) => ({
        key: file.key,
        name: file.fileName,
        preview: previewOf(chosen[file.index]),
      }));
      setPhotos((current) => ({ ...current, [skuId]: [...(current[skuId] ?? []), ...added] }));
    } catch (error) {
      notifyError(
        error instanceof FileCheckError
          ? t('returns.photos.notImage', { name: error.fileName })
          : errorText(error),
      );
    } finally {
      setUploading(null);
    }
  };
  const removePhoto = (skuId: string, key: string) =>
    setPhotos((current) => ({ ...current, [skuId]: (current[skuId] ?? []).filter((p) => p.key !== key) }));

  const setCount = (skuId: string, outcome: ReturnOutcome, count: number) =>
    setSplits((current) => ({ ...current, [skuId]: { ...(current[skuId] as Split), [outcome]: count } }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const wrong = value.items.filter((item) => {
      const split = splits[item.id] as Split;
      return split.restock + split.quarantine + split.dispose !== item.quantity;
    });
    if (wrong.length > 0) {
      setErrors(
        Object.fromEntries(wrong.map((item) => [item.id, fulfillmentMessage(language, 'inspectQuantity')])),
      );
      return;
    }
    const code = location.trim();
    const text = note.trim();
    const request: InspectReturnRequest = {
      lines: value.items.flatMap((item) => {
        const keys = (photos[item.id] ?? []).map((photo) => photo.key);
        return RETURN_OUTCOMES.filter((outcome) => (splits[item.id] as Split)[outcome] > 0).map(
          (outcome, index) => ({
            skuId: item.id,
            quantity: (splits[item.id] as Split)[outcome],
            outcome,
            ...(outcome === 'restock' && code ? { locationCode: code } : {}),
            ...(text ? { note: text } : {}),
            // The item's photos go with its first line (one inspection record keeps them).
            ...(index === 0 && keys.length > 0 ? { photoKeys: keys } : {}),
          }),
        );
      }),
    };
    const parsed = inspectReturnRequestSchema.safeParse(request);
    if (!parsed.success) {
      const fields = toFieldErrors(parsed.error, language, request);
      const locationError = Object.entries(fields).find(([key]) => key.endsWith('locationCode'))?.[1];
      const noteError = Object.entries(fields).find(([key]) => key.endsWith('note'))?.[1];
      setErrors({
        ...(locationError ? { location: locationError } : {}),
        ...(noteError ? { note: noteError } : {}),
      });
      return;
    }
    setErrors({});
    try {
      await inspect.mutateAsync({ id: value.id, request: parsed.data });
      notifySuccess(t('returns.inspected', { returnNo: value.returnNo }));
    } catch (error) {
      const body = toErrorBody(error);
      setFormError({ ...(body ? { code: body.code } : {}), message: errorText(error) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('returns.inspectTitle')}>
      <Stack gap="sm">
        <Text>{t('returns.inspectHint')}</Text>
        <FormErrorAlert error={formError} language={language} />
        <Table verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('returns.columns.sku')}</Table.Th>
              <Table.Th ta="right">{t('returns.columns.quantity')}</Table.Th>
              {RETURN_OUTCOMES.map((outcome) => (
                <Table.Th key={outcome} w={130}>
                  {t(`returns.outcome.${outcome}`)}
                </Table.Th>
              ))}
              <Table.Th>{t('returns.photos.title')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {value.items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>
                  {item.name}
                  <Text size="xs" c="dimmed">
                    <code>{item.barcode}</code>
                  </Text>
                  {errors[item.id] ? (
                    <Text size="sm" c="red.7" role="alert">
                      {errors[item.id]}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right" fw={700}>
                  {item.quantity.toLocaleString()}
                </Table.Td>
                {RETURN_OUTCOMES.map((outcome) => (
                  <Table.Td key={outcome}>
                    <NumberInput
                      aria-label={t('returns.countFor', {
                        name: item.name,
                        outcome: t(`returns.outcome.${outcome}`),
                      })}
                      size="xs"
                      min={0}
                      max={item.quantity}
                      allowDecimal={false}
                      allowNegative={false}
                      value={(splits[item.id] as Split)[outcome]}
                      onChange={(next) => setCount(item.id, outcome, toCount(next))}
                    />
                  </Table.Td>
                ))}
                <Table.Td>
                  <PhotoPicker
                    itemName={item.name}
                    photos={photos[item.id] ?? []}
                    max={MAX_RETURN_PHOTOS}
                    uploading={uploading === item.id}
                    onPick={(files) => void pickPhotos(item.id, files)}
                    onRemove={(key) => removePhoto(item.id, key)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group align="flex-start" gap="md" grow>
          <TextField
            label={t('returns.restockLocation')}
            description={t('returns.restockLocationHint')}
            placeholder="A-01-01-01-01"
            value={location}
            onChange={(event) => setLocation(event.currentTarget.value)}
            error={errors.location}
            autoComplete="off"
            maxLength={40}
          />
          <TextField
            label={t('returns.note')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={errors.note}
            maxLength={300}
          />
        </Group>
        <Group justify="flex-end">
          <SubmitButton loading={inspect.isPending} disabled={uploading !== null}>
            {t('returns.inspect')}
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}

/** A chosen file shown from the device before (and while) it is uploaded; null without object URLs. */
function previewOf(file: File | undefined): string | null {
  return file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/** NumberInput's value as a count: a number, or a numeric string while typing ('01'); else 0. */
function toCount(value: number | string): number {
  const count = typeof value === 'number' ? value : Number.parseInt(value, 10);
  return Number.isFinite(count) && count > 0 ? count : 0;
}
