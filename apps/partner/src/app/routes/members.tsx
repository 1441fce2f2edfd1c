import { EmptyState, LoadingState, PageContainer } from '@baro/ui';
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryErrorState } from '../../components/QueryErrorState.tsx';
import { useMembers } from '../../features/members/api.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatDateTime, formatDay } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { usePartnerUser } from '../shell/partner-context.ts';

/** `/members`: the people who sign in for this partner, with contact details and last login. */
export function Component() {
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
        <div className="table-scroll">
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
                  <Table.Td className="nowrap">
                    {member.phone ? (
                      <Anchor href={`tel:${member.phone.replace(/[^\d+]/g, '')}`}>{member.phone}</Anchor>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                  <Table.Td className="nowrap">
                    {member.lastLoginAt ? (
                      formatDateTime(member.lastLoginAt, language)
                    ) : (
                      <Text span size="sm" c="dimmed">
                        {t('members.neverLoggedIn')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td className="nowrap">{formatDay(member.createdAt, language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </PageContainer>
  );
}
