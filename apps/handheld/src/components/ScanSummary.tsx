import type { ReactNode } from 'react';

/** What the task has taken so far ("상품 바로 비누 · 출발 A-01-01-01-01"), as a small list of facts. */
export function ScanSummary({ facts }: { facts: readonly { label: string; value: ReactNode }[] }) {
  if (facts.length === 0) return null;
  return (
    <dl className="scan-summary">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
