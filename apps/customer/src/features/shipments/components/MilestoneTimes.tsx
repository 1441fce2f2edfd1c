import { useLanguage } from '@baro/client';
import { formatDateTime, type MilestoneTimes as Times } from '@baro/core';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Departure or arrival in one line, Seoul time: the actual time once there is one (ATD/ATA),
 * else the planned one (ETD/ETA), else "미정".
 */
export function MilestoneTimes({ times, kind }: { times: Times; kind: 'departure' | 'arrival' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [estimated, actual] = kind === 'departure' ? (['etd', 'atd'] as const) : (['eta', 'ata'] as const);
  if (times.actualAt) {
    return (
      <Text size="sm">
        {t('bids.shipments.timeAt', {
          label: t(`bids.shipments.${actual}`),
          time: formatDateTime(times.actualAt, language),
        })}
      </Text>
    );
  }
  return (
    <Text size="sm" c={times.plannedAt ? undefined : 'dimmed'}>
      {t('bids.shipments.timeAt', {
        label: t(`bids.shipments.${estimated}`),
        time: times.plannedAt ? formatDateTime(times.plannedAt, language) : t('bids.shipments.undecided'),
      })}
    </Text>
  );
}
