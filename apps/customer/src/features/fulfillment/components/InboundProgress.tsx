import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** How much of an inbound has been received, as words and a bar (capped at 100 % when over). */
export function InboundProgress({ received, expected }: { received: number; expected: number }) {
  const { t, i18n } = useTranslation();
  const percent = expected > 0 ? Math.min(100, Math.round((received / expected) * 100)) : 0;
  const text = t('fulfillment.inbound.progress', {
    received: received.toLocaleString(i18n.language),
    expected: expected.toLocaleString(i18n.language),
  });
  return (
    <Stack gap={4} style={{ minWidth: '10rem' }}>
      <Text size="xs" c="dimmed">
        {text}
      </Text>
      <Progress
        value={percent}
        aria-label={t('fulfillment.inbound.progressLabel')}
        aria-valuetext={text}
        size="sm"
      />
    </Stack>
  );
}
