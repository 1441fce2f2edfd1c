import { useSignOut } from '@baro/client';
import {
  EnvironmentBanner,
  LanguageSwitch,
  LoadingBar,
  MAIN_CONTENT_ID,
  useLanguageSwitch,
  useRouteLoadingBar,
} from '@baro/ui';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { appConfig } from '../../app-config.ts';
import { session } from '../../lib/api.ts';
import { useFloorUser, useWorkWarehouse } from '../../lib/floor-user.ts';
import { paths } from '../../lib/paths.ts';
import { useOnline, useQueueSnapshot } from '../../lib/queue/queue.ts';

/**
 * The handheld's root layout (issue 15, 360–480 px): one compact bar — who and where, the language
 * and logout, and under them (when there is anything to say) offline and how many scans wait to be
 * sent or checked (links to the queue) — then the one task of the screen.
 */
export function Shell() {
  const { t } = useTranslation();
  const { language, switchLanguage } = useLanguageSwitch();
  const user = useFloorUser();
  const { warehouse, staff } = useWorkWarehouse();
  const { active } = useRouteLoadingBar();
  const { signOut, signingOut } = useSignOut(session);
  const online = useOnline();
  const { pending, parked } = useQueueSnapshot();

  return (
    <div className="handheld-shell">
      <LoadingBar active={active} language={language} />
      <EnvironmentBanner environment={appConfig.environment} language={language} />
      <header className="handheld-bar">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }} aria-label={t('nav.account')} role="group">
            <Text size="sm" fw={700} truncate="end">
              {user.name}
              {staff ? ` · ${t('app.staff')}` : ''}
            </Text>
            <Text size="xs" c="dimmed" truncate="end">
              {warehouse?.name ?? ''}
            </Text>
          </Stack>
          <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
            <LanguageSwitch value={language} onChange={(next) => void switchLanguage(next)} />
            <Button variant="default" size="compact-sm" onClick={() => void signOut()} loading={signingOut}>
              {t('nav.logout')}
            </Button>
          </Group>
        </Group>
        {/* Their own row: at 360 px beside the name they were cut to "오…" and "전송…". */}
        {!online || parked.length > 0 || pending.length > 0 ? (
          <Group gap={6} mt={6} className="handheld-bar__status">
            {!online ? (
              <Badge color="gray" variant="filled" size="lg" role="status">
                {t('nav.offline')}
              </Badge>
            ) : null}
            {parked.length > 0 ? (
              <Badge component={Link} to={paths.queue} color="red" variant="filled" size="lg">
                {t('nav.parked', { count: parked.length })}
              </Badge>
            ) : null}
            {pending.length > 0 ? (
              <Badge component={Link} to={paths.queue} variant="light" size="lg">
                {t('nav.pending', { count: pending.length })}
              </Badge>
            ) : null}
          </Group>
        ) : null}
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="handheld-main">
        <Outlet />
      </main>
    </div>
  );
}
