import { toErrorBody, useErrorText, useLanguage } from '@baro/client';
import {
  CONTAINER_TYPES,
  FREIGHT_TYPES,
  type FreightType,
  formatDate,
  INCOTERMS,
  MAX_BID_MEMO_LENGTH,
  MAX_PACKAGE_LINES,
  toSeoulDateString,
} from '@baro/core';
import {
  CurrencyPicker,
  type FormError,
  FormErrorAlert,
  LocationPicker,
  notifyError,
  notifySuccess,
  SubmitButton,
  TextField,
} from '@baro/ui';
import {
  Button,
  Checkbox,
  Group,
  Input,
  NativeSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFileUploads } from '../../../components/documents/use-file-uploads.ts';
import { liveSubmit, useLiveForm } from '../../../lib/forms.ts';
import { useSubmitAttempts } from '../../../lib/submit-attempts.ts';
import { hrefs } from '../../../paths.ts';
import { attachBidFiles } from '../api/attach-bid-files.ts';
import { useCreateBid } from '../api/create-bid.ts';
import {
  checkNewBid,
  emptyPackageLine,
  initialNewBidValues,
  type NewBidValues,
  toCreateBidRequest,
  toFormErrors,
} from '../new-bid-form.ts';
import { PendingAttachments } from './PendingAttachments.tsx';

const MAX_CONTAINER_LINES = CONTAINER_TYPES.length;
const PACKAGE_FIELDS = ['length', 'width', 'height', 'weight', 'quantity'] as const;
const SERVICES = ['customsClearance', 'insurance', 'inlandTransport'] as const;

/**
 * The full bid request (`POST /api/bid`): freight type, ports or airports, Incoterms, cargo-ready
 * day, containers (FCL) or packages (LCL, air), services, description, memo and documents.
 * The request contract checks the values as the user goes (the server's own messages). Each send
 * carries an `Idempotency-Key`: sending the same request again after a failure reuses it, so a
 * request that did reach the server is never made twice. Documents are uploaded when added and
 * bound to the bid, each with its type, once the bid exists.
 */
