import { useDocumentTitle, useLanguage } from '@baro/client';
import { formatDateTime, formatDay } from '@baro/core';
import { EmptyState, LoadingState, PageContainer, QueryErrorState, toTelHref } from '@baro/ui';
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePartnerUser } from '../../../lib/partner-user.ts';
import { useMembers } from '../api/get-members.ts';

/**
 * `/members`: the people who sign in for this partner, with e-mail and phone as links, last login
 * (Seoul time) and since when; the signed-in user's own row is marked.
 */
export function MemberList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const user = usePartnerUser();
  useDocumentTitle(t('members.title'));
  const members = useMembers();
  const partnerName = members.data?.partner.name ?? user.partner.name;

  return (
    <PageContainer
      component="div"
      size="xl"
      title={t('members.title')}
      description={t('members.description', { partner: partnerName })}
    >
      {members.isPending ? (
        <LoadingState variant="skeleton" rows={4} />
      ) : members.isError ? (
        <QueryErrorState query={members} />
      ) : members.data.items.length === 0 ? (
        <EmptyState title={t('members.emptyTitle')} />
      ) : (
        <div className="baro-table-scroll">
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('members.columns.name')}</Table.Th>
                <Table.Th>{t('members.columns.email')}</Table.Th>
                <Table.Th>{t('members.columns.phone')}</Table.Th>
                <Table.Th>{t('members.columns.lastLogin')}</Table.Th>
                <Table.Th>{t('members.columns.since')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.data.items.map((member) => (
                <Table.Tr key={member.id} aria-current={member.id === user.id ? 'true' : undefined}>
                  <Table.Td fw={member.id === user.id ? 700 : undefined}>{member.name}</Table.Td>
                  <Table.Td>
                    <Anchor href={`mailto:${member.email}`}>{member.email}</Anchor>
                  </Table.Td>
                  <Table.Td className="baro-nowrap">
                    {member.phone ? <Anchor href={toTelHref(member.phone)}>{member.phone}</Anchor> : '—'}
                  </Table.Td>
                  <Table.Td className="baro-nowrap">
                    {member.lastLoginAt ? (
                      formatDateTime(member.lastLoginAt, language)
                    ) : (
                      <Text span size="sm" c="dimmed">
                        {t('members.neverLoggedIn')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td className="baro-nowrap">{formatDay(member.createdAt, language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </PageContainer>
  );
}
