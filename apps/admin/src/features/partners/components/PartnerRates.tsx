import { useErrorText, useLanguage } from '@baro/client';
import {
  formatDay,
  formatNumber,
  formatUnitPrice,
  localChargeName,
  type PartnerRate,
  seoulToday,
} from '@baro/core';
import {
  ConfirmDialog,
  EmptyState,
  LoadingState,
  notifyError,
  notifySuccess,
  Pagination,
  QueryErrorState,
} from '@baro/ui';
import { Badge, Button, Group, Paper, SegmentedControl, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExpireRate } from '../api/expire-rate.ts';
import { usePartnerRates } from '../api/get-partner-rates.ts';

const PAGE_SIZE = 20;

/** The price of a rate: per container, per RT, or its weight breaks. */
function priceText(
  rate: PartnerRate,
  words: { perContainer: (container: string, price: string) => string; perRt: (price: string) => string },
  language: 'ko' | 'en',
): string {
  const price = (value: number) => formatUnitPrice(value, rate.currency, language);
  if (rate.freightType === 'FCL') return words.perContainer(rate.containerType ?? '', price(rate.price));
  if (rate.freightType === 'LCL') return words.perRt(price(rate.price));
  return rate.weightBreaks.map((wb) => `${formatNumber(wb.minKg)}kg+ ${price(wb.price)}`).join(' · ');
}

/**
 * A partner's rate table (read-only for staff): valid today or all, and expiring one — it stops
 * being offered to customers from today, while quotes already given keep their prices.
 */
export function PartnerRates({ partnerId }: { partnerId: string }) {
  const { t } = useTranslation();
  const priceWords = {
    perContainer: (container: string, price: string) => t('rates.perContainer', { container, price }),
    perRt: (price: string) => t('rates.perRt', { price }),
  };
  const language = useLanguage();
  const errorText = useErrorText();
  const today = seoulToday();
  const [scope, setScope] = useState<'valid' | 'all'>('valid');
  const [page, setPage] = useState(1);
  const rates = usePartnerRates({
    partnerId,
    page,
    size: PAGE_SIZE,
    ...(scope === 'valid' ? { validOn: today } : {}),
  });
  const expire = useExpireRate();
  const [confirming, setConfirming] = useState<PartnerRate | null>(null);

  const expireOne = async (rate: PartnerRate) => {
    try {
      await expire.mutateAsync(rate.id);
      notifySuccess(t('rates.expired', { lane: `${rate.pol} → ${rate.pod}` }));
    } catch (error) {
      notifyError(errorText(error));
    } finally {
      setConfirming(null);
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="partner-rates">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="partner-rates">
          {t('rates.title')}
        </Title>
        <SegmentedControl
          size="xs"
          value={scope}
          onChange={(value) => {
            setScope(value as 'valid' | 'all');
            setPage(1);
          }}
          data={[
            { value: 'valid', label: t('rates.validToday') },
            { value: 'all', label: t('rates.all') },
          ]}
          aria-label={t('rates.scope')}
        />
      </Group>
      {rates.isPending ? (
        <LoadingState variant="skeleton" rows={3} />
      ) : rates.isError ? (
        <QueryErrorState query={rates} />
      ) : rates.data.items.length === 0 ? (
        <EmptyState title={scope === 'valid' ? t('rates.emptyValid') : t('rates.empty')} />
      ) : (
        <>
          <div className="baro-table-scroll">
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('rates.columns.lane')}</Table.Th>
                  <Table.Th>{t('rates.columns.carrier')}</Table.Th>
                  <Table.Th>{t('rates.columns.price')}</Table.Th>
                  <Table.Th>{t('rates.columns.charges')}</Table.Th>
                  <Table.Th>{t('rates.columns.validity')}</Table.Th>
                  <Table.Th>
                    <span className="baro-visually-hidden">{t('rates.columns.actions')}</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rates.data.items.map((rate) => {
                  const ended = rate.validTo < today;
                  return (
                    <Table.Tr key={rate.id}>
                      <Table.Td>
                        <Badge variant="light" mr={6}>
                          {rate.freightType}
                        </Badge>
                        {rate.pol} → {rate.pod}
                      </Table.Td>
                      <Table.Td>
                        {rate.carrier}
                        <Text size="xs" c="dimmed">
                          {t('rates.transitDays', { count: rate.transitDays })}
                        </Text>
                      </Table.Td>
                      <Table.Td>{priceText(rate, priceWords, language)}</Table.Td>
                      <Table.Td>
                        <Text size="xs" data-testid="rate-charges">
                          {rate.localCharges.length === 0
                            ? '—'
                            : rate.localCharges
                                .map((charge) => localChargeName(charge)[language])
                                .join(' · ')}
                        </Text>
                      </Table.Td>
                      <Table.Td className="baro-nowrap">
                        {formatDay(rate.validFrom, language)} ~ {formatDay(rate.validTo, language)}
                        {ended ? (
                          <Badge color="gray" variant="light" ml={6}>
                            {t('rates.ended')}
                          </Badge>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        {ended ? null : (
                          <Button
                            size="compact-sm"
                            variant="light"
                            color="red"
                            onClick={() => setConfirming(rate)}
                            aria-label={t('rates.expireLabel', {
                              lane: `${rate.pol} → ${rate.pod}`,
                              carrier: rate.carrier,
                            })}
                          >
                            {t('rates.expire')}
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </div>
          <Pagination page={page} pageCount={rates.data.pageCount} onChange={setPage} hideWhenSinglePage />
        </>
      )}
      <ConfirmDialog
        opened={confirming !== null}
        title={t('rates.expireTitle')}
        message={
          confirming
            ? t('rates.expireBody', {
                lane: `${confirming.pol} → ${confirming.pod}`,
                carrier: confirming.carrier,
              })
            : ''
        }
        confirmLabel={t('rates.expire')}
        tone="danger"
        loading={expire.isPending}
        onConfirm={() => confirming && void expireOne(confirming)}
        onClose={() => setConfirming(null)}
        language={language}
      />
    </Paper>
  );
}
