// Each workspace has its own tsconfig because they target different runtimes (pure ES for the
// kernel, DOM for the web, Node for the API); tsc 7 is fast enough to run them one after another.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = [
  'tsconfig.json',
  'packages/core/tsconfig.json',
  'packages/core/tsconfig.test.json',
  'packages/client/tsconfig.json',
  'packages/ui/tsconfig.json',
  'apps/api/tsconfig.json',
  'apps/customer/tsconfig.json',
  'apps/partner/tsconfig.json',
  'apps/admin/tsconfig.json',
  'apps/warehouse/tsconfig.json',
  'apps/handheld/tsconfig.json',
  'apps/print-agent/tsconfig.json',
].filter((p) => existsSync(p));

let failed = false;
for (const project of projects) {
  const result = spawnSync('tsc', ['-p', project], { stdio: 'inherit' });
  if (result.status !== 0) {
    failed = true;
    console.error(`type check failed: ${project}`);
  }
}
process.exit(failed ? 1 : 0);
