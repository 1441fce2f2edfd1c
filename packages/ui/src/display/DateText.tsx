import { formatDateTime, formatDay, type Language, parseInstant } from '@baro/core';
import { useUiLanguage } from '../i18n/ui-language.tsx';

export interface DateTextProps {
  /** An instant (ISO 8601) or a Seoul calendar day (`YYYY-MM-DD`). */
  value: string | null | undefined;
  /** Adds the Seoul time (`14:05`). @default false */
  withTime?: boolean;
  /** Shown for no value. @default '—' */
  fallback?: string;
  language?: Language;
}

/**
 * A date as people read it in Baro, always in Seoul: `2026년 3월 4일 18:00` / `Mar 4, 2026 18:00`
 * (@baro/core's formatDate). A `<time>` with the machine-readable value.
 */
export function DateText({ value, withTime = false, fallback = '—', language }: DateTextProps) {
  const resolved = useUiLanguage(language);
  const text = value ? (withTime ? formatDateTime(value, resolved) : formatDay(value, resolved)) : '';
  if (!value || !text || !parseInstant(value)) return <>{fallback}</>;
  return <time dateTime={value}>{text}</time>;
}
