import type { TFunction } from 'i18next';

/**
 * What a throttled login says: "N초 후에" under a minute, "N분 후에" from a minute on (rounded up,
 * so the user never tries too early), or the general sentence when the wait is unknown.
 */
export function throttleMessage(seconds: number | null, t: TFunction): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return t('auth.login.throttled');
  if (seconds < 60) return t('auth.login.throttledForSeconds', { seconds: Math.ceil(seconds) });
  return t('auth.login.throttledFor', { minutes: Math.ceil(seconds / 60) });
}
