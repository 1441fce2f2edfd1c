import { LANGUAGES, type Language } from '@baro/core';
import { useId } from 'react';
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

/**
 * Korean / English as a radio group: arrow keys move between the two, Tab leaves the group.
 * Native radios styled as a segmented control (styles.css) rather than Mantine's SegmentedControl,
 * whose floating indicator (about 3 kB gzipped) would be on every app's first page (ADR 0016).
 */
export function LanguageSwitch({ value, onChange, label, fullWidth, size = 'xs' }: LanguageSwitchProps) {
  const text = useUiLabels(SHELL_LABELS, value);
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={label ?? text.language}
      className="baro-language-switch"
      data-size={size}
      data-full-width={fullWidth || undefined}
    >
      {LANGUAGES.map((language) => (
        <label
          key={language}
          className="baro-language-switch__option"
          data-checked={language === value || undefined}
        >
          <input
            type="radio"
            className="baro-language-switch__input"
            name={name}
            value={language}
            checked={language === value}
            onChange={() => {
              if (language !== value) onChange(language);
            }}
          />
          {/* `lang` lets a screen reader pronounce "English" in English inside a Korean page and vice versa. */}
          <span lang={language}>{LANGUAGE_NAMES[language]}</span>
        </label>
      ))}
    </div>
  );
}
