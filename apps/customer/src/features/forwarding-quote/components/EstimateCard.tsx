import { useLanguage } from '@baro/client';
import type { Estimate, EstimateDocumentFormat, FreightType } from '@baro/core';
import { formatDay, formatMoney } from '@baro/core';
import { Badge, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDayCount } from '../use-day-count.ts';
import { EstimateLines } from './EstimateLines.tsx';

/** What a result card can do; the list owns the requests and says which one is under way. */
export interface EstimateActions {
  /** Members e-mail and request bids; visitors are offered to log in for those. */
  readonly signedIn: boolean;
  /** `<estimateId>:<format>` of the download under way. */
  readonly pendingDownload: string | null;
  readonly emailing: string | null;
  readonly bidding: string | null;
  download(estimate: Estimate, format: EstimateDocumentFormat): void;
  email(estimate: Estimate): void;
  /** A member confirms the bid request; a visitor logs in first and it resumes afterwards. */
  requestBids(estimate: Estimate): void;
  /** A visitor's way to the login page (full page load, back here afterwards). */
  logIn(): void;
}

export interface EstimateCardProps {
  estimate: Estimate;
  rateDate: string;
  freightType: FreightType;
  cheapest?: boolean;
  fastest?: boolean;
  compare: { checked: boolean; disabled: boolean; onChange: (checked: boolean) => void };
  actions: EstimateActions;
}

/** One partner's priced answer: who, how long, until when, how much; line items on demand; its actions. */
export function EstimateCard({
  estimate,
  rateDate,
  freightType,
  cheapest,
  fastest,
  compare,
  actions,
}: EstimateCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const dayCount = useDayCount();
  const titleId = useId();
  const linesId = useId();
  const [expanded, setExpanded] = useState(false);
  const pending = (format: EstimateDocumentFormat) => actions.pendingDownload === `${estimate.id}:${format}`;

  return (
    <Paper component="article" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-labelledby={titleId}>
      <Stack gap="sm">
        <div className="estimate-card__main">
          <Stack gap={4}>
            <Group gap="xs" wrap="wrap">
              <Title order={3} size="h4" id={titleId}>
                {estimate.partner.name}
              </Title>
              {cheapest ? (
                <Badge color="teal" variant="light">
                  {t('forwarding.quote.results.cheapest')}
                </Badge>
              ) : null}
              {fastest ? (
                <Badge color="blue" variant="light">
                  {t('forwarding.quote.results.fastest')}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {t('forwarding.quote.results.carrier', { carrier: estimate.carrier })}
            </Text>
            <dl className="estimate-card__facts">
              <div>
                <dt>{t('forwarding.quote.results.transit')}</dt>
                <dd>{dayCount(estimate.transitDays)}</dd>
              </div>
              <div>
                <dt>{t('forwarding.quote.results.validUntil')}</dt>
                <dd>{formatDay(estimate.validUntil, language)}</dd>
              </div>
            </dl>
          </Stack>
          <div className="estimate-card__price">
            <Text size="xs" c="dimmed">
              {t('forwarding.quote.results.total')}
            </Text>
            <Text fw={800} fz={{ base: 'xl', sm: '1.5rem' }} lh={1.2}>
              {formatMoney(estimate.totalKRW, 'KRW', language)}
            </Text>
            <Text size="sm" c="dimmed">
              {formatMoney(estimate.totalUSD, 'USD', language)}
            </Text>
          </div>
        </div>

        <Group justify="space-between" gap="sm">
          <Checkbox
            label={t('forwarding.quote.compare.select')}
            aria-label={t('forwarding.quote.compare.selectOf', { partner: estimate.partner.name })}
            checked={compare.checked}
            disabled={compare.disabled}
            onChange={(event) => compare.onChange(event.currentTarget.checked)}
          />
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={expanded}
            aria-controls={linesId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? t('forwarding.quote.results.hideLines') : t('forwarding.quote.results.showLines')}
          </Button>
        </Group>

        {expanded ? (
          <EstimateLines estimate={estimate} rateDate={rateDate} freightType={freightType} id={linesId} />
        ) : null}

        <Group gap="xs" className="estimate-card__actions">
          <Button
            variant="default"
            size="sm"
            loading={pending('pdf')}
            onClick={() => actions.download(estimate, 'pdf')}
            aria-label={t('forwarding.quote.actions.pdfOf', { partner: estimate.partner.name })}
          >
            {t('forwarding.quote.actions.pdf')}
          </Button>
          <Button
            variant="default"
            size="sm"
            loading={pending('xlsx')}
            onClick={() => actions.download(estimate, 'xlsx')}
            aria-label={t('forwarding.quote.actions.xlsxOf', { partner: estimate.partner.name })}
          >
            {t('forwarding.quote.actions.xlsx')}
          </Button>
          {actions.signedIn ? (
            <Button
              variant="default"
              size="sm"
              loading={actions.emailing === estimate.id}
              onClick={() => actions.email(estimate)}
              aria-label={t('forwarding.quote.actions.emailOf', { partner: estimate.partner.name })}
            >
              {t('forwarding.quote.actions.email')}
            </Button>
          ) : (
            <Button variant="default" size="sm" onClick={actions.logIn}>
              {t('forwarding.quote.actions.logInToEmail')}
            </Button>
          )}
          <Button
            size="sm"
            className="estimate-card__primary"
            loading={actions.bidding === estimate.id}
            onClick={() => actions.requestBids(estimate)}
            aria-label={
              actions.signedIn
                ? t('forwarding.quote.actions.requestBidsOf', { partner: estimate.partner.name })
                : undefined
            }
          >
            {actions.signedIn
              ? t('forwarding.quote.actions.requestBids')
              : t('forwarding.quote.actions.logInToBid')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
