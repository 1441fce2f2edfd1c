import { describe, expect, it } from 'vitest';
import { ledgerMismatches } from '../src/modules/inventory/inventory.api.ts';
import { loadDemoData } from '../src/seed/load-demo-data.ts';
import { useTestApp } from './support/use-test-app.ts';

// The inbound and returns demo (issue 13): customer@baro.demo's team has an inbound in every status
// (what was counted is in stock through the ledger) and one return at the dock; loading the demo
// again adds nothing.

describe('inbound demo data', () => {
  const t = useTestApp({ reset: 'never' });

  it('gives the demo team an inbound in every status, once', async () => {
    for (let i = 0; i < 2; i++)
      await loadDemoData(t.database.db, { onlyIfNew: false, now: t.app.clock.now() });
    const db = t.database.db;
    const { team_id } = await db
      .selectFrom('users')
      .select('team_id')
      .where('email', '=', 'customer@baro.demo')
      .executeTakeFirstOrThrow();
    const inbound = await db
      .selectFrom('inbounds')
      .select('status')
      .where('team_id', '=', team_id as string)
      .execute();
    expect(inbound.map((i) => i.status).sort()).toEqual([
      'arrived',
      'canceled',
      'completed',
      'receiving',
      'requested',
    ]);
    const receipts = await db.selectFrom('inbound_receipts').select('quantity').execute();
    expect(receipts.map((r) => r.quantity).sort((a, b) => a - b)).toEqual([20, 28, 40]);
    const returns = await db
      .selectFrom('returns')
      .select(['status'])
      .where('team_id', '=', team_id as string)
      .execute();
    expect(returns).toEqual([{ status: 'arrived' }]);
    expect((await ledgerMismatches(db)).rows).toEqual([]);
  });
});
