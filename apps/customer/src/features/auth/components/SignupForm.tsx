import { getErrorText, toErrorBody, useErrorText, useLanguage } from '@baro/client';
import {
  type ArticleListItem,
  CUSTOMER_TYPES,
  type CustomerType,
  type ErrorBody,
  MAX_COMPANY_NAME_LENGTH,
  MAX_PERSON_NAME_LENGTH,
} from '@baro/core';
import {
  CheckboxField,
  EmailField,
  ErrorState,
  type FormError,
  FormErrorAlert,
  NewTabLink,
  notifySuccess,
  PhoneField,
  SubmitButton,
} from '@baro/ui';
import { Checkbox, Divider, Fieldset, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CountedTextField } from '../../../components/fields/CountedText.tsx';
import { NewPasswordFields } from '../../../components/NewPasswordFields.tsx';
import { useFieldRules } from '../../../lib/field-rules.ts';
import { applyServerFieldErrors, liveSubmit, useLiveForm } from '../../../lib/forms.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { session } from '../../../lib/session.ts';
import { hrefs, paths } from '../../../paths.ts';
import { login } from '../api/login.ts';
import { useSignup } from '../api/signup.ts';

/** A version of the terms as the consent names it (the support centre's terms list item). */
export type SignupTermsVersion = Pick<ArticleListItem, 'id' | 'terms'>;

/**
 * The terms of service and privacy policy in force, as a request the route hands over (the
 * support centre's terms list, issue 16): the consent records these versions.
 */
export interface SignupTermsRequest {
  data: { service: SignupTermsVersion | undefined; privacy: SignupTermsVersion | undefined } | undefined;
  status: string | undefined;
  failureInfo: ErrorBody | undefined;
  loading: boolean;
  retry: () => void;
}

export interface SignupFormProps {
  /** A checked same-origin path to go to after signing up; the my page when null. */
  backTo: string | null;
  terms: SignupTermsRequest;
}

type CustomerTypeChoice = CustomerType | 'none';

interface SignupValues extends Record<string, unknown> {
  email: string;
  password: string;
  passwordConfirm: string;
  name: string;
  company: string;
  phone: string;
  customerType: CustomerTypeChoice;
  agreeTerms: boolean;
  agreePrivacy: boolean;
}

const CUSTOMER_TYPE_CHOICES: readonly CustomerTypeChoice[] = [...CUSTOMER_TYPES, 'none'];

/** Limits of the sign-up contract (@baro/core signupRequestSchema). */
const NAME_MAX = MAX_PERSON_NAME_LENGTH;
const COMPANY_MAX = MAX_COMPANY_NAME_LENGTH;

/**
 * Sign-up with the SPEC §5 rules checked live, in the current language, with the server's words
 * (a field's message appears once it has been left, and then follows every keystroke; the
 * password checklist ticks from the first one). The server's own field messages land on the
 * fields. On success the new user is logged in and welcomed.
 */
