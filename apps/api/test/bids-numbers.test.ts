import {
  BID_NUMBER_PATTERN,
  bidPageSchema,
  createBidResponseSchema,
  partnerBidPageSchema,
  partnerQuotePageSchema,
} from '@baro/core';
import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { down as dropBidNumbers, up as numberBids } from '../src/db/migrations/0046-bid-numbers.ts';
import { newId } from '../src/db/new-id.ts';
import {
  call,
  createBid,
  database,
  fclRequest,
  getBid,
  quote,
  setClock,
  useBidsWorld,
  world,
} from './support/bids-world.ts';
import { testDriver } from './support/test-database.ts';

// Human bid numbers (issue 18): BID-YYYYMMDD-NNNN, the Seoul day of creation and the day's
// sequence, taken in the insert's transaction; ids stay in addresses.

useBidsWorld();

async function created(user = world.teamA.master, headers: Record<string, string> = {}) {
  const response = await createBid(user, fclRequest(), headers);
  expect(response.statusCode, response.body).toBe(201);
  return createBidResponseSchema.parse(response.json());
}

describe('bid numbers', () => {
  it('count each Seoul day from 0001, and are what the lists, the detail and the partner read', async () => {
    const first = await created();
    const second = await created(world.memberA);
    expect([first.number, second.number]).toEqual(['BID-20261116-0001', 'BID-20261116-0002']);
    expect(first.number).toMatch(BID_NUMBER_PATTERN);

    setClock(new Date('2026-11-16T23:59:00+09:00'));
    expect((await created()).number).toBe('BID-20261116-0003');
    // Midnight in Seoul is 15:00 UTC: the new day starts again at 0001.
    setClock(new Date('2026-11-17T00:00:30+09:00'));
    const nextDay = await created(world.teamB.master);
    expect(nextDay.number).toBe('BID-20261117-0001');

    expect((await getBid(first.id)).number).toBe('BID-20261116-0001');
    const list = bidPageSchema.parse((await call(world.teamA.master, 'GET', '/api/bid')).json());
    expect(list.items.map((bid) => bid.number)).toEqual([
      'BID-20261116-0003',
      'BID-20261116-0002',
      'BID-20261116-0001',
    ]);
    const partnerList = partnerBidPageSchema.parse(
      (await call(world.partnerA, 'GET', '/api/partner/bids')).json(),
    );
    expect(partnerList.items.map((bid) => bid.number)).toContain('BID-20261117-0001');
    await quote(world.partnerA, nextDay.id);
    const quotes = partnerQuotePageSchema.parse(
      (await call(world.partnerA, 'GET', '/api/partner/quotes')).json(),
    );
    expect(quotes.items[0]?.bid).toMatchObject({ id: nextDay.id, number: 'BID-20261117-0001' });
  });

  it('answers a retried request with its number and takes none for it', async () => {
    const headers = { 'idempotency-key': 'numbers-1' };
    const first = await created(world.teamA.master, headers);
    const again = await created(world.teamA.master, headers);
    expect(again).toEqual(first);
    expect((await created()).number).toBe('BID-20261116-0002');
  });

  it(`gives bids created at once distinct numbers, without gaps (${testDriver})`, async () => {
    const users = [world.teamA.master, world.memberA, world.teamB.master, world.teamA.master];
    const numbers = (await Promise.all(users.map((user) => created(user)))).map((bid) => bid.number);
    expect([...numbers].sort()).toEqual([
      'BID-20261116-0001',
      'BID-20261116-0002',
      'BID-20261116-0003',
      'BID-20261116-0004',
    ]);
  });

  it('migration 0046 numbers the bids made before it by creation time, day by day, and continues after them', async () => {
    const db = database.db as unknown as Kysely<unknown>;
    await dropBidNumbers(db);
    const insert = async (createdAt: string) => {
      const id = newId('bid');
      await sql`
        insert into bids (id, team_id, created_by, status, freight_type, pol, pod, incoterms,
                          cargo_ready_date, cargo, deadline, created_at)
        values (${id}, ${world.teamA.teamId}, ${world.teamA.master.id}, 'waiting', 'FCL', 'CNSHA',
                'KRPUS', 'FOB', '2026-12-01', '{}'::jsonb, ${new Date(createdAt)}, ${new Date(createdAt)})`.execute(
        db,
      );
      return id;
    };
    // Out of order on purpose; 2026-11-15T22:00 UTC is 07:00 of the 16th in Seoul.
    const late = await insert('2026-11-16T09:00:00+09:00');
    const early = await insert('2026-11-16T08:30:00+09:00');
    const dayBefore = await insert('2026-11-15T20:00:00+09:00');
    const seoulMorning = await insert('2026-11-15T22:00:00Z');
    await numberBids(db);

    const numbers = await database.db.selectFrom('bids').select(['id', 'number']).execute();
    expect(Object.fromEntries(numbers.map((row) => [row.id, row.number]))).toEqual({
      [dayBefore]: 'BID-20261115-0001',
      [seoulMorning]: 'BID-20261116-0001',
      [early]: 'BID-20261116-0002',
      [late]: 'BID-20261116-0003',
    });
    expect((await created()).number).toBe('BID-20261116-0004');
    // The unique index is back.
    await expect(
      database.db.updateTable('bids').set({ number: 'BID-20261116-0001' }).where('id', '=', late).execute(),
    ).rejects.toThrow();
  });
});
