import { useDocumentTitle, useErrorText, useLanguage } from '@baro/client';
import { formatDateTime, type GroupSku } from '@baro/core';
import { ConfirmDialog, notifyError, notifySuccess, TableScroll } from '@baro/ui';
import { Alert, Anchor, Badge, Button, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fulfillmentHrefs, fulfillmentPaths } from '../../../fulfillment-paths.ts';
import { useKitDetail } from '../api/get-kit.ts';
import { useWithdrawKit } from '../api/withdraw-kit.ts';
import { DetailStates } from './DetailStates.tsx';
import { Fact, Section } from './Parts.tsx';
import { ScreenHeader } from './ScreenHeader.tsx';
import '../fulfillment.css';

/**
 * One kit (SPEC §3 "group SKU detail", `GET /api/fulfillment/group/{groupSkuId}` through the
 * fulfillment slice): how many whole kits the stock makes, and each component's stock with how many
 * kits it alone allows — the scarcest one is marked. A kit in use can be edited, or withdrawn after a
 * confirmation (`POST …/withdraw`); a withdrawn one says so and offers neither.
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
  return <KitView kit={detail.data} reload={detail.reload} />;
}

function KitView({ kit, reload }: { kit: GroupSku; reload: () => Promise<unknown> }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const withdraw = useWithdrawKit();
  const [confirming, setConfirming] = useState(false);
  const active = kit.status === 'active';
  const confirmWithdraw = async () => {
    try {
      await withdraw.mutateAsync(kit.id);
      notifySuccess(t('fulfillment.kit.withdrawDone'));
      await reload();
    } catch (error) {
      notifyError(errorText(error));
    } finally {
      setConfirming(false);
    }
  };
  const n = (value: number) => value.toLocaleString(i18n.language);
  const allows = (component: GroupSku['components'][number]) =>
    Math.floor(Math.max(0, component.stock.available) / component.quantity);
  const scarcest = Math.min(...kit.components.map(allows));
  return (
    <Stack gap="lg">
      <ScreenHeader
        title={kit.name}
        badge={
          <Badge color={active ? 'teal' : 'gray'} variant={active ? 'light' : 'outline'}>
            {t(`fulfillment.kit.status.${kit.status}`)}
          </Badge>
        }
        actions={
          <>
            {active ? (
              <>
                <Button component={Link} to={fulfillmentHrefs.kitEdit(kit.id)} variant="light">
                  {t('fulfillment.kit.edit')}
                </Button>
                <Button color="red" variant="light" onClick={() => setConfirming(true)}>
                  {t('fulfillment.kit.withdraw')}
                </Button>
              </>
            ) : null}
            <Button component={Link} to={fulfillmentPaths.kits} variant="subtle">
              {t('fulfillment.common.back')}
            </Button>
          </>
        }
      />
      {kit.withdrawnAt ? (
        <Alert color="gray" variant="light">
          {t('fulfillment.kit.withdrawnNote')}
        </Alert>
      ) : null}
      <SimpleGrid
        cols={{ base: 1, xs: kit.withdrawnAt ? 2 : 3, md: kit.withdrawnAt ? 4 : 3 }}
        spacing="sm"
        component="dl"
        className="fulfillment-facts"
      >
        <Fact label={t('fulfillment.kit.available')}>
          <Text span fz="xl" fw={700} c={kit.available === 0 ? 'red' : undefined}>
            {t('fulfillment.common.kitsCount', { count: kit.available })}
          </Text>
        </Fact>
        <Fact label={t('fulfillment.sku.createdAt')}>{formatDateTime(kit.createdAt, language)}</Fact>
        <Fact label={t('fulfillment.sku.updatedAt')}>{formatDateTime(kit.updatedAt, language)}</Fact>
        {kit.withdrawnAt ? (
          <Fact label={t('fulfillment.kit.withdrawnAt')}>{formatDateTime(kit.withdrawnAt, language)}</Fact>
        ) : null}
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
      <ConfirmDialog
        opened={confirming}
        title={t('fulfillment.kit.withdrawTitle', { name: kit.name })}
        message={t('fulfillment.kit.withdrawBody')}
        confirmLabel={t('fulfillment.kit.withdraw')}
        tone="danger"
        loading={withdraw.isPending}
        onConfirm={() => void confirmWithdraw()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
