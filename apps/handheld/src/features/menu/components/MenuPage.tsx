import { useDocumentTitle } from '@baro/client';
import { Alert, Badge, Button, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getWarehouses } from '../../../lib/floor-reads.ts';
import { chooseWarehouse, useWorkWarehouse } from '../../../lib/floor-user.ts';
import { paths } from '../../../lib/paths.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useQueueSnapshot } from '../../../lib/queue/queue.ts';

const TASKS = [
  { to: paths.receive, key: 'receive' },
  { to: paths.move, key: 'move' },
  { to: paths.count, key: 'count' },
  { to: paths.pick, key: 'pick' },
] as const;

/** Staff choose the warehouse they work in (kept on the device); workers never see this. */
function WarehouseChoice() {
  const { t } = useTranslation();
  const { warehouse } = useWorkWarehouse();
  const warehouses = useQuery({
    queryKey: queryKeys.warehouses.all,
    queryFn: ({ signal }) => getWarehouses(signal),
  });
  if (warehouses.isError) {
    return (
      <Alert color="red" role="alert">
        {t('menu.warehousesFailed')}
      </Alert>
    );
  }
  return (
    <Select
      label={t('menu.warehouse')}
      description={warehouse ? undefined : t('menu.chooseWarehouse')}
      size="lg"
      data={(warehouses.data ?? []).map((w) => ({ value: w.id, label: w.name }))}
      value={warehouse?.id ?? null}
      onChange={(id) => {
        const chosen = warehouses.data?.find((w) => w.id === id);
        chooseWarehouse(chosen ? { id: chosen.id, name: chosen.name } : null);
      }}
      disabled={warehouses.isPending}
      allowDeselect={false}
    />
  );
}

/**
 * The handheld's home (issue 15): one large button per task, and the send queue with how many scans
 * wait to be sent or checked. Staff first choose their warehouse.
 */
export function MenuPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('menu.title'));
  const { warehouse, staff } = useWorkWarehouse();
  const { pending, parked } = useQueueSnapshot();
  const ready = warehouse !== null;
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('menu.title')}
      </Title>
      {staff ? <WarehouseChoice /> : null}
      <Stack gap="sm" component="nav" aria-label={t('menu.title')}>
        {TASKS.map((task) => {
          const words = (
            <Stack key={task.key} gap={2} align="flex-start">
              <span>{t(`menu.${task.key}`)}</span>
              <Text size="sm" c="inherit" opacity={0.85} fw={400}>
                {t(`menu.${task.key}Hint`)}
              </Text>
            </Stack>
          );
          return ready ? (
            <Button
              key={task.key}
              component={Link}
              to={task.to}
              size="xl"
              h={88}
              fullWidth
              className="task-button"
            >
              {words}
            </Button>
          ) : (
            <Button key={task.key} size="xl" h={88} fullWidth disabled className="task-button">
              {words}
            </Button>
          );
        })}
        <Button
          component={Link}
          to={paths.queue}
          size="xl"
          h={72}
          fullWidth
          variant={parked.length > 0 ? 'filled' : 'default'}
          color={parked.length > 0 ? 'red' : undefined}
          rightSection={
            pending.length + parked.length > 0 ? (
              <Badge
                size="lg"
                color={parked.length > 0 ? 'white' : 'blue'}
                c={parked.length > 0 ? 'red' : undefined}
              >
                {pending.length + parked.length}
              </Badge>
            ) : null
          }
        >
          {t('menu.queue')}
        </Button>
      </Stack>
    </Stack>
  );
}
