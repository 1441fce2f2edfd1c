// The boundary check must fail on each kind of violation it exists for: each case plants one in a
// small tree shaped like the repository, runs the check the way `npm run check` does, and expects
// that rule on that line; the clean tree (and the repository itself) passes.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkBoundaries } from '../check-boundaries.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const checkScript = path.join(repoRoot, 'scripts/check-boundaries.ts');

/** A repository in miniature where every rule holds: the files each case then breaks. */
const CLEAN_TREE: Record<string, string> = {
  'apps/customer/src/features/bids/components/BidList.tsx':
    "import { Money } from '@baro/ui';\nimport { formatLane } from '../../../lib/lanes.ts';\nexport const BidList = () => [Money, formatLane];\n",
  'apps/customer/src/features/shipments/components/ShipmentList.tsx':
    "import { formatLane } from '../../../lib/lanes.ts';\nexport const ShipmentList = () => formatLane;\n",
  'apps/customer/src/lib/lanes.ts': 'export const formatLane = (a: string) => a;\n',
  'apps/customer/src/app/routes/shipments.tsx':
    "import { BidList } from '../../features/bids/components/BidList.tsx';\nimport { ShipmentList } from '../../features/shipments/components/ShipmentList.tsx';\nexport const Component = () => [BidList, ShipmentList];\n",
  'apps/partner/src/features/rates/api/list-rates.ts':
    "import { ratesSchema } from '@baro/core';\nexport const x = ratesSchema;\n",
  'apps/api/src/modules/bids/bids.repository.ts': 'export const findBid = () => 1;\n',
  'apps/api/src/modules/bids/bids.api.ts': "export { findBid } from './bids.repository.ts';\n",
  'apps/api/src/modules/shipments/create-shipment.ts':
    "import { findBid } from '../bids/bids.api.ts';\nimport type { Db } from '../../db/schema.ts';\nexport const create = (db: Db) => [db, findBid];\n",
  'apps/api/src/db/schema.ts': 'export type Db = unknown;\n',
  'packages/core/src/format/money.ts': "import { z } from 'zod';\nexport const money = z.string();\n",
  'packages/client/src/query.ts':
    "import { money } from '@baro/core';\nimport { useState } from 'react';\nexport const q = [money, useState];\n",
  'packages/ui/src/Money.tsx':
    "import { q } from '@baro/client';\nimport { money } from '@baro/core';\nexport const Money = [q, money];\n",
};

