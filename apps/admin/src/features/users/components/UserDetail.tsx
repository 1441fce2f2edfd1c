import { useDocumentTitle, useErrorText, useLanguage } from '@baro/client';
import { CUSTOMER_TYPE_LABELS, formatDateTime } from '@baro/core';
import {
  ConfirmDialog,
  LoadingState,
  notifyError,
  notifySuccess,
  PageContainer,
  QueryErrorState,
} from '@baro/ui';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ManagersPanel } from '../../../components/managers/ManagersPanel.tsx';
import { hrefs, paths } from '../../../lib/paths.ts';
import { useStaffUser } from '../../../lib/staff-user.ts';
import { useUser } from '../api/get-user.ts';
import { usePutUserManagers } from '../api/put-user-managers.ts';
import { useSetUserDisabled } from '../api/set-user-disabled.ts';

/**
 * `/users/{id}`: one account — who it is, where it belongs, when it last logged in, how many
 * sessions are open — with disable/enable (a disabled account's next request is refused, its
 * sessions end at once) and, for a customer, the three managers.
 */
export function UserDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const me = useStaffUser();
  const user = useUser(id);
  const setDisabled = useSetUserDisabled(id);
  const putManagers = usePutUserManagers(id);
  const [confirming, setConfirming] = useState(false);
  useDocumentTitle(user.data?.name ?? t('users.detailTitle'));

  if (user.isPending) return <LoadingState />;
  if (user.isError) return <QueryErrorState query={user} />;
  const account = user.data;
  const disabled = account.disabledAt !== null;

  const toggle = async () => {
    try {
      await setDisabled.mutateAsync(!disabled);
      notifySuccess(disabled ? t('users.enabledToast') : t('users.disabledToast', { name: account.name }));
    } catch (error) {
      notifyError(errorText(error));
    } finally {
      setConfirming(false);
    }
  };

  const rows: [string, ReactNode][] = [
    [
      t('users.fields.email'),
      <Anchor key="email" href={`mailto:${account.email}`}>
        {account.email}
      </Anchor>,
    ],
    [t('users.fields.loginId'), account.loginId ?? '—'],
    [t('users.fields.phone'), account.phone ?? '—'],
    [t('users.fields.company'), account.company ?? '—'],
    [t('users.fields.kind'), t(`userKind.${account.kind}`)],
    [
      t('users.fields.customerType'),
      account.customerType ? CUSTOMER_TYPE_LABELS[language][account.customerType] : '—',
    ],
    [
      t('users.fields.belongsTo'),
      account.team ? (
        <>
          <Anchor component={Link} to={hrefs.team(account.team.id)}>
            {account.team.name}
          </Anchor>{' '}
          ({t(`teamRole.${account.team.role}`)})
        </>
      ) : (
        (account.partner?.name ?? account.warehouse?.name ?? '—')
      ),
    ],
    [t('users.fields.locale'), t(`languageName.${account.locale}`)],
    [t('users.fields.createdAt'), formatDateTime(account.createdAt, language)],
    [
      t('users.fields.lastLogin'),
      account.lastLoginAt ? formatDateTime(account.lastLoginAt, language) : t('users.neverLoggedIn'),
    ],
    [t('users.fields.sessions'), t('users.sessionCount', { count: account.activeSessions })],
  ];

  return (
    <PageContainer
      component="div"
      size="lg"
      title={
        <Group gap="sm" component="span">
          {account.name}
          <Badge color={disabled ? 'red' : 'green'} variant="light">
            {disabled ? t('users.disabled') : t('users.active')}
          </Badge>
        </Group>
      }
      description={
        disabled ? t('users.disabledSince', { at: formatDateTime(account.disabledAt, language) }) : undefined
      }
      actions={
        <Group gap="sm">
          <Button component={Link} to={paths.users} variant="default">
            {t('common.back')}
          </Button>
          <Button component={Link} to={hrefs.auditOf(account.id)} variant="default">
            {t('users.history')}
          </Button>
          {account.id === me.id ? null : (
            <Button color={disabled ? undefined : 'red'} onClick={() => setConfirming(true)}>
              {disabled ? t('users.enable') : t('users.disable')}
            </Button>
          )}
        </Group>
      }
    >
      <Stack gap="lg">
        <Paper withBorder p="md" component="section" aria-labelledby="user-account">
          <Title order={2} size="h4" id="user-account" mb="sm">
            {t('users.account')}
          </Title>
          <dl className="baro-definitions">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </Paper>
        {account.kind === 'customer' ? (
          <ManagersPanel
            managers={account.managers}
            scope={t('managers.scopeUser')}
            onSave={(managers) => putManagers.mutateAsync(managers)}
          />
        ) : null}
        <Text size="xs" c="dimmed">
          <code>{account.id}</code>
        </Text>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={disabled ? t('users.enableTitle') : t('users.disableTitle')}
        message={
          disabled
            ? t('users.enableBody', { name: account.name })
            : t('users.disableBody', { name: account.name, email: account.email })
        }
        confirmLabel={disabled ? t('users.enable') : t('users.disable')}
        tone={disabled ? 'default' : 'danger'}
        loading={setDisabled.isPending}
        onConfirm={() => void toggle()}
        onClose={() => setConfirming(false)}
        language={language}
      />
    </PageContainer>
  );
}
