import { isValidInvoiceNo, PARCEL_COMPANY_CODES, summarizeTrackingStatus } from '@baro/core';
import { describe, expect, it } from 'vitest';
import {
  isSimulationFinished,
  type SimulatedParcel,
  scenarioOf,
  simulatedEvents,
  simulatedSteps,
} from './simulated-history.ts';
import { simulatedInvoiceNo, simulatedSorting } from './simulated-numbers.ts';

const issuedAt = new Date('2026-03-02T01:00:00Z'); // 10:00 in Seoul
const parcel = (invoiceNo: string, overrides: Partial<SimulatedParcel> = {}): SimulatedParcel => ({
  parcelCompany: '04',
  invoiceNo,
  kind: 'outbound',
  issuedAt,
  senderZip: '22850', // 인천 서구, the warehouse
  recipientZip: '48058', // 부산 해운대
  ...overrides,
});
const DAY = 24 * 60 * 60 * 1000;

/** A number of the carrier whose story is the given scenario. */
function numberWith(
  scenario: ReturnType<typeof scenarioOf>,
  company: (typeof PARCEL_COMPANY_CODES)[number] = '04',
) {
  for (let i = 0; i < 100_000; i++) {
    const number = `6${String(i).padStart(11, '0')}`;
    if (scenarioOf(company, number) === scenario) return number;
  }
  throw new Error('no such number');
}

describe('simulated waybill numbers', () => {
  it('are valid numbers of each carrier', () => {
    for (const company of PARCEL_COMPANY_CODES) {
      for (let i = 0; i < 50; i++) expect(isValidInvoiceNo(company, simulatedInvoiceNo(company))).toBe(true);
    }
  });
  it('come with sorting codes for the destination', () => {
    const sorting = simulatedSorting('04', '48058');
    expect(sorting.code).toMatch(/^4[A-Z]05$/);
    expect(sorting.branch).toMatch(/^부산.+대리점$/);
    expect(simulatedSorting('04', '48058')).toEqual(sorting);
  });
});

describe('simulated tracking histories', () => {
  it('tell a normal parcel’s story in order, in Seoul time, with Korean places', () => {
    const events = simulatedEvents(
      parcel(numberWith('delivered')),
      new Date(issuedAt.getTime() + 5 * DAY),
      1,
    );
    expect(events.map((e) => e.description)).toEqual(
      expect.arrayContaining(['집화처리', '간선상차', '간선하차', '배송출발', '배송완료']),
    );
    expect(events[0]).toMatchObject({ status: 'at_pickup', description: '집화처리' });
    expect(events.at(-1)).toMatchObject({ status: 'delivered', description: '배송완료' });
    expect(events.at(-1)?.location).toMatch(/^부산.+대리점$/);
    for (const event of events) expect(event.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+09:00$/);
    const times = events.map((e) => Date.parse(e.time));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(isSimulationFinished(events)).toBe(true);
  });

  it('are the same for the same number and reveal themselves as time passes', () => {
    const p = parcel(numberWith('delivered'));
    const later = new Date(issuedAt.getTime() + 5 * DAY);
    expect(simulatedEvents(p, later, 1)).toEqual(simulatedEvents(p, later, 1));
    expect(simulatedEvents(p, issuedAt, 1)).toEqual([]);
    const partial = simulatedEvents(p, new Date(issuedAt.getTime() + 10 * 60 * 60 * 1000), 1);
    expect(partial.length).toBeGreaterThan(0);
    expect(partial.length).toBeLessThan(simulatedEvents(p, later, 1).length);
  });

  it('move faster at a higher speed', () => {
    const p = parcel(numberWith('delivered'));
    const threeMinutes = new Date(issuedAt.getTime() + 3 * 60 * 1000);
    expect(simulatedEvents(p, threeMinutes, 1)).toEqual([]);
    expect(
      summarizeTrackingStatus(simulatedEvents(p, new Date(issuedAt.getTime() + 5 * 60 * 1000), 720)),
    ).toBe('delivered');
  });

  it('include absent recipients, unknown addresses and refusals', () => {
    const absent = simulatedEvents(
      parcel(numberWith('absent_then_delivered')),
      new Date(issuedAt.getTime() + 9 * DAY),
      1,
    );
    expect(absent.map((e) => e.status)).toContain('attempt_fail');
    expect(absent.find((e) => e.status === 'attempt_fail')?.description).toContain('부재');
    expect(absent.at(-1)?.status).toBe('delivered');

    const unknown = simulatedEvents(
      parcel(numberWith('address_unknown_returned')),
      new Date(issuedAt.getTime() + 9 * DAY),
      1,
    );
    expect(unknown.find((e) => e.status === 'exception')?.description).toContain('주소불명');
    expect(summarizeTrackingStatus(unknown)).toBe('returning');
    expect(isSimulationFinished(unknown)).toBe(true);

    const refused = simulatedEvents(
      parcel(numberWith('refused_returned')),
      new Date(issuedAt.getTime() + 9 * DAY),
      1,
    );
    expect(refused.map((e) => e.description)).toContain('반송(수취거절)');
  });

  it('meet an exception at a small rate', () => {
    let exceptions = 0;
    for (let i = 0; i < 4000; i++)
      if (scenarioOf('08', `3${String(i).padStart(11, '0')}`) !== 'delivered') exceptions++;
    expect(exceptions / 4000).toBeGreaterThan(0.02);
    expect(exceptions / 4000).toBeLessThan(0.09);
  });

  it('start a return pickup with 반품접수 and end at the warehouse', () => {
    const steps = simulatedSteps(
      parcel(numberWith('delivered'), { kind: 'return', senderZip: '48058', recipientZip: '22850' }),
    );
    expect(steps[0]).toMatchObject({ status: 'information_received', description: '반품접수' });
    expect(steps.at(-1)?.location).toMatch(/^인천/);
  });
});
