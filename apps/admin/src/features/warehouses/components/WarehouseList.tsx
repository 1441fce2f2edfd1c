import { useDocumentTitle } from '@baro/client';
import { EmptyState, LoadingState, PageContainer, QueryErrorState } from '@baro/ui';
import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWarehouses } from '../../../components/warehouses/get-warehouses.ts';
import { hrefs } from '../../../lib/paths.ts';

/** `/fulfillment/warehouses`: every warehouse with its address and daily cut-off (Seoul). */
export function WarehouseList() {
  const { t } = useTranslation();
  useDocumentTitle(t('warehouses.title'));
  const warehouses = useWarehouses();

  return (
    <PageContainer
      component="div"
      size="xl"
      title={t('warehouses.title')}
      description={t('warehouses.description')}
    >
      {warehouses.isPending ? (
        <LoadingState variant="skeleton" rows={3} />
      ) : warehouses.isError ? (
        <QueryErrorState query={warehouses} />
      ) : warehouses.data.length === 0 ? (
        <EmptyState title={t('warehouses.empty')} />
      ) : (
        <div className="baro-table-scroll">
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('warehouses.columns.name')}</Table.Th>
                <Table.Th>{t('warehouses.columns.code')}</Table.Th>
                <Table.Th>{t('warehouses.columns.address')}</Table.Th>
                <Table.Th>{t('warehouses.columns.cutOff')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {warehouses.data.map((warehouse) => (
                <Table.Tr key={warehouse.id}>
                  <Table.Td>
                    <Anchor component={Link} to={hrefs.warehouse(warehouse.id)} fw={600}>
                      {warehouse.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <code>{warehouse.code}</code>
                  </Table.Td>
                  <Table.Td>{warehouse.address ?? '—'}</Table.Td>
                  <Table.Td className="baro-nowrap">
                    {t('warehouses.cutOffAt', { time: warehouse.cutOffTime })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </PageContainer>
  );
}
