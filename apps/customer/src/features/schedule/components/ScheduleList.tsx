import { useLanguage, useNow } from '@baro/client';
import type { Language, VesselSchedule } from '@baro/core';
import { Anchor, Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { seoulDayjs } from '../../../lib/dates.ts';

/**
 * A sailing time in Seoul, short: `3월 2일 (월) 14:00` / `Mar 2 (Mon) 14:00`, with the year when it
 * is not the current one (`2027년 1월 4일 (월) 09:00` / `Jan 4, 2027 (Mon) 09:00`).
 */
export function formatSailingTime(value: string, language: Language, now: Date = new Date()): string {
  const time = seoulDayjs(value);
  if (!time.isValid()) return '';
  const thisYear = time.year() === seoulDayjs(now).year();
  const format =
    language === 'ko'
      ? `${thisYear ? '' : 'YYYY년 '}M월 D일 (dd) HH:mm`
      : `MMM D${thisYear ? '' : ', YYYY'} (ddd) HH:mm`;
  return time.locale(language).format(format);
}

/** Whether the sailing's document cut-off has passed: it can no longer be booked. */
export const isCutoffPassed = (schedule: Pick<VesselSchedule, 'cutoffAt'>, now: Date): boolean =>
  schedule.cutoffAt !== null && Date.parse(schedule.cutoffAt) <= now.getTime();

const placeOf = (place: VesselSchedule['pol'], language: Language) =>
  `${language === 'ko' ? place.nameKo : place.nameEn} (${place.code})`;

export interface ScheduleListProps {
  items: readonly VesselSchedule[];
  /** A link to the quote page for a sailing's lane, when the page offers one. */
  quoteHref?: (schedule: VesselSchedule) => string;
}

/**
 * Sailings as rows: carrier, vessel and voyage, lane, cut-off, ETD, ETA (Seoul time) and transit
 * days. A card per sailing on a phone, one line each on a wide screen (column labels then read
 * by screen readers only). A sailing whose cut-off has passed is marked closed (issue 18: "from
 * today" still lists this week's departures, which can no longer be booked).
 */
export function ScheduleList({ items, quoteHref }: ScheduleListProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const now = useNow(60_000);
  const time = (value: string | null) =>
    value ? (
      <time dateTime={value}>{formatSailingTime(value, language, now)}</time>
    ) : (
      <Text span c="dimmed">
        {t('forwarding.schedule.noCutoff')}
      </Text>
    );

  return (
    <div className="schedule-list">
      <div className="schedule-list__head" aria-hidden="true">
        <span>{t('forwarding.schedule.columns.vessel')}</span>
        <span>{t('forwarding.schedule.columns.lane')}</span>
        <span>{t('forwarding.schedule.columns.cutoff')}</span>
        <span>{t('forwarding.schedule.columns.etd')}</span>
        <span>{t('forwarding.schedule.columns.eta')}</span>
        <span>{t('forwarding.schedule.columns.transit')}</span>
      </div>
      <ul className="schedule-list__items">
        {items.map((schedule) => {
          const closed = isCutoffPassed(schedule, now);
          return (
            <li key={schedule.id} className={closed ? 'schedule-row schedule-row--closed' : 'schedule-row'}>
              <div className="schedule-row__vessel">
                <Text fw={700} size="sm">
                  {schedule.carrier}
                </Text>
                <Text size="sm">
                  {schedule.vessel} <span className="schedule-row__voyage">{schedule.voyage}</span>
                </Text>
                {closed ? (
                  <Badge color="gray" variant="light" size="sm" mt={4}>
                    {t('forwarding.schedule.closed')}
                  </Badge>
                ) : null}
              </div>
              <div className="schedule-row__lane">
                <Text size="sm">
                  {placeOf(schedule.pol, language)} → {placeOf(schedule.pod, language)}
                </Text>
                {quoteHref ? (
                  <Anchor component={Link} to={quoteHref(schedule)} size="xs">
                    {t('forwarding.schedule.quoteLane')}
                  </Anchor>
                ) : null}
              </div>
              <dl className="schedule-row__times">
                <div>
                  <dt>{t('forwarding.schedule.columns.cutoff')}</dt>
                  <dd>{time(schedule.cutoffAt)}</dd>
                </div>
                <div>
                  <dt>{t('forwarding.schedule.columns.etd')}</dt>
                  <dd>{time(schedule.etd)}</dd>
                </div>
                <div>
                  <dt>{t('forwarding.schedule.columns.eta')}</dt>
                  <dd>{time(schedule.eta)}</dd>
                </div>
                <div>
                  <dt>{t('forwarding.schedule.columns.transit')}</dt>
                  <dd>
                    {schedule.transitDays === 1
                      ? t('forwarding.oneDay')
                      : t('forwarding.days', { days: schedule.transitDays })}
                  </dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
