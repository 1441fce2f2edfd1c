import { describe, expect, it } from 'vitest';
import {
  decideClose,
  decideScan,
  ordersToShip,
  type Placement,
  removeParcelError,
} from './handovers.rules.ts';

const open = { id: 'hov_1', status: 'open', parcelCompany: '04' } as const;
const cj = { parcelId: 'par_cj', parcelCompany: '04', orderStatus: 'packed' } as const;
const hanjin = { parcelId: 'par_hj', parcelCompany: '05', orderStatus: 'packed' } as const;
const none = new Map<string, Placement>();

describe('decideScan', () => {
  it('adds a packed parcel of the manifest’s carrier that is on no manifest', () => {
    expect(decideScan({ handover: open, parcels: [cj], placements: none })).toEqual({
      kind: 'add',
      parcel: cj,
    });
  });

  it('picks the manifest’s carrier when two carriers share the waybill number', () => {
    expect(decideScan({ handover: open, parcels: [cj, hanjin], placements: none })).toEqual({
      kind: 'add',
      parcel: cj,
    });
  });

  it('tells an unknown waybill from one of another carrier', () => {
    expect(decideScan({ handover: open, parcels: [], placements: none })).toEqual({
      kind: 'refuse',
      code: 'HANDOVER_PARCEL_UNKNOWN',
    });
    expect(decideScan({ handover: open, parcels: [hanjin], placements: none })).toEqual({
      kind: 'refuse',
      code: 'HANDOVER_WRONG_CARRIER',
    });
  });

  it('refuses a parcel whose order is not packed (still picking, or shipped already)', () => {
    for (const orderStatus of ['picking', 'shipped', 'allocated'])
      expect(decideScan({ handover: open, parcels: [{ ...cj, orderStatus }], placements: none })).toEqual({
        kind: 'refuse',
        code: 'HANDOVER_PARCEL_NOT_PACKED',
      });
  });

  it('treats a parcel already on this manifest as a repeat, even once it is closed', () => {
    const here = new Map<string, Placement>([['par_cj', { handoverId: 'hov_1', status: 'open' }]]);
    expect(decideScan({ handover: open, parcels: [cj], placements: here })).toEqual({ kind: 'already' });
    expect(
      decideScan({
        handover: { ...open, status: 'closed' },
        parcels: [{ ...cj, orderStatus: 'shipped' }],
        placements: new Map([['par_cj', { handoverId: 'hov_1', status: 'closed' }]]),
      }),
    ).toEqual({ kind: 'already' });
  });

  it('refuses a parcel on another open manifest, and one already handed over', () => {
    expect(
      decideScan({
        handover: open,
        parcels: [cj],
        placements: new Map([['par_cj', { handoverId: 'hov_2', status: 'open' }]]),
      }),
    ).toEqual({ kind: 'refuse', code: 'HANDOVER_PARCEL_ON_OTHER' });
    expect(
      decideScan({
        handover: open,
        parcels: [cj],
        placements: new Map([['par_cj', { handoverId: 'hov_2', status: 'closed' }]]),
      }),
    ).toEqual({ kind: 'refuse', code: 'HANDOVER_PARCEL_HANDED_OVER' });
  });

  it('refuses any new parcel on a closed manifest first', () => {
    expect(decideScan({ handover: { ...open, status: 'closed' }, parcels: [], placements: none })).toEqual({
      kind: 'refuse',
      code: 'HANDOVER_CLOSED',
    });
  });
});

describe('closing and removing', () => {
  it('closes a manifest with parcels, repeats harmlessly, and refuses an empty one', () => {
    expect(decideClose('open', 3)).toBe('close');
    expect(decideClose('closed', 3)).toBe('already');
    expect(decideClose('open', 0)).toBe('HANDOVER_EMPTY');
  });

  it('removes only from an open manifest', () => {
    expect(removeParcelError('open')).toBeNull();
    expect(removeParcelError('closed')).toBe('HANDOVER_CLOSED');
  });
});

describe('ordersToShip', () => {
  it('ships each order once, in manifest order, when all its parcels are handed over', () => {
    expect(
      ordersToShip({
        onManifest: [
          { parcelId: 'p1', orderId: 'o1' },
          { parcelId: 'p2', orderId: 'o2' },
          { parcelId: 'p3', orderId: 'o1' },
        ],
        orderParcels: [
          { parcelId: 'p1', orderId: 'o1' },
          { parcelId: 'p3', orderId: 'o1' },
          { parcelId: 'p2', orderId: 'o2' },
        ],
        handedOver: new Set(),
      }),
    ).toEqual(['o1', 'o2']);
  });

  it('keeps an order packed while one of its parcels is still on the shelf or an open manifest', () => {
    expect(
      ordersToShip({
        onManifest: [{ parcelId: 'p1', orderId: 'o1' }],
        orderParcels: [
          { parcelId: 'p1', orderId: 'o1' },
          { parcelId: 'p9', orderId: 'o1' },
        ],
        handedOver: new Set(),
      }),
    ).toEqual([]);
  });

  it('ships an order split over two carriers when the last of its manifests closes', () => {
    expect(
      ordersToShip({
        onManifest: [{ parcelId: 'p1', orderId: 'o1' }],
        orderParcels: [
          { parcelId: 'p1', orderId: 'o1' },
          { parcelId: 'p9', orderId: 'o1' },
        ],
        handedOver: new Set(['p9']),
      }),
    ).toEqual(['o1']);
  });
});
