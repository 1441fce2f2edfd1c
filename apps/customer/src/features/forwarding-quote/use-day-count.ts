import { useTranslation } from 'react-i18next';

/** "12일" / "12 days", "1 day": transit times in words. */
export function useDayCount(): (days: number) => string {
  const { t } = useTranslation();
  return (days) => (days === 1 ? t('forwarding.oneDay') : t('forwarding.days', { days }));
}
