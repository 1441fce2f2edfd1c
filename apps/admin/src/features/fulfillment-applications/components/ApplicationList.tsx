import { useDocumentTitle, useLanguage } from '@baro/client';
import { formatBusinessNumber, formatDateTime } from '@baro/core';
import { EmptyState, PageContainer, PagedList, useListParams } from '@baro/ui';
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefs } from '../../../lib/paths.ts';
import { useApplications } from '../api/get-applications.ts';
import { ApplicationStatusBadge } from './ApplicationStatusBadge.tsx';

const PAGE_SIZE = 20;
const ALL = 'all';
const TABS = ['pending', 'approved', 'rejected', ALL] as const;

/** `/fulfillment/applications`: teams' fulfillment applications by status, waiting ones first, newest first. */
export function ApplicationList() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('applications.title'));
  const list = useListParams({ tabs: TABS, defaultTab: 'pending' });
  const applications = useApplications({
    page: list.page,
    size: PAGE_SIZE,
    ...(list.tab === ALL ? {} : { status: list.tab }),
  });

  return (
    <PageContainer
      component="div"
      size="xl"
      title={t('applications.title')}
      description={t('applications.description')}
    >
      <PagedList
        list={list}
        query={applications}
        tabs={TABS.map((value) => ({
          value,
          label: value === ALL ? t('common.all') : t(`applicationStatus.${value}`),
        }))}
        tabsLabel={t('applications.statusLabel')}
        empty={
          <EmptyState
            title={list.tab === 'pending' ? t('applications.emptyPending') : t('applications.empty')}
          />
        }
      >
        {(items) => (
          <div className="baro-table-scroll">
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('applications.columns.company')}</Table.Th>
                  <Table.Th>{t('applications.columns.team')}</Table.Th>
                  <Table.Th>{t('applications.columns.monthlyOrders')}</Table.Th>
                  <Table.Th>{t('applications.columns.appliedAt')}</Table.Th>
                  <Table.Th>{t('applications.columns.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((application) => (
                  <Table.Tr key={application.id}>
                    <Table.Td>
                      <Anchor component={Link} to={hrefs.application(application.id)} fw={600}>
                        {application.companyName}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {formatBusinessNumber(application.businessNumber)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={hrefs.team(application.teamId)}>
                        {application.teamName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      {t('applications.ordersPerMonth', {
                        formatted: application.monthlyOrders.toLocaleString(
                          language === 'ko' ? 'ko-KR' : 'en-US',
                        ),
                      })}
                    </Table.Td>
                    <Table.Td className="baro-nowrap">
                      {formatDateTime(application.appliedAt, language)}
                    </Table.Td>
                    <Table.Td>
                      <ApplicationStatusBadge status={application.status} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </PagedList>
    </PageContainer>
  );
}
