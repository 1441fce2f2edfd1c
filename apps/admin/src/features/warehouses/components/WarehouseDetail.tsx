import { useDocumentTitle } from '@baro/client';
import { EmptyState, LoadingState, PageContainer, QueryErrorState } from '@baro/ui';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWarehouses } from '../../../components/warehouses/get-warehouses.ts';
import { hrefs, paths } from '../../../lib/paths.ts';
import { LocationsPanel } from './LocationsPanel.tsx';
import { WarehouseForm } from './WarehouseForm.tsx';

/** `/fulfillment/warehouses/{id}`: the warehouse's name, address and cut-off, and its locations. */
export function WarehouseDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const warehouses = useWarehouses();
  const warehouse = warehouses.data?.find((each) => each.id === id);
  useDocumentTitle(warehouse?.name ?? t('warehouses.title'));

  if (warehouses.isPending) return <LoadingState />;
  if (warehouses.isError) return <QueryErrorState query={warehouses} />;
  if (!warehouse) {
    return (
      <PageContainer component="div" size="xl" title={t('warehouses.title')}>
        <EmptyState
          title={t('warehouses.notFound')}
          action={
            <Anchor component={Link} to={paths.warehouses}>
              {t('common.back')}
            </Anchor>
          }
        />
      </PageContainer>
    );
  }

  return (
    <PageContainer
      component="div"
      size="xl"
      title={`${warehouse.name} (${warehouse.code})`}
      actions={
        <Group gap="sm">
          <Anchor component={Link} to={paths.warehouses}>
            ← {t('common.back')}
          </Anchor>
          <Button component={Link} to={hrefs.auditOf(warehouse.id)} variant="default">
            {t('warehouses.history')}
          </Button>
        </Group>
      }
    >
      <Stack gap="lg">
        <WarehouseForm key={JSON.stringify(warehouse)} warehouse={warehouse} />
        <LocationsPanel warehouseId={warehouse.id} />
      </Stack>
    </PageContainer>
  );
}
