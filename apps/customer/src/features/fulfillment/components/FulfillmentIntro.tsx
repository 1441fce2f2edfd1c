import { useDocumentTitle, useLanguage } from '@baro/client';
import { DEFAULT_CUT_OFF_TIME, FULFILLMENT_EXAMPLE_TARIFF, formatDay, formatMoney } from '@baro/core';
import { PageContainer, TableScroll } from '@baro/ui';
import { Button, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHasSession } from '../../../lib/session.ts';
import { hrefs, paths } from '../../../paths.ts';
import { ApplicationPanel } from './ApplicationPanel.tsx';
import '../fulfillment.css';

const STEPS = ['apply', 'skus', 'inbound', 'orders', 'returns'] as const;

/**
 * `/fulfillment`: what the service is (how it works, starting prices) and, for a member, the
 * team's application — the form, or where it stands; a visitor is asked to log in first.
 */
export function FulfillmentIntro() {
  const { t } = useTranslation();
  const language = useLanguage();
  const signedIn = useHasSession();
  useDocumentTitle(t('fulfillment.documentTitle.intro'));

  return (
    <PageContainer component="div" size="lg">
      <Stack gap="xl">
        <Stack gap="xs" component="header">
          <Text c="blue" fw={600} size="sm">
            {t('fulfillment.intro.eyebrow')}
          </Text>
          <Title order={1}>{t('fulfillment.intro.title')}</Title>
          <Text size="lg" c="dimmed" maw={720}>
            {t('fulfillment.intro.lead')}
          </Text>
          <Text>
            <Link to={paths.tracking}>{t('fulfillment.trackingLookup.link')}</Link>
          </Text>
        </Stack>

        <Stack gap="md" component="section" aria-labelledby="fulfillment-how">
          <Title order={2} size="h3" id="fulfillment-how">
            {t('fulfillment.intro.howTitle')}
          </Title>
          <SimpleGrid
            cols={{ base: 1, sm: 2, md: 3 }}
            spacing="md"
            component="ol"
            className="fulfillment-steps"
          >
            {STEPS.map((step) => (
              <Paper key={step} component="li" withBorder radius="md" p="md">
                <Text fw={600} mb={4}>
                  {t(`fulfillment.intro.steps.${step}.title`)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`fulfillment.intro.steps.${step}.body`, { cutOff: DEFAULT_CUT_OFF_TIME })}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>

        <Stack gap="md" component="section" aria-labelledby="fulfillment-prices">
          <Title order={2} size="h3" id="fulfillment-prices">
            {t('fulfillment.intro.pricesTitle')}
          </Title>
          <TableScroll minWidth={320}>
            <Table striped withTableBorder>
              <caption className="baro-visually-hidden">{t('fulfillment.intro.priceTable')}</caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('fulfillment.intro.priceItem')}</Table.Th>
                  <Table.Th scope="col">{t('fulfillment.intro.priceAmount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {FULFILLMENT_EXAMPLE_TARIFF.lines.map(({ item, amountKrw }) => (
                  <Table.Tr key={item}>
                    <Table.Th scope="row" fw={500}>
                      {t(`fulfillment.intro.prices.${item}`)}
                    </Table.Th>
                    <Table.Td>
                      {t('fulfillment.intro.from', { amount: formatMoney(amountKrw, 'KRW', language) })}
                      <Text span size="xs" c="dimmed" ml={6}>
                        {t(`fulfillment.intro.prices.${item}Unit`)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
          <Text size="sm" c="dimmed">
            {t('fulfillment.intro.pricesNote', {
              date: formatDay(FULFILLMENT_EXAMPLE_TARIFF.publishedOn, language),
            })}
          </Text>
        </Stack>

        <div id="apply">
          {signedIn ? (
            <ApplicationPanel />
          ) : (
            <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="fulfillment-apply">
              <Stack gap="sm" align="flex-start">
                <Title order={2} size="h4" id="fulfillment-apply">
                  {t('fulfillment.apply.title')}
                </Title>
                <Text>{t('fulfillment.apply.loginRequired')}</Text>
                <Button component={Link} to={hrefs.login(paths.fulfillment)}>
                  {t('fulfillment.intro.ctaLogin')}
                </Button>
              </Stack>
            </Paper>
          )}
        </div>
      </Stack>
    </PageContainer>
  );
}
