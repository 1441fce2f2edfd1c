import { BID_FIELD_MESSAGES, FIELD_MESSAGES } from '@baro/core';
import { describe, expect, test } from 'vitest';
import { SubmitAttempts } from '../../lib/submit-attempts.ts';
import { checkNewBid, initialNewBidValues, type NewBidValues, toCreateBidRequest } from './new-bid-form.ts';

const TODAY = '2026-11-20';

function filled(overrides: Partial<NewBidValues> = {}): NewBidValues {
  return { ...initialNewBidValues(), pol: 'CNSHA', pod: 'KRPUS', cargoReadyDate: '2026-11-30', ...overrides };
}

describe('toCreateBidRequest', () => {
  test('FCL sends containers only, no empty texts and no services nobody asked for', () => {
    expect(
      toCreateBidRequest(filled({ packages: [{ length: 1, width: 1, height: 1, weight: 1, quantity: 1 }] })),
    ).toEqual({
      freightType: 'FCL',
      pol: 'CNSHA',
      pod: 'KRPUS',
      incoterms: 'FOB',
      cargoReadyDate: '2026-11-30',
      containers: [{ type: '40HQ', quantity: 1 }],
    });
  });

  test('LCL sends packages, services, the cargo value with insurance, trimmed texts', () => {
    expect(
      toCreateBidRequest(
        filled({
          freightType: 'LCL',
          packages: [{ length: 120, width: '80', height: 100.5, weight: 350, quantity: 4 }],
          services: {
            customsClearance: true,
            insurance: true,
            inlandTransport: false,
            cargoValue: { amount: 25000, currency: 'USD' },
          },
          cargoDescription: '  의류  ',
          memo: ' 파손 주의 ',
        }),
      ),
    ).toEqual({
      freightType: 'LCL',
      pol: 'CNSHA',
      pod: 'KRPUS',
      incoterms: 'FOB',
      cargoReadyDate: '2026-11-30',
      packages: [{ length: 120, width: 80, height: 100.5, weight: 350, quantity: 4 }],
      services: {
        customsClearance: true,
        insurance: true,
        inlandTransport: false,
        cargoValue: { amount: 25000, currency: 'USD' },
      },
      cargoDescription: '의류',
      memo: '파손 주의',
    });
  });
});

describe('checkNewBid', () => {
  test('a complete request has nothing to say', () => {
    expect(checkNewBid(filled(), 'ko', TODAY)).toEqual({});
  });

  test('says what is missing, in the server’s words, under each field', () => {
    const errors = checkNewBid(
      { ...initialNewBidValues(), containers: [{ type: '20DRY', quantity: '' }] },
      'ko',
      TODAY,
    );
    expect(errors).toMatchObject({
      pol: FIELD_MESSAGES.ko.required,
      pod: FIELD_MESSAGES.ko.required,
      cargoReadyDate: FIELD_MESSAGES.ko.required,
      'containers.0.quantity': FIELD_MESSAGES.ko.required,
    });
  });

  test('the same place twice, duplicate containers, a past day, in English too', () => {
    const errors = checkNewBid(
      filled({
        pod: 'CNSHA',
        cargoReadyDate: '2026-11-19',
        containers: [
          { type: '20DRY', quantity: 1 },
          { type: '20DRY', quantity: 2 },
        ],
      }),
      'en',
      TODAY,
    );
    expect(errors.pod).toBe(BID_FIELD_MESSAGES.en.sameLocation);
    expect(errors['containers.1.type']).toBeTruthy();
    expect(errors.cargoReadyDate).toBe(BID_FIELD_MESSAGES.en.cargoReadyInPast);
  });

  test('LCL and air need whole, positive package lines', () => {
    const errors = checkNewBid(
      filled({
        freightType: 'AIR',
        pol: 'PVG',
        pod: 'ICN',
        packages: [{ length: 0, width: 10, height: 10, weight: '', quantity: 1.5 }],
      }),
      'ko',
      TODAY,
    );
    expect(Object.keys(errors).sort()).toEqual([
      'packages.0.length',
      'packages.0.quantity',
      'packages.0.weight',
    ]);
    expect(checkNewBid(filled({ freightType: 'LCL', packages: [] }), 'ko', TODAY).packages).toBe(
      BID_FIELD_MESSAGES.ko.packagesForLclAir,
    );
  });
});

describe('SubmitAttempts', () => {
  test('a retried body keeps its key, a changed body gets a new one, success starts over', () => {
    let issued = 0;
    const attempts = new SubmitAttempts(() => `key-${++issued}`);
    const body = { freightType: 'FCL', memo: 'a' };
    expect(attempts.keyFor(body)).toBe('key-1');
    expect(attempts.keyFor({ ...body })).toBe('key-1');
    expect(attempts.keyFor({ ...body, memo: 'b' })).toBe('key-2');
    expect(attempts.keyFor({ ...body, memo: 'b' })).toBe('key-2');
    attempts.succeeded();
    expect(attempts.keyFor({ ...body, memo: 'b' })).toBe('key-3');
  });
});
