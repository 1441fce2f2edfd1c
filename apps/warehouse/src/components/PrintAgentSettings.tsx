import { useLanguage } from '@baro/client';
import { PasswordField, TextField } from '@baro/ui';
import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  agentPrinterStatus,
  defaultPrintAgentSettings,
  isAgentBase,
  loadPrintAgentSettings,
  savePrintAgentSettings,
} from '../lib/print-agent.ts';

type Check = { tone: 'green' | 'yellow' | 'red'; text: string } | null;

/**
 * The label printer of this packing PC: a button saying whether the print agent is set up, and a
 * dialog to set where it listens and its token (printed when `npm run print-agent` starts), with a
 * check that asks the agent for its printer's status. Kept in this browser only.
 */
export function PrintAgentButton() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [configured, setConfigured] = useState(() => loadPrintAgentSettings().token !== '');
  return (
    <>
      <Group gap="xs">
        <Badge color={configured ? 'green' : 'gray'} variant="light" size="lg">
          {configured ? t('labels.agentSet') : t('labels.agentNotSet')}
        </Badge>
        <Button variant="default" onClick={() => setOpened(true)}>
          {t('labels.settings')}
        </Button>
      </Group>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('labels.settingsTitle')} size="lg">
        {opened ? (
          <PrintAgentForm
            onSaved={(hasToken) => {
              setConfigured(hasToken);
              setOpened(false);
            }}
            onCancel={() => setOpened(false)}
          />
        ) : null}
      </Modal>
    </>
  );
}

function PrintAgentForm({
  onSaved,
  onCancel,
}: {
  onSaved: (hasToken: boolean) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [base, setBase] = useState(() => loadPrintAgentSettings().base);
  const [token, setToken] = useState(() => loadPrintAgentSettings().token);
  const [errors, setErrors] = useState<{ base?: string; token?: string }>({});
  const [check, setCheck] = useState<Check>(null);
  const [checking, setChecking] = useState(false);

  const validate = () => {
    const next: { base?: string; token?: string } = {};
    if (!isAgentBase(base)) next.base = t('labels.baseInvalid');
    if (token.trim() !== '' && token.trim().length < 32) next.token = t('labels.tokenShort');
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  const runCheck = async () => {
    if (!validate()) return;
    if (token.trim() === '') {
      setErrors({ token: t('labels.tokenRequired') });
      return;
    }
    setChecking(true);
    const outcome = await agentPrinterStatus({ base: base.trim(), token: token.trim() }, language);
    setChecking(false);
    if (outcome.kind === 'unreachable') setCheck({ tone: 'red', text: t('labels.checkUnreachable') });
    else if (outcome.kind === 'refused') setCheck({ tone: 'red', text: outcome.error.message });
    else if (!outcome.value.reachable) setCheck({ tone: 'red', text: t('labels.checkPrinterOff') });
    else if (outcome.value.ready === false) setCheck({ tone: 'yellow', text: t('labels.checkNotReady') });
    else setCheck({ tone: 'green', text: t('labels.checkReady', { printer: outcome.value.printerId }) });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!validate()) return;
    savePrintAgentSettings({ base, token });
    onSaved(token.trim() !== '');
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('labels.settingsTitle')}>
      <Stack gap="sm">
        <Text size="sm">{t('labels.settingsHelp')}</Text>
        <TextField
          label={t('labels.base')}
          description={t('labels.baseHint', { base: defaultPrintAgentSettings().base })}
          value={base}
          onChange={(event) => setBase(event.currentTarget.value)}
          error={errors.base}
          autoComplete="off"
          spellCheck={false}
        />
        <PasswordField
          label={t('labels.token')}
          description={t('labels.tokenHint')}
          value={token}
          onChange={(event) => setToken(event.currentTarget.value)}
          error={errors.token}
          autoComplete="off"
        />
        {check ? (
          <Alert color={check.tone} variant="light" role="status">
            {check.text}
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Button variant="default" onClick={() => void runCheck()} loading={checking}>
            {t('labels.check')}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit">{t('common.save')}</Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
