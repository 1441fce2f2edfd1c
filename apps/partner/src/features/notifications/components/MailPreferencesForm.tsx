import { useDocumentTitle, useErrorText, useLanguage } from '@baro/client';
import { BID_REQUEST_MAIL_CHOICES, type BidRequestMailChoice, type PartnerMailPreferences } from '@baro/core';
import {
  type FormError,
  FormErrorAlert,
  LoadingState,
  notifySuccess,
  PageContainer,
  QueryErrorState,
  SubmitButton,
} from '@baro/ui';
import { Checkbox, Fieldset, Radio, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePartnerUser } from '../../../lib/partner-user.ts';
import { useMailPreferences, useSaveMailPreferences } from '../api/mail-preferences.ts';

/**
 * `/notifications`: which e-mails reach the signed-in admin (issue 18) — new bid requests on the
 * lanes their partner has rates on (the default), every request, or none; and whether their
 * quotes' results (won / lost) are e-mailed. Each admin's own choice; colleagues keep theirs.
 */
export function MailPreferencesForm() {
  const { t } = useTranslation();
  const user = usePartnerUser();
  useDocumentTitle(t('notifications.title'));
  const preferences = useMailPreferences();

  return (
    <PageContainer
      component="div"
      size="md"
      title={t('notifications.title')}
      description={t('notifications.description', { email: user.email })}
    >
      {preferences.isPending ? (
        <LoadingState variant="skeleton" rows={4} />
      ) : preferences.isError ? (
        <QueryErrorState query={preferences} />
      ) : (
        <PreferencesFields initial={preferences.data} />
      )}
    </PageContainer>
  );
}

function PreferencesFields({ initial }: { initial: PartnerMailPreferences }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const save = useSaveMailPreferences();
  const [values, setValues] = useState<PartnerMailPreferences>(initial);
  const [formError, setFormError] = useState<FormError | null>(null);
  const changed = values.bidRequests !== initial.bidRequests || values.bidResults !== initial.bidResults;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    try {
      await save.mutateAsync(values);
      notifySuccess(t('notifications.saved'));
    } catch (error) {
      setFormError({ message: errorText(error) });
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('notifications.title')}>
      <Stack gap="lg">
        <FormErrorAlert error={formError} language={language} />
        <Fieldset legend={t('notifications.bidRequests.legend')} variant="unstyled">
          <Radio.Group
            value={values.bidRequests}
            onChange={(next) =>
              setValues((current) => ({ ...current, bidRequests: next as BidRequestMailChoice }))
            }
            aria-label={t('notifications.bidRequests.legend')}
          >
            <Stack gap="sm" mt="xs">
              {BID_REQUEST_MAIL_CHOICES.map((choice) => (
                <Radio
                  key={choice}
                  value={choice}
                  label={t(`notifications.bidRequests.${choice}`)}
                  description={t(`notifications.bidRequests.${choice}Hint`)}
                />
              ))}
            </Stack>
          </Radio.Group>
        </Fieldset>
        <Fieldset legend={t('notifications.bidResults.legend')} variant="unstyled">
          <Checkbox
            mt="xs"
            checked={values.bidResults}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setValues((current) => ({ ...current, bidResults: checked }));
            }}
            label={t('notifications.bidResults.label')}
            description={t('notifications.bidResults.hint')}
          />
        </Fieldset>
        <Text size="sm" c="dimmed">
          {t('notifications.always')}
        </Text>
        <div>
          <SubmitButton loading={save.isPending} disabled={!changed}>
            {t('notifications.save')}
          </SubmitButton>
        </div>
      </Stack>
    </form>
  );
}
