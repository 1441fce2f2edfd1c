import { useDocumentTitle, useLanguage } from '@baro/client';
import { formatDateTime } from '@baro/core';
import { EmptyState, PageContainer, PagedList, SearchBox, useListParams } from '@baro/ui';
import { Button, Code, Group, Paper, SimpleGrid, Table, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAudit } from '../api/get-audit.ts';

const PAGE_SIZE = 30;

const asJson = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);

/**
 * `/audit?query=`: every staff write (and every read of the outbox), newest first — who, what,
 * when, from where, the ids it touched (each one a search), and the object before and after.
 */
export function AuditLog() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('audit.title'));
  const list = useListParams({ filters: ['query'] });
  const audit = useAudit({
    page: list.page,
    size: PAGE_SIZE,
    ...(list.filters.query ? { query: list.filters.query } : {}),
  });
  const [open, setOpen] = useState<string | null>(null);

  return (
    <PageContainer component="div" size="xl" title={t('audit.title')} description={t('audit.description')}>
      <PagedList
        list={list}
        query={audit}
        toolbar={
          <Paper withBorder p="md">
            <SearchBox
              value={list.filters.query}
              onSearch={(query) => list.update({ query })}
              label={t('audit.search')}
              placeholder={t('audit.searchPlaceholder')}
            />
          </Paper>
        }
        empty={<EmptyState title={list.filtered ? t('audit.emptySearch') : t('audit.empty')} />}
      >
        {(items) => (
          <div className="baro-table-scroll">
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('audit.columns.when')}</Table.Th>
                  <Table.Th>{t('audit.columns.who')}</Table.Th>
                  <Table.Th>{t('audit.columns.what')}</Table.Th>
                  <Table.Th>{t('audit.columns.ids')}</Table.Th>
                  <Table.Th>
                    <span className="baro-visually-hidden">{t('audit.columns.actions')}</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((entry) => (
                  <Fragment key={entry.id}>
                    <Table.Tr>
                      <Table.Td className="baro-nowrap">{formatDateTime(entry.createdAt, language)}</Table.Td>
                      <Table.Td>
                        {entry.actor ? entry.actor.name : t('audit.system')}
                        <Text size="xs" c="dimmed">
                          {entry.actor?.email ?? ''} {entry.clientAddress ? `· ${entry.clientAddress}` : ''}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Code>{entry.action}</Code>
                        {typeof entry.details.reason === 'string' ? (
                          <Text size="xs">{t('audit.reason', { reason: entry.details.reason })}</Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {entry.targetIds.map((id) => (
                            <Button
                              key={id}
                              size="compact-xs"
                              variant="subtle"
                              onClick={() => list.update({ query: id })}
                              aria-label={t('audit.searchId', { id })}
                            >
                              {id}
                            </Button>
                          ))}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          aria-expanded={open === entry.id}
                          onClick={() => setOpen(open === entry.id ? null : entry.id)}
                        >
                          {open === entry.id ? t('audit.hide') : t('audit.show')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                    {open === entry.id ? (
                      <Table.Tr>
                        <Table.Td colSpan={5}>
                          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                            <div>
                              <Text size="xs" fw={700}>
                                {t('audit.before')}
                              </Text>
                              <pre className="admin-json">{asJson(entry.before)}</pre>
                            </div>
                            <div>
                              <Text size="xs" fw={700}>
                                {t('audit.after')}
                              </Text>
                              <pre className="admin-json">{asJson(entry.after)}</pre>
                            </div>
                          </SimpleGrid>
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