let root: string;
function plant(files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
}
const rulesFound = () =>
  checkBoundaries(root).map((violation) => `${violation.file}:${violation.line} ${violation.rule}`);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'baro-boundaries-'));
  plant(CLEAN_TREE);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the boundary check', () => {
  it('passes the clean tree', () => {
    expect(rulesFound()).toEqual([]);
  });

  it('fails `npm run check` (exit 1, the file, line and rule) when a customer feature imports another feature', () => {
    plant({
      'apps/customer/src/features/shipments/components/ShipmentList.tsx':
        "import { formatLane } from '../../../lib/lanes.ts';\nimport { BidList } from '../../bids/components/BidList.tsx';\nexport const ShipmentList = () => [formatLane, BidList];\n",
    });
    const run = spawnSync(process.execPath, [checkScript, '--root', root], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'apps/customer/src/features/shipments/components/ShipmentList.tsx:2  feature-imports-feature',
    );
    expect(run.stderr).toContain('boundaries: 1 violation(s)');
  });

  it('passes `npm run check` on the clean tree (exit 0)', () => {
    const run = spawnSync(process.execPath, [checkScript, '--root', root], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('finds a feature importing another feature in every app, by static or dynamic import', () => {
    plant({
      'apps/partner/src/features/bids/components/BidDetail.tsx':
        "import type { Rate } from '../../rates/api/list-rates.ts';\nexport type X = Rate;\n",
      'apps/admin/src/features/teams/TeamPage.tsx':
        "export const load = () => import('../partners/PartnerPage.tsx');\n",
      'apps/admin/src/features/partners/PartnerPage.tsx': 'export const PartnerPage = 1;\n',
    });
    expect(rulesFound()).toEqual([
      'apps/admin/src/features/teams/TeamPage.tsx:1 feature-imports-feature',
      'apps/partner/src/features/bids/components/BidDetail.tsx:1 feature-imports-feature',
    ]);
  });

  it("fails when an API module imports another module's repository or internals, not its .api.ts", () => {
    plant({
      'apps/api/src/modules/shipments/create-shipment.ts':
        "import {\n  findBid,\n} from '../bids/bids.repository.ts';\nimport { settle } from '../bids/settle-bids.ts';\nexport const create = [findBid, settle];\n",
      'apps/api/src/modules/bids/settle-bids.ts': 'export const settle = 1;\n',
    });
    expect(rulesFound()).toEqual([
      'apps/api/src/modules/shipments/create-shipment.ts:1 module-imports-repository',
      'apps/api/src/modules/shipments/create-shipment.ts:4 module-imports-internals',
    ]);
  });

  it('fails when a package imports an app, by path or by name', () => {
    plant({
      'packages/ui/src/Money.tsx':
        "import { formatLane } from '../../../apps/customer/src/lib/lanes.ts';\nimport { api } from '@baro/customer';\nexport const Money = [formatLane, api];\n",
    });
    expect(rulesFound()).toEqual([
      'packages/ui/src/Money.tsx:1 package-imports-app',
      'packages/ui/src/Money.tsx:2 package-imports-app',
    ]);
  });

  it('fails when a package imports one above it', () => {
    plant({ 'packages/client/src/query.ts': "import { Money } from '@baro/ui';\nexport const q = Money;\n" });
    expect(rulesFound()).toEqual(['packages/client/src/query.ts:1 package-layers']);
  });

  it('fails when packages/core imports React or a Node API', () => {
    plant({
      'packages/core/src/format/money.ts':
        "import { useMemo } from 'react';\nimport { readFileSync } from 'node:fs';\nimport path from 'path';\nexport const money = [useMemo, readFileSync, path];\n",
    });
    expect(rulesFound()).toEqual([
      'packages/core/src/format/money.ts:1 core-imports-react',
      'packages/core/src/format/money.ts:2 core-imports-node',
      'packages/core/src/format/money.ts:3 core-imports-node',
    ]);
  });

  it('fails on an import cycle, but not on one made only of `import type`', () => {
    plant({
      'packages/core/src/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
      'packages/core/src/b.ts': "import { c } from './c.ts';\nexport const b = () => c;\n",
      'packages/core/src/c.ts': "import { a } from './a.ts';\nexport const c = () => a;\n",
      'packages/core/src/d.ts': "import type { E } from './e.ts';\nexport type D = E;\n",
      'packages/core/src/e.ts': "import type { D } from './d.ts';\nexport type E = D | 1;\n",
    });
    const violations = checkBoundaries(root);
    expect(violations.map((violation) => violation.rule)).toEqual(['import-cycle']);
    expect(violations[0]?.message).toBe(
      'import cycle: packages/core/src/a.ts → packages/core/src/b.ts → packages/core/src/c.ts → packages/core/src/a.ts',
    );
  });

  it('fails when a feature imports its app layer, but not in a test', () => {
    plant({
      'apps/customer/src/lib/lanes.ts':
        "import { Component } from '../app/routes/shipments.tsx';\nexport const formatLane = (a: string) => [a, Component];\n",
      'apps/customer/src/features/bids/components/BidList.test.tsx':
        "import { Component } from '../../../app/routes/shipments.tsx';\nexport const t = Component;\n",
    });
    // The planted import also closes a cycle (route → feature → lib → route).
    expect(rulesFound()).toEqual([
      'apps/customer/src/lib/lanes.ts:1 imports-app-layer',
      'apps/customer/src/app/routes/shipments.tsx:1 import-cycle',
    ]);
  });

  it("fails when an API module writes another module's table, by Kysely or by SQL text", () => {
    plant({
      'apps/api/src/modules/bids/bids.repository.ts':
        "export const findBid = () => 1;\nexport const close = (db) => db.updateTable('bids').set({ status: 'closed' });\n",
      'apps/api/src/modules/shipments/shipments.repository.ts':
        "export const start = (db) =>\n  db.updateTable('bids as b').set({ status: 'in_progress' });\nexport const made = (db) => db.insertInto('shipments').values({});\n",
      'apps/api/src/modules/shipments/settle.ts':
        'export const settle = (sql) => sql`\n  delete from bids where id = 1`;\n',
      'apps/api/src/modules/shipments/shipments.repository.test.ts':
        "export const setup = (db) => db.insertInto('bids').values({});\n",
    });
    const violations = checkBoundaries(root);
    expect(violations.map((violation) => `${violation.file}:${violation.line} ${violation.rule}`)).toEqual([
      'apps/api/src/modules/bids/bids.repository.ts:2 module-writes-others-table',
      'apps/api/src/modules/shipments/settle.ts:2 module-writes-others-table',
      'apps/api/src/modules/shipments/shipments.repository.ts:2 module-writes-others-table',
    ]);
    expect(violations[0]?.message).toContain('table "bids" is written by the modules bids, shipments');
  });

  it("lets a module read another's table and write its own in SQL text", () => {
    plant({
      'apps/api/src/modules/shipments/shipments.repository.ts':
        "export const list = (db, sql) => [db.selectFrom('bids'), sql`update shipments set status = 'x'`];\n",
      'apps/api/src/modules/bids/bids.repository.ts':
        "export const findBid = () => 1;\n// db.updateTable('shipments') would be another module's\nexport const x = 1;\n",
    });
    expect(rulesFound()).toEqual([]);
  });

  it('ignores imports written in comments', () => {
    plant({
      'apps/customer/src/features/shipments/components/ShipmentList.tsx':
        "// import { BidList } from '../../bids/components/BidList.tsx';\n/* import { x } from '../../bids/components/BidList.tsx'; */\nexport const ShipmentList = 1;\n",
    });
    expect(rulesFound()).toEqual([]);
  });

  it('passes on the repository itself', () => {
    expect(checkBoundaries(repoRoot)).toEqual([]);
  });
});