export function NewBidForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const createBid = useCreateBid();
  const attempts = useSubmitAttempts();
  const uploads = useFileUploads({ target: null });
  const [formError, setFormError] = useState<FormError | null>(null);
  const [failedOnce, setFailedOnce] = useState(false);
  const ids = useId();

  const form = useLiveForm<NewBidValues>({
    initialValues: initialNewBidValues(),
    validate: (values) => checkNewBid(values, language, toSeoulDateString(new Date())),
    dependents: { pol: ['pod'], freightType: ['pol', 'pod'] },
    revalidateOn: language,
  });
  const { values } = form;
  const air = values.freightType === 'AIR';
  const fcl = values.freightType === 'FCL';

  const changeFreightType = (next: FreightType) => {
    // Sea ports and airports are different places: switching to or from air clears the lane.
    if ((next === 'AIR') !== air) form.setValues({ pol: '', pod: '' });
    form.setFieldValue('freightType', next);
  };

  const onSubmit = liveSubmit(form, async (current) => {
    if (uploads.busy) {
      setFormError({ message: t('bids.form.waitForUploads') });
      return;
    }
    const body = toCreateBidRequest(current);
    const idempotencyKey = attempts.keyFor(body);
    setFormError(null);
    let created: Awaited<ReturnType<typeof createBid.mutateAsync>>;
    try {
      created = await createBid.mutateAsync({ body, idempotencyKey });
    } catch (error) {
      setFailedOnce(true);
      const failure = toErrorBody(error);
      const fields = failure?.fields ? toFormErrors(failure.fields) : {};
      // The server's messages under their fields (what no field shows stays in the alert's words).
      if (Object.keys(fields).length > 0) form.setErrors({ ...form.errors, ...fields });
      setFormError({ ...(failure ? { code: failure.code } : {}), message: errorText(error) });
      return;
    }
    attempts.succeeded();
    const stored = uploads.items.filter((item) => item.status === 'done' && item.key && !item.bound);
    if (stored.length > 0) {
      try {
        await attachBidFiles(
          created.id,
          stored.map((item) => ({ key: item.key as string, fileType: item.fileType })),
        );
        uploads.markBound(stored.map((item) => item.id));
      } catch {
        notifyError(t('bids.documents.bindFailed'));
      }
    }
    notifySuccess(t('bids.form.created', { deadline: formatDate(created.deadline, language, true) }));
    navigate(hrefs.bid(created.id));
  });

  const sending = createBid.isPending;
  const arrayError = (field: 'containers' | 'packages') => {
    const message = form.errors[field];
    return message ? (
      <Input.Error id={`${ids}-${field}-error`} role="alert">
        {message}
      </Input.Error>
    ) : null;
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-describedby={`${ids}-description`}>
      <Stack gap="lg">
        <Text id={`${ids}-description`} size="sm" c="dimmed">
          {t('bids.form.description')}
        </Text>
        <FormErrorAlert error={formError} language={language} />

        <FormSection title={t('bids.form.sections.route')}>
          <fieldset className="plain-fieldset">
            <Text component="legend" id={`${ids}-freight`} size="sm" fw={500} mb={4}>
              {t('bids.form.freightType')}
            </Text>
            <SegmentedControl
              fullWidth
              aria-labelledby={`${ids}-freight`}
              data={FREIGHT_TYPES.map((type) => ({ value: type, label: t(`bids.freightType.${type}`) }))}
              value={values.freightType}
              onChange={(next) => changeFreightType(next as FreightType)}
            />
          </fieldset>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <LocationPicker
              kind={air ? 'air' : 'sea'}
              label={air ? t('bids.form.polAir') : t('bids.form.pol')}
              required
              {...form.getInputProps('pol')}
              value={values.pol}
            />
            <LocationPicker
              kind={air ? 'air' : 'sea'}
              label={air ? t('bids.form.podAir') : t('bids.form.pod')}
              required
              {...form.getInputProps('pod')}
              value={values.pod}
            />
            <NativeSelect
              label={t('bids.form.incoterms')}
              description={t('bids.form.incotermsHint')}
              required
              data={INCOTERMS.map((term) => ({ value: term, label: term }))}
              {...form.getInputProps('incoterms')}
            />
            <TextField
              type="date"
              label={t('bids.form.cargoReadyDate')}
              required
              min={toSeoulDateString(new Date())}
              {...form.getInputProps('cargoReadyDate')}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title={t('bids.form.sections.cargo')}>
          {fcl ? (
            <Stack gap="sm" aria-describedby={form.errors.containers ? `${ids}-containers-error` : undefined}>
              <Text size="sm" fw={500}>
                {t('bids.form.containers')}
              </Text>
              {values.containers.map((_line, index) => (
                <fieldset
                  // biome-ignore lint/suspicious/noArrayIndexKey: form list rows are addressed by position
                  key={index}
                  className="plain-fieldset"
                >
                  <legend className="baro-visually-hidden">
                    {t('bids.form.containerLine', { index: index + 1 })}
                  </legend>
                  <Group align="flex-start" gap="sm" wrap="nowrap">
                    <NativeSelect
                      label={t('bids.form.containerType')}
                      data={CONTAINER_TYPES.map((type) => ({ value: type, label: type }))}
                      style={{ flex: '1 1 8rem' }}
                      {...form.getInputProps(`containers.${index}.type`)}
                    />
                    <NumberInput
                      label={t('bids.form.quantity')}
                      min={1}
                      max={999}
                      allowDecimal={false}
                      allowNegative={false}
                      style={{ flex: '1 1 6rem' }}
                      {...form.getInputProps(`containers.${index}.quantity`)}
                    />
                    {values.containers.length > 1 ? (
                      <Button
                        variant="subtle"
                        color="gray"
                        mt={24}
                        onClick={() => form.removeListItem('containers', index)}
                        aria-label={t('bids.form.removeContainer', { index: index + 1 })}
                      >
                        ✕
                      </Button>
                    ) : null}
                  </Group>
                </fieldset>
              ))}
              {arrayError('containers')}
              {values.containers.length < MAX_CONTAINER_LINES ? (
                <Button
                  variant="light"
                  size="xs"
                  style={{ alignSelf: 'flex-start' }}
                  onClick={() => {
                    const used = new Set(values.containers.map((line) => line.type));
                    const type = CONTAINER_TYPES.find((candidate) => !used.has(candidate)) ?? '20DRY';
                    form.insertListItem('containers', { type, quantity: 1 });
                  }}
                >
                  {t('bids.form.addContainer')}
                </Button>
              ) : null}
            </Stack>
          ) : (
            <Stack gap="sm">
              <div>
                <Text size="sm" fw={500}>
                  {t('bids.form.packages')}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('bids.form.packagesHint')}
                </Text>
              </div>
              {values.packages.map((_line, index) => (
                <fieldset
                  // biome-ignore lint/suspicious/noArrayIndexKey: form list rows are addressed by position
                  key={index}
                  className="plain-fieldset"
                >
                  <Text component="legend" size="xs" fw={600} c="dimmed" mb={4}>
                    {t('bids.form.packageLine', { index: index + 1 })}
                  </Text>
                  <SimpleGrid cols={{ base: 2, xs: 5 }} spacing="xs">
                    {PACKAGE_FIELDS.map((field) => (
                      <NumberInput
                        key={field}
                        label={t(`bids.form.${field === 'quantity' ? 'pieces' : field}`)}
                        min={field === 'quantity' ? 1 : 0}
                        allowNegative={false}
                        allowDecimal={field !== 'quantity'}
                        decimalScale={field === 'weight' ? 3 : field === 'quantity' ? 0 : 1}
                        {...form.getInputProps(`packages.${index}.${field}`)}
                      />
                    ))}
                  </SimpleGrid>
                  {values.packages.length > 1 ? (
                    <Group justify="flex-end" mt={4}>
                      <Button
                        variant="subtle"
                        color="gray"
                        size="compact-xs"
                        onClick={() => form.removeListItem('packages', index)}
                        aria-label={t('bids.form.removePackage', { index: index + 1 })}
                      >
                        {t('bids.documents.remove')}
                      </Button>
                    </Group>
                  ) : null}
                </fieldset>
              ))}
              {arrayError('packages')}
              {values.packages.length < MAX_PACKAGE_LINES ? (
                <Button
                  variant="light"
                  size="xs"
                  style={{ alignSelf: 'flex-start' }}
                  onClick={() => form.insertListItem('packages', emptyPackageLine())}
                >
                  {t('bids.form.addPackage')}
                </Button>
              ) : null}
            </Stack>
          )}
          <Textarea
            label={t('bids.form.cargoDescription')}
            placeholder={t('bids.form.cargoDescriptionPlaceholder')}
            rows={2}
            resize="vertical"
            maxLength={1000}
            {...form.getInputProps('cargoDescription')}
          />
        </FormSection>

        <FormSection title={t('bids.form.sections.services')}>
          <Stack gap="xs">
            {SERVICES.map((service) => (
              <Checkbox
                key={service}
                label={t(`bids.form.${service}`)}
                {...form.getInputProps(`services.${service}`, { type: 'checkbox' })}
              />
            ))}
          </Stack>
          {values.services.insurance ? (
            <Group align="flex-start" gap="sm" wrap="nowrap">
              <NumberInput
                label={t('bids.form.cargoValue')}
                description={t('bids.form.cargoValueHint')}
                min={0}
                allowNegative={false}
                decimalScale={2}
                thousandSeparator=","
                style={{ flex: '1 1 12rem' }}
                {...form.getInputProps('cargoValueAmount')}
              />
              <CurrencyPicker
                label={t('bids.form.currency')}
                description=" "
                style={{ flex: '0 1 7rem' }}
                {...form.getInputProps('cargoValueCurrency')}
                value={values.cargoValueCurrency}
              />
            </Group>
          ) : null}
        </FormSection>

        <FormSection title={t('bids.form.sections.notes')}>
          <Textarea
            label={t('bids.form.memo')}
            placeholder={t('bids.form.memoPlaceholder')}
            rows={3}
            resize="vertical"
            maxLength={MAX_BID_MEMO_LENGTH}
            {...form.getInputProps('memo')}
          />
          <PendingAttachments uploads={uploads} disabled={sending} />
        </FormSection>

        <Stack gap={4} align="flex-end">
          <SubmitButton size="md" loading={sending}>
            {t('bids.form.submit')}
          </SubmitButton>
          {failedOnce ? (
            <Text size="xs" c="dimmed">
              {t('bids.form.retryHint')}
            </Text>
          ) : null}
        </Stack>
      </Stack>
    </form>
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', xs: 'lg' }} aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
