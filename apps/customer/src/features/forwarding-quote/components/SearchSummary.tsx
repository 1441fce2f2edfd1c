import { useLanguage } from '@baro/client';
import type { EstimateSearchResult } from '@baro/core';
import { formatDay, formatQuantity, placeLabel } from '@baro/core';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The cargo of a logged search in one line: `40' 하이큐브 × 2` or `4개 · 1,200 kg · 7.2 CBM`. */
export function useCargoSummary() {
  const { t } = useTranslation();
  return (result: Pick<EstimateSearchResult, 'freightType' | 'containers' | 'measures'>) =>
    result.freightType === 'FCL'
      ? result.containers
          .map((row) => `${t(`forwarding.containerTypes.${row.type}`)} × ${row.quantity}`)
          .join(', ')
      : t('forwarding.quote.measures.totals', {
          pieces: formatQuantity(result.measures.pieces),
          kg: formatQuantity(result.measures.actualKg),
          cbm: formatQuantity(result.measures.cbm),
        });
}

export interface SearchSummaryProps {
  result: EstimateSearchResult;
  onEdit: () => void;
}

/** The search a result answers, with the way back to the form. */
export function SearchSummary({ result, onEdit }: SearchSummaryProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const cargo = useCargoSummary();
  const services = (['customsClearance', 'insurance', 'inlandTransport'] as const).filter(
    (service) => result.services[service],
  );

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Text fw={700} component="h2" size="lg">
            {placeLabel(result.pol, language)} → {placeLabel(result.pod, language)}
          </Text>
          <Text size="sm" c="dimmed">
            {[
              t(`forwarding.freightTypes.${result.freightType}`),
              result.incoterms,
              t('forwarding.quote.summary.ready', { date: formatDay(result.cargoReadyDate, language) }),
              cargo(result),
            ].join(' · ')}
          </Text>
          {services.length > 0 ? (
            <Text size="sm" c="dimmed">
              {t('forwarding.quote.summary.services', {
                services: services.map((service) => t(`forwarding.services.${service}`)).join(', '),
              })}
            </Text>
          ) : null}
        </Stack>
        <Button variant="light" onClick={onEdit}>
          {t('forwarding.quote.summary.edit')}
        </Button>
      </Group>
    </Paper>
  );
}
