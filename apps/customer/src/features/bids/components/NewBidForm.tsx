import { toErrorBody, useErrorText, useLanguage } from '@baro/client';
import { formatDate, MAX_BID_MEMO_LENGTH, toSeoulDateString } from '@baro/core';
import { type FormError, FormErrorAlert, notifyError, notifySuccess, SubmitButton } from '@baro/ui';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CargoRequestFields } from '../../../components/cargo/CargoRequestFields.tsx';
import { useFileUploads } from '../../../components/documents/use-file-uploads.ts';
import { CountedTextarea } from '../../../components/fields/CountedText.tsx';
import { liveSubmit, useLiveForm } from '../../../lib/forms.ts';
import { useSubmitAttempts } from '../../../lib/submit-attempts.ts';
import { hrefs } from '../../../paths.ts';
import { attachBidFiles } from '../api/attach-bid-files.ts';
import { useCreateBid } from '../api/create-bid.ts';
import {
  checkNewBid,
  initialNewBidValues,
  type NewBidValues,
  toCreateBidRequest,
  toFormErrors,
} from '../new-bid-form.ts';
import { PendingAttachments } from './PendingAttachments.tsx';

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
    dependents: { pol: ['pod'] },
    revalidateOn: language,
  });
  const { values } = form;

  const onSubmit = liveSubmit(form, async (current) => {
    if (uploads.busy) {
      setFormError({ kind: 'input', message: t('bids.form.waitForUploads') });
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
    notifySuccess(
      t('bids.form.created', {
        number: created.number,
        deadline: formatDate(created.deadline, language, true),
      }),
    );
    navigate(hrefs.bid(created.id));
  });

  const sending = createBid.isPending;
  return (
    <form onSubmit={onSubmit} noValidate aria-describedby={`${ids}-description`}>
      <Stack gap="lg">
        <Text id={`${ids}-description`} size="sm" c="dimmed">
          {t('bids.form.description')}
        </Text>
        <FormErrorAlert error={formError} language={language} />

        <FormSection title={t('bids.form.sections.cargo')}>
          <CargoRequestFields form={form} servicesPricedBy="partners" />
        </FormSection>

        <FormSection title={t('bids.form.sections.notes')}>
          <CountedTextarea
            label={t('bids.form.memo')}
            placeholder={t('bids.form.memoPlaceholder')}
            rows={3}
            resize="vertical"
            max={MAX_BID_MEMO_LENGTH}
            {...form.getInputProps('memo')}
            value={values.memo}
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
