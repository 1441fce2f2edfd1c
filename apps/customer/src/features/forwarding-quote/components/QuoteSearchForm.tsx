import { useErrorText, useLanguage } from '@baro/client';
import { seoulToday } from '@baro/core';
import { type FormError, FormErrorAlert, SubmitButton } from '@baro/ui';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CargoRequestFields } from '../../../components/cargo/CargoRequestFields.tsx';
import { liveSubmit, serverFieldErrors, useLiveForm } from '../../../lib/forms.ts';
import type { QuoteFormValues } from '../quote-search.ts';
import { isQuoteFormField, latestCargoReadyDate, validateQuoteForm } from '../quote-validation.ts';

export interface QuoteSearchFormProps {
  initialValues: QuoteFormValues;
  /** Runs the search; a rejection with the server's `fields` puts them on the fields. */
  onSearch: (values: QuoteFormValues) => Promise<unknown>;
  searching?: boolean;
  /** Offered while a result is shown: back to it without searching. */
  onCancel?: () => void;
  /**
   * Sends the form as soon as it opens (the landing's "견적 조회"): the search runs at once, or,
   * when something is missing (the packages of LCL and air), every message shows as after a
   * submit and the first field with one takes the focus.
   */
  submitOnOpen?: boolean;
}

/**
 * The instant-quote search: the cargo form it shares with the bid request (freight type, lane,
 * Incoterm, cargo-ready date, containers or packages with live measures, commodity, Baro's
 * services). Checked as the user goes with the search contract's own rules; the server's field
 * messages land on the same fields.
 */
export function QuoteSearchForm({
  initialValues,
  onSearch,
  searching = false,
  onCancel,
  submitOnOpen = false,
}: QuoteSearchFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const titleId = useId();
  const [formError, setFormError] = useState<FormError | null>(null);

  const form = useLiveForm<QuoteFormValues>({
    initialValues,
    validate: (values) =>
      validateQuoteForm(values, {
        language,
        today: seoulToday(),
        say: (problem) => t(`forwarding.quote.validation.${problem}`),
      }),
    dependents: { pol: ['pod'] },
    revalidateOn: language,
  });

  const onSubmit = liveSubmit(form, async (submitted) => {
    setFormError(null);
    try {
      await onSearch(submitted);
    } catch (error) {
      const fields = serverFieldErrors(error);
      const onForm = Object.fromEntries(Object.entries(fields).filter(([key]) => isQuoteFormField(key)));
      if (Object.keys(onForm).length > 0) form.setErrors({ ...form.errors, ...onForm });
      const elsewhere = Object.entries(fields).filter(([key]) => !isQuoteFormField(key));
      // Only the fields to fix: the form says so (no request to blame); anything else is the server's.
      setFormError(
        Object.keys(onForm).length > 0 && elsewhere.length === 0
          ? { kind: 'input', message: t('forwarding.quote.validation.checkFields') }
          : errorText(error),
      );
    }
  });

  const formRef = useRef<HTMLFormElement>(null);
  const submittedOnOpen = useRef(false);
  useEffect(() => {
    if (!submitOnOpen || submittedOnOpen.current) return;
    submittedOnOpen.current = true;
    formRef.current?.requestSubmit();
  }, [submitOnOpen]);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} className="quote-form">
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
        <Stack gap="lg">
          <Text id={titleId} fw={700} size="lg" component="h2">
            {t('forwarding.quote.form.title')}
          </Text>
          <CargoRequestFields form={form} latestCargoReadyDate={latestCargoReadyDate(seoulToday())} />
          <FormErrorAlert error={formError} language={language} />
          <Group gap="sm" className="quote-form__buttons">
            <SubmitButton size="md" loading={searching} className="quote-form__submit">
              {t('forwarding.quote.form.submit')}
            </SubmitButton>
            {onCancel ? (
              <Button size="md" variant="default" onClick={onCancel} disabled={searching}>
                {t('common.actions.cancel')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
