import { isLanguage, LANGUAGES, type Language } from '@baro/core';
import { SegmentedControl } from '@mantine/core';
import { useUiLabels } from '../i18n/ui-language.tsx';
import { LANGUAGE_NAMES, SHELL_LABELS } from './shell-labels.ts';

export interface LanguageSwitchProps {
  value: Language;
  onChange: (language: Language) => void;
  /** Accessible name of the group; defaults to "언어 선택" / "Language" in the current language. */
  label?: string;
  fullWidth?: boolean;
  size?: 'xs' | 'sm' | 'md';
}

const OPTIONS = LANGUAGES.map((language) => ({
  value: language,
  // `lang` lets a screen reader pronounce "English" in English inside a Korean page and vice versa.
  label: <span lang={language}>{LANGUAGE_NAMES[language]}</span>,
}));

/** Korean / English as a radio group: arrow keys move between the two, Tab leaves the group. */
export function LanguageSwitch({ value, onChange, label, fullWidth, size = 'xs' }: LanguageSwitchProps) {
  const text = useUiLabels(SHELL_LABELS, value);
  return (
    <SegmentedControl
      className="baro-language-switch"
      aria-label={label ?? text.language}
      data={OPTIONS}
      value={value}
      onChange={(next) => {
        if (isLanguage(next) && next !== value) onChange(next);
      }}
      fullWidth={fullWidth}
      size={size}
    />
  );
}
