import { describe, expect, it } from 'vitest';
import { statusTabs } from './status-tabs.ts';

const TABS = ['all', 'pending', 'shipped'] as const;
const NAMES = { pending: '출고 대기', shipped: '출고 완료' } as const;

describe('statusTabs', () => {
  it('names every status, with no count until the answer has them', () => {
    expect(statusTabs(TABS, { all: 'all', allLabel: '전체', label: (status) => NAMES[status] })).toEqual([
      { value: 'all', label: '전체' },
      { value: 'pending', label: '출고 대기' },
      { value: 'shipped', label: '출고 완료' },
    ]);
  });

  it('adds each status its count, digits grouped, and none to the all tab', () => {
    const tabs = statusTabs(TABS, {
      all: 'all',
      allLabel: 'All',
      label: (status) => NAMES[status],
      counts: { pending: 12, shipped: 12_345 },
    });
    expect(tabs.map((tab) => tab.label)).toEqual(['All', '출고 대기 12', '출고 완료 12,345']);
  });
});
