import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { checkPassword } from '../lib/field-rules.ts';

export interface PasswordChecklistProps {
  value: string;
}

/**
 * The SPEC §5 password rule as a checklist that ticks while the user types (6–20 characters, a
 * letter, a digit or symbol). Each item says in words whether it is met; colour is extra. It is a
 * visual aid: the field's own message (linked to the input) states the whole rule.
 */
export function PasswordChecklist({ value }: PasswordChecklistProps) {
  const { t } = useTranslation();
  const checks = checkPassword(value);
  const items = [
    ['length', checks.length],
    ['letter', checks.letter],
    ['digitOrSymbol', checks.digitOrSymbol],
  ] as const;
  return (
    <div className="password-checklist">
      <Text size="xs" c="dimmed" component="p" mb={4}>
        {t('validation.passwordRules.title')}
      </Text>
      <List size="xs" spacing={2} listStyleType="none" className="password-checklist__items">
        {items.map(([key, met]) => (
          <List.Item key={key} data-met={met || undefined} className="password-checklist__item">
            <span aria-hidden="true">{met ? '✓' : '·'} </span>
            {t(`validation.passwordRules.${key}`)}
            <span className="baro-visually-hidden">
              {' '}
              ({met ? t('validation.passwordRules.met') : t('validation.passwordRules.unmet')})
            </span>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
