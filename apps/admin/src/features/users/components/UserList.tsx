import { useDocumentTitle, useLanguage } from '@baro/client';
import { formatDateTime, USER_KINDS, type UserKind } from '@baro/core';
import { EmptyState, PageContainer, PagedList, parseChoice, SearchBox, useListParams } from '@baro/ui';
import { Anchor, Badge, NativeSelect, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefs } from '../../../lib/paths.ts';
import { useUsers } from '../api/get-users.ts';

const PAGE_SIZE = 20;

/**
 * `/users`: every account — customers, staff, partners' users, warehouse workers — searched by
 * e-mail, name, company, phone or login id, newest first, with who they belong to and whether
 * they are disabled.
 */
export function UserList() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('users.title'));
  const list = useListParams({ filters: ['query', 'kind'] });
  const kind: UserKind | null = parseChoice(list.filters.kind, USER_KINDS);
  const users = useUsers({
    page: list.page,
    size: PAGE_SIZE,
    ...(list.filters.query ? { query: list.filters.query } : {}),
    ...(kind ? { kind } : {}),
  });

  return (
    <PageContainer component="div" size="xl" title={t('users.title')} description={t('users.description')}>
      <PagedList
        list={list}
        query={users}
        toolbar={
          <Paper withBorder p="md">
            <SearchBox
              value={list.filters.query}
              onSearch={(query) => list.update({ query })}
              label={t('users.search')}
              placeholder={t('users.searchPlaceholder')}
            >
              <NativeSelect
                label={t('users.kind')}
                value={kind ?? ''}
                onChange={(event) => list.update({ kind: event.currentTarget.value })}
                data={[
                  { value: '', label: t('common.all') },
                  ...USER_KINDS.map((value) => ({ value, label: t(`userKind.${value}`) })),
                ]}
              />
            </SearchBox>
          </Paper>
        }
        empty={
          <EmptyState
            title={list.filtered ? t('users.emptySearchTitle') : t('users.emptyTitle')}
            description={list.filtered ? t('users.emptySearchBody') : undefined}
          />
        }
      >
        {(items) => (
          <div className="baro-table-scroll">
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('users.columns.name')}</Table.Th>
                  <Table.Th>{t('users.columns.kind')}</Table.Th>
                  <Table.Th>{t('users.columns.belongsTo')}</Table.Th>
                  <Table.Th>{t('users.columns.phone')}</Table.Th>
                  <Table.Th>{t('users.columns.lastLogin')}</Table.Th>
                  <Table.Th>{t('users.columns.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((user) => (
                  <Table.Tr key={user.id}>
                    <Table.Td>
                      <Anchor component={Link} to={hrefs.user(user.id)} fw={600}>
                        {user.name}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {user.email}
                        {user.loginId ? ` · ${user.loginId}` : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>{t(`userKind.${user.kind}`)}</Table.Td>
                    <Table.Td>
                      {user.team ? (
                        <>
                          <Anchor component={Link} to={hrefs.team(user.team.id)}>
                            {user.team.name}
                          </Anchor>{' '}
                          <Text span size="xs" c="dimmed">
                            {t(`teamRole.${user.team.role}`)}
                          </Text>
                        </>
                      ) : (
                        (user.partner?.name ?? user.warehouse?.name ?? '—')
                      )}
                    </Table.Td>
                    <Table.Td className="baro-nowrap">{user.phone ?? '—'}</Table.Td>
                    <Table.Td className="baro-nowrap">
                      {user.lastLoginAt
                        ? formatDateTime(user.lastLoginAt, language)
                        : t('users.neverLoggedIn')}
                    </Table.Td>
                    <Table.Td>
                      {user.disabledAt ? (
                        <Badge color="red" variant="light">
                          {t('users.disabled')}
                        </Badge>
                      ) : (
                        <Badge color="green" variant="light">
                          {t('users.active')}
                        </Badge>
                      )}
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