export function SignupForm({ backTo, terms }: SignupFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rules = useFieldRules();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signup = useSignup();
  const [formError, setFormError] = useState<FormError | null>(null);
  const [loggingIn, setLoggingIn] = useState(false);

  const form = useLiveForm<SignupValues>({
    initialValues: {
      email: '',
      password: '',
      passwordConfirm: '',
      name: '',
      company: '',
      phone: '',
      customerType: 'none',
      agreeTerms: false,
      agreePrivacy: false,
    },
    validate: {
      email: rules.email,
      password: rules.password,
      passwordConfirm: (value, values) => rules.confirmation(() => values.password)(value),
      name: rules.text(NAME_MAX),
      company: rules.text(COMPANY_MAX),
      phone: rules.phone,
      agreeTerms: rules.consent,
      agreePrivacy: rules.consent,
    },
    dependents: { password: ['passwordConfirm'] },
    revalidateOn: language,
  });

  const onSubmit = liveSubmit(form, async (values) => {
    setFormError(null);
    const email = values.email.trim();
    // The versions shown are the ones accepted (the server records them): without the list the
    // person cannot know what they agree to, so the sign-up waits for it.
    if (terms.data === undefined) {
      setFormError({ kind: 'input', message: t('auth.signup.termsNeeded') });
      if (!terms.loading) terms.retry();
      return;
    }
    const accepted = [terms.data.service?.id, terms.data.privacy?.id].filter(
      (id): id is string => id !== undefined,
    );
    try {
      await signup.mutateAsync({
        email,
        password: values.password,
        name: values.name.trim(),
        company: values.company.trim(),
        phone: values.phone.trim(),
        customerType: values.customerType === 'none' ? null : values.customerType,
        agreeTerms: true,
        acceptedTerms: accepted,
        locale: language,
      });
    } catch (error) {
      const body = toErrorBody(error);
      if (body?.code === 'EMAIL_TAKEN') {
        form.setFieldError('email', t('auth.signup.emailTaken'));
        return;
      }
      if (body?.code === 'TERMS_VERSION_CHANGED') {
        // The terms changed while the form was open: show the new versions and ask again.
        form.setFieldValue('agreeTerms', false);
        form.setFieldValue('agreePrivacy', false);
        terms.retry();
        setFormError({ code: body.code, message: errorText(error) });
        return;
      }
      const { acceptedTerms: consentError, ...unmatched } = applyServerFieldErrors(form, error);
      // A version in force not accepted is the consent boxes' error.
      if (consentError) form.setFieldError('agreeTerms', consentError);
      const hasFieldErrors = body?.code === 'VALIDATION_FAILED' && Object.keys(unmatched).length === 0;
      if (!hasFieldErrors) setFormError({ ...(body ? { code: body.code } : {}), message: errorText(error) });
      return;
    }

    // The account exists: log in with what was just typed, as the user would.
    setLoggingIn(true);
    try {
      const { accessToken, refreshToken, user } = await login({ email, password: values.password });
      session.start({ accessToken, refreshToken }, { keep: false });
      queryClient.setQueryData(queryKeys.me.all, user);
      notifySuccess(t('auth.signup.welcome', { name: user.name }), { title: t('auth.signup.successTitle') });
      await navigate(backTo ?? paths.mypage, { replace: true });
    } catch {
      notifySuccess(t('auth.signup.success'));
      await navigate(hrefs.login(backTo), { replace: true });
    } finally {
      setLoggingIn(false);
    }
  });

  const allAgreed = form.values.agreeTerms && form.values.agreePrivacy;
  const agreeToAll = (checked: boolean) => {
    form.setFieldValue('agreeTerms', checked);
    form.setFieldValue('agreePrivacy', checked);
    if (checked) {
      form.clearFieldError('agreeTerms');
      form.clearFieldError('agreePrivacy');
    }
  };

  const customerTypeDescription = (type: CustomerTypeChoice) =>
    type === 'none' ? undefined : t(`customerType.description.${type}`);

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('auth.signup.title')}>
      <Stack gap="lg">
        <FormErrorAlert error={formError} language={language} />

        <Fieldset legend={t('auth.signup.accountSection')} variant="unstyled">
          <Stack gap="md">
            <EmailField
              label={t('fields.email')}
              placeholder={t('fields.emailPlaceholder')}
              required
              {...form.getInputProps('email')}
            />
            <NewPasswordFields
              passwordLabel={t('fields.password')}
              confirmLabel={t('fields.passwordConfirm')}
              password={form.getInputProps('password')}
              confirm={form.getInputProps('passwordConfirm')}
              language={language}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend={t('auth.signup.profileSection')} variant="unstyled">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <CountedTextField
                label={t('fields.name')}
                placeholder={t('fields.namePlaceholder')}
                required
                autoComplete="name"
                max={NAME_MAX}
                {...form.getInputProps('name')}
                value={form.values.name}
              />
              <PhoneField label={t('fields.phone')} required {...form.getInputProps('phone')} />
            </SimpleGrid>
            <CountedTextField
              label={t('fields.company')}
              placeholder={t('fields.companyPlaceholder')}
              required
              autoComplete="organization"
              max={COMPANY_MAX}
              {...form.getInputProps('company')}
              value={form.values.company}
            />
            <Radio.Group
              label={t('customerType.label')}
              description={t('customerType.hint')}
              {...form.getInputProps('customerType')}
            >
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
                {CUSTOMER_TYPE_CHOICES.map((type) => (
                  <Radio.Card key={type} value={type} radius="md" p="sm" className="choice-card">
                    <Radio.Indicator className="choice-card__indicator" />
                    <div>
                      <Text fw={600} size="sm">
                        {t(`customerType.${type}`)}
                      </Text>
                      {customerTypeDescription(type) ? (
                        <Text size="xs" c="dimmed">
                          {customerTypeDescription(type)}
                        </Text>
                      ) : null}
                    </div>
                  </Radio.Card>
                ))}
              </SimpleGrid>
            </Radio.Group>
          </Stack>
        </Fieldset>

        <Fieldset legend={t('auth.signup.termsSection')} variant="unstyled">
          <Stack gap="sm">
            <Checkbox
              label={t('auth.signup.agreeAll')}
              checked={allAgreed}
              indeterminate={!allAgreed && (form.values.agreeTerms || form.values.agreePrivacy)}
              onChange={(event) => agreeToAll(event.currentTarget.checked)}
              fw={600}
            />
            <Divider />
            <ConsentRow
              label={t('auth.signup.agreeTerms')}
              version={terms.data?.service}
              href={paths.terms}
              linkText={t('auth.signup.viewService')}
              inputProps={form.getInputProps('agreeTerms', { type: 'checkbox' })}
            />
            <ConsentRow
              label={t('auth.signup.agreePrivacy')}
              version={terms.data?.privacy}
              href={paths.privacy}
              linkText={t('auth.signup.viewPrivacy')}
              inputProps={form.getInputProps('agreePrivacy', { type: 'checkbox' })}
            />
            {terms.status === 'FAILURE' && !terms.loading ? (
              <ErrorState
                title={t('auth.signup.termsFailed')}
                message={`${getErrorText(terms.failureInfo, language)} ${t('auth.signup.termsFailedHint')}`}
                onRetry={terms.retry}
                headingOrder={3}
                language={language}
              />
            ) : terms.data === undefined ? (
              <Text size="sm" c="dimmed" role="status">
                {t('auth.signup.termsLoading')}
              </Text>
            ) : null}
            <Text size="sm" c="dimmed">
              {t('auth.signup.teamNotice')}
            </Text>
          </Stack>
        </Fieldset>

        <SubmitButton loading={signup.isPending || loggingIn} fullWidth size="md">
          {t('auth.signup.submit')}
        </SubmitButton>
      </Stack>
    </form>
  );
}

/**
 * A required consent naming the version in force, with the full text a new tab away. The link sits
 * under the label (not beside it) and the version never breaks inside, so at 375 px the row is a
 * label that wraps between words, its version on a line of its own when it must, and the link.
 */
function ConsentRow({
  label,
  version,
  href,
  linkText,
  inputProps,
}: {
  label: string;
  version: SignupTermsVersion | undefined;
  href: string;
  linkText: string;
  inputProps: GetInputPropsReturnType;
}) {
  const { t } = useTranslation();
  const terms = version?.terms;
  return (
    <Stack gap={2} className="consent-row">
      <CheckboxField
        label={
          terms ? (
            <>
              {label}{' '}
              <Text span size="xs" c="dimmed" className="baro-nowrap" data-consent-version>
                {t('auth.signup.termsVersion', { version: terms.versionLabel, day: terms.effectiveOn })}
              </Text>
            </>
          ) : (
            label
          )
        }
        required
        {...inputProps}
      />
      {/* Under the label, where the checkbox's width and the label's offset end (1.25 + 0.75 rem). */}
      <NewTabLink href={href} size="sm" ml="2rem" w="fit-content">
        {linkText}
      </NewTabLink>
    </Stack>
  );
}
