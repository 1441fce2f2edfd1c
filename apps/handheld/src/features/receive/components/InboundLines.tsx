import type { Inbound } from '@baro/core';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * An inbound's lines with what is expected and what is received — the server's count plus what
 * this screen queued (`queued`, per SKU) — as the receive screen and its done state show them.
 */
export function InboundLines({
  inbound,
  queued,
}: {
  inbound: Inbound;
  queued: Readonly<Record<string, number>>;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} component="ul" className="count-lines">
      {inbound.items.map((item) => (
        <Group key={item.id} component="li" justify="space-between" wrap="nowrap">
          <Text fw={700} truncate="end">
            {item.name}
          </Text>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('receive.expected', {
              expected: item.expectedQuantity,
              received: item.receivedQuantity + (queued[item.id] ?? 0),
            })}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
