import { useDocumentTitle, useLanguage } from '@baro/client';
import { formatDay } from '@baro/core';
import { EmptyState, PageContainer, PagedList, SearchBox, useListParams } from '@baro/ui';
import { Anchor, Badge, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefs } from '../../../lib/paths.ts';
import { useTeams } from '../api/get-teams.ts';

const PAGE_SIZE = 20;

/** `/teams`: customer teams, newest first, searched by name or by a member's name, e-mail or company. */
export function TeamList() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('teams.title'));
  const list = useListParams({ filters: ['query'] });
  const teams = useTeams({
    page: list.page,
    size: PAGE_SIZE,
    ...(list.filters.query ? { query: list.filters.query } : {}),
  });

  return (
    <PageContainer component="div" size="xl" title={t('teams.title')} description={t('teams.description')}>
      <PagedList
        list={list}
        query={teams}
        toolbar={
          <Paper withBorder p="md">
            <SearchBox
              value={list.filters.query}
              onSearch={(query) => list.update({ query })}
              label={t('teams.search')}
              placeholder={t('teams.searchPlaceholder')}
            />
          </Paper>
        }
        empty={
          <EmptyState
            title={list.filtered ? t('teams.emptySearchTitle') : t('teams.emptyTitle')}
            description={list.filtered ? t('teams.emptySearchBody') : undefined}
          />
        }
      >
        {(items) => (
          <div className="baro-table-scroll">
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('teams.columns.name')}</Table.Th>
                  <Table.Th>{t('teams.columns.master')}</Table.Th>
                  <Table.Th>{t('teams.columns.members')}</Table.Th>
                  <Table.Th>{t('teams.columns.invitations')}</Table.Th>
                  <Table.Th>{t('teams.columns.createdAt')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((team) => (
                  <Table.Tr key={team.id}>
                    <Table.Td>
                      <Anchor component={Link} to={hrefs.team(team.id)} fw={600}>
                        {team.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      {team.master ? (
                        <>
                          {team.master.name}
                          <Text size="xs" c="dimmed">
                            {team.master.email}
                          </Text>
                        </>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                    <Table.Td>{t('teams.memberCount', { count: team.memberCount })}</Table.Td>
                    <Table.Td>
                      {team.pendingInvitations > 0 ? (
                        <Badge variant="light">
                          {t('teams.pendingCount', { count: team.pendingInvitations })}
                        </Badge>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                    <Table.Td className="baro-nowrap">{formatDay(team.createdAt, language)}</Table.Td>
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
