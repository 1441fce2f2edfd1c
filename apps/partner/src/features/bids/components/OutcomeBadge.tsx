import type { QuoteOutcome } from '@baro/core';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<QuoteOutcome, string> = {
  pending: 'blue',
  won: 'green',
  lost: 'gray',
  withdrawn: 'orange',
};

/** How a partner's quote turned out: 결과 대기, 선정, 미선정, 철회. */
export function OutcomeBadge({ outcome }: { outcome: QuoteOutcome }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[outcome]} variant="light">
      {t(`outcome.${outcome}`)}
    </Badge>
  );
}
