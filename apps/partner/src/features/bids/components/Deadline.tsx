import { useLanguage, useNow } from '@baro/client';
import { formatDateTime } from '@baro/core';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { timeLeft } from '../time-left.ts';

/** "1일 3시간 남음" until the deadline (then "마감됨"), over the deadline itself in Seoul time. */
export function Deadline({ deadline, now: fixedNow }: { deadline: string; now?: Date }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const ticking = useNow();
  const now = fixedNow ?? ticking;
  const left = timeLeft(deadline, now);
  const parts = [
    left.days > 0 ? t('bids.deadline.days', { count: left.days }) : null,
    left.days > 0 || left.hours > 0 ? t('bids.deadline.hours', { count: left.hours }) : null,
    left.days === 0 ? t('bids.deadline.minutes', { count: left.minutes }) : null,
  ].filter(Boolean);
  const urgent = !left.closed && left.days === 0 && left.hours < 3;
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600} c={left.closed ? 'dimmed' : urgent ? 'red.7' : undefined}>
        {left.closed ? t('bids.deadline.closed') : t('bids.deadline.left', { time: parts.join(' ') })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('bids.deadline.at', { date: formatDateTime(deadline, language) })}
      </Text>
    </Stack>
  );
}
