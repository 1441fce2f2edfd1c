import { useDocumentTitle, useLanguage } from '@baro/client';
import { formatDateTime, type GroupSku } from '@baro/core';
import { TableScroll } from '@baro/ui';
import { Anchor, Button, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fulfillmentHrefs, fulfillmentPaths } from '../../../fulfillment-paths.ts';
import { useKitDetail } from '../api/get-kit.ts';
import { DetailStates } from './DetailStates.tsx';
import { Fact, Section } from './Parts.tsx';
import { ScreenHeader } from './ScreenHeader.tsx';
import '../fulfillment.css';

/**
 * One kit (SPEC §3 "group SKU detail", `GET /api/fulfillment/group/{groupSkuId}` through the
 * fulfillment slice): how many whole kits the stock makes, and each component's stock with how many
 * kits it alone allows — the scarcest one is marked.
 */
export function KitDetail({ groupSkuId }: { groupSkuId: string }) {
  const { t } = useTranslation();
  const detail = useKitDetail(groupSkuId);
  useDocumentTitle(detail.data?.name ?? t('fulfillment.documentTitle.kit'));
  if (!detail.data) {
    return (
      <DetailStates
        failureInfo={detail.failureInfo}
        onRetry={() => void detail.reload()}
        retrying={detail.loading}
        backHref={fulfillmentPaths.kits}
      />
    );
  }
  return <KitView kit={detail.data} />;
}

function KitView({ kit }: { kit: GroupSku }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const n = (value: number) => value.toLocaleString(i18n.language);
  const allows = (component: GroupSku['components'][number]) =>
    Math.floor(Math.max(0, component.stock.available) / component.quantity);
  const scarcest = Math.min(...kit.components.map(allows));
  return (
    <Stack gap="lg">
      <ScreenHeader
        title={kit.name}
        actions={
          <Button component={Link} to={fulfillmentPaths.kits} variant="subtle">
            {t('fulfillment.common.back')}
          </Button>
        }
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" component="dl" className="fulfillment-facts">
        <Fact label={t('fulfillment.kit.available')}>
          <Text span fz="xl" fw={700} c={kit.available === 0 ? 'red' : undefined}>
            {t('fulfillment.common.kitsCount', { count: kit.available })}
          </Text>
        </Fact>
        <Fact label={t('fulfillment.sku.createdAt')}>{formatDateTime(kit.createdAt, language)}</Fact>
        <Fact label={t('fulfillment.sku.updatedAt')}>{formatDateTime(kit.updatedAt, language)}</Fact>
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('fulfillment.kit.availableHint')}
      </Text>
      <Section title={t('fulfillment.kit.components')}>
        <TableScroll minWidth={560}>
          <Table striped className="fulfillment-table">
            <caption className="baro-visually-hidden">{t('fulfillment.kit.components')}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('fulfillment.sku.name')}</Table.Th>
                <Table.Th scope="col" className="fulfillment-num">
                  {t('fulfillment.kit.perKit')}
                </Table.Th>
                <Table.Th scope="col" className="fulfillment-num">
                  {t('fulfillment.stock.onHand')}
                </Table.Th>
                <Table.Th scope="col" className="fulfillment-num">
                  {t('fulfillment.stock.reserved')}
                </Table.Th>
                <Table.Th scope="col" className="fulfillment-num">
                  {t('fulfillment.stock.available')}
                </Table.Th>
                <Table.Th scope="col" className="fulfillment-num">
                  {t('fulfillment.kit.available')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {kit.components.map((component) => {
                const limiting = allows(component) === scarcest;
                return (
                  <Table.Tr key={component.skuId}>
                    <Table.Th scope="row" fw={400}>
                      <Anchor component={Link} to={fulfillmentHrefs.sku(component.skuId)}>
                        {component.name}
                      </Anchor>
                      <Text size="xs" c="dimmed" ff="monospace">
                        {component.barcode}
                      </Text>
                    </Table.Th>
                    <Table.Td className="fulfillment-num">{n(component.quantity)}</Table.Td>
                    <Table.Td className="fulfillment-num">{n(component.stock.onHand)}</Table.Td>
                    <Table.Td className="fulfillment-num">{n(component.stock.reserved)}</Table.Td>
                    <Table.Td className="fulfillment-num">{n(component.stock.available)}</Table.Td>
                    <Table.Td className="fulfillment-num" fw={limiting ? 700 : 400}>
                      {n(allows(component))}
                      {limiting ? (
                        <Text span size="xs" c="orange" ml={6}>
                          {t('fulfillment.kit.limiting')}
                        </Text>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </Section>
    </Stack>
  );
}
