import { describe, expect, it } from 'vitest';
import { classifyTrackingText, hasFirstScan, summarizeTrackingStatus } from './tracking-status.ts';

describe('classifyTrackingText', () => {
  it.each([
    ['집화처리', 'at_pickup'],
    ['간선상차', 'in_transit'],
    ['간선하차', 'in_transit'],
    ['터미널입고', 'in_transit'],
    ['배송출발', 'out_for_delivery'],
    ['배달준비', 'out_for_delivery'],
    ['배송완료', 'delivered'],
    ['배달완료', 'delivered'],
    ['미배달(수취인 부재)', 'attempt_fail'],
    ['주소불명', 'exception'],
    ['반송출발', 'returning'],
    ['반송 배송완료', 'returning'],
    ['운송장 등록', 'information_received'],
    ['접수', 'information_received'],
    ['알 수 없음', undefined],
  ])('%s → %s', (text, status) => {
    expect(classifyTrackingText(text)).toBe(status);
  });
});

describe('summarizeTrackingStatus', () => {
  const at = (status: Parameters<typeof summarizeTrackingStatus>[0][number]['status']) => ({
    time: '2026-03-02T09:00:00+09:00',
    status,
  });
  it('is information_received before any scan', () => {
    expect(summarizeTrackingStatus([])).toBe('information_received');
    expect(hasFirstScan([at('information_received')])).toBe(false);
  });
  it('follows the latest event', () => {
    expect(summarizeTrackingStatus([at('at_pickup'), at('in_transit')])).toBe('in_transit');
    expect(hasFirstScan([at('information_received'), at('at_pickup')])).toBe(true);
  });
  it('keeps delivered after a late scan, and returning once a return started', () => {
    expect(summarizeTrackingStatus([at('out_for_delivery'), at('delivered'), at('out_for_delivery')])).toBe(
      'delivered',
    );
    expect(summarizeTrackingStatus([at('attempt_fail'), at('returning'), at('delivered')])).toBe('returning');
  });
});
