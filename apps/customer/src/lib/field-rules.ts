import { useLanguage } from '@baro/client';
import {
  FIELD_MESSAGES,
  isValidEmail,
  isValidPassword,
  isValidPhone,
  type Language,
  normalizeText,
} from '@baro/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A form rule: the message to show, or null when the value is fine. */
export type Rule<Value = string> = (value: Value) => string | null;

/**
 * The SPEC §5 field rules with their messages in `language`: the same sentences the server sends
 * (@baro/core FIELD_MESSAGES), so a message from the browser and one from the server read alike.
 * Text is normalised the way the server normalises it (full-width digits, zero-width spaces) before
 * it is checked.
 */
export function createFieldRules(language: Language, t: TFunction) {
  const messages = FIELD_MESSAGES[language];
  const blank = (value: string) => normalizeText(value) === '';
  return {
    required: ((value: string) => (blank(value) ? messages.required : null)) satisfies Rule,
    email: ((value: string) =>
      blank(value)
        ? messages.required
        : isValidEmail(value)
          ? null
          : messages.rules['rule.email']) satisfies Rule,
    password: ((value: string) =>
      value === ''
        ? messages.required
        : isValidPassword(value)
          ? null
          : messages.rules['rule.password']) satisfies Rule,
    phone: ((value: string) =>
      blank(value)
        ? messages.required
        : isValidPhone(value)
          ? null
          : messages.rules['rule.phone']) satisfies Rule,
    /** Required text of at most `max` characters (names, companies). */
    text:
      (max: number): Rule =>
      (value) => {
        if (blank(value)) return messages.required;
        const length = normalizeText(value).length;
        return length > max ? messages.textMax(max.toLocaleString(language), max) : null;
      },
    /** The confirmation of a password: required and equal to it. */
    confirmation:
      (password: () => string): Rule =>
      (value) =>
        value === '' ? messages.required : value === password() ? null : t('validation.passwordMismatch'),
    /** A consent box that must be ticked. */
    consent: ((value: boolean) =>
      value ? null : t('validation.agreeTermsRequired')) satisfies Rule<boolean>,
  };
}

export type FieldRules = ReturnType<typeof createFieldRules>;

/** {@link createFieldRules} in the current UI language. */
export function useFieldRules(): FieldRules {
  const { t } = useTranslation();
  const language = useLanguage();
  return useMemo(() => createFieldRules(language, t), [language, t]);
}

/** The parts of the SPEC §5 password rule, for a checklist that ticks as the user types. */
export interface PasswordChecks {
  readonly length: boolean;
  readonly letter: boolean;
  readonly digitOrSymbol: boolean;
}

export function checkPassword(value: string): PasswordChecks {
  const text = normalizeText(value);
  return {
    length: text.length >= 6 && text.length <= 20,
    letter: /[A-Za-z]/.test(text),
    digitOrSymbol: /[0-9!-/:-@[-`{-~]/.test(text),
  };
}
