import { useDocumentTitle, useLanguage } from '@baro/client';
import { formatDateTime, type OutboxMessage } from '@baro/core';
import { EmptyState, PageContainer, PagedList, SearchBox, useListParams } from '@baro/ui';
import { Badge, Button, Paper, Table, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutbox } from '../api/get-outbox.ts';

const PAGE_SIZE = 20;
const STATUS_COLORS: Record<OutboxMessage['status'], string> = {
  queued: 'blue',
  sent: 'green',
  failed: 'red',
};

/**
 * `/outbox`: every e-mail the service sent, queued or failed, newest first, by recipient — the
 * text as the person got it, reset and invitation links redacted. Each read is in the audit log.
 */
export function OutboxList() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('outbox.title'));
  const list = useListParams({ filters: ['to'] });
  const outbox = useOutbox({
    page: list.page,
    size: PAGE_SIZE,
    ...(list.filters.to ? { to: list.filters.to } : {}),
  });
  const [open, setOpen] = useState<string | null>(null);

  return (
    <PageContainer component="div" size="xl" title={t('outbox.title')} description={t('outbox.description')}>
      <PagedList
        list={list}
        query={outbox}
        toolbar={
          <Paper withBorder p="md">
            <SearchBox
              value={list.filters.to}
              onSearch={(to) => list.update({ to })}
              label={t('outbox.search')}
              placeholder={t('outbox.searchPlaceholder')}
            />
          </Paper>
        }
        empty={<EmptyState title={list.filtered ? t('outbox.emptySearch') : t('outbox.empty')} />}
      >
        {(items) => (
          <div className="baro-table-scroll">
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('outbox.columns.to')}</Table.Th>
                  <Table.Th>{t('outbox.columns.subject')}</Table.Th>
                  <Table.Th>{t('outbox.columns.created')}</Table.Th>
                  <Table.Th>{t('outbox.columns.status')}</Table.Th>
                  <Table.Th>
                    <span className="baro-visually-hidden">{t('outbox.columns.actions')}</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((mail) => (
                  <Fragment key={mail.id}>
                    <Table.Tr>
                      <Table.Td>{mail.to}</Table.Td>
                      <Table.Td>
                        {mail.subject}
                        <Text size="xs" c="dimmed">
                          {mail.template} · {mail.locale}
                        </Text>
                      </Table.Td>
                      <Table.Td className="baro-nowrap">
                        {formatDateTime(mail.createdAt, language)}
                        {mail.sentAt ? (
                          <Text size="xs" c="dimmed">
                            {t('outbox.sentAt', { at: formatDateTime(mail.sentAt, language) })}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <Badge color={STATUS_COLORS[mail.status]} variant="light">
                          {t(`outbox.status.${mail.status}`)}
                        </Badge>
                        <Text size="xs" c="dimmed">
                          {t(`outbox.transport.${mail.transport}`)} ·{' '}
                          {t('outbox.attempts', { count: mail.attempts })}
                        </Text>
                        {mail.error ? (
                          <Text size="xs" c="red">
                            {mail.error}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          aria-expanded={open === mail.id}
                          onClick={() => setOpen(open === mail.id ? null : mail.id)}
                        >
                          {open === mail.id ? t('outbox.hide') : t('outbox.show')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                    {open === mail.id ? (
                      <Table.Tr>
                        <Table.Td colSpan={5}>
                          <pre className="admin-json">{mail.text}</pre>
                        </Table.Td>
                      </Table.Tr>
                    ) : null}
                  </Fragment>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </PagedList>
    </PageContainer>
  );
}
