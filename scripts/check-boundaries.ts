// `npm run check` runs this: the import rules of docs/conventions.md ("Boundaries"). A feature
// never imports another feature; an API module reaches another only through its `<module>.api.ts`
// and writes no other module's tables; packages never import apps and import only the packages below them; packages/core imports no
// React and no Node API; no import cycles. `--root <dir>` checks another tree (the test plants
// violations in one). Exits 1 and lists every violation, one a line, when there is any.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { findCycles } from './boundaries/cycles.ts';
import { listSourceFiles, readImports } from './boundaries/imports.ts';
import { checkEdge, type Violation } from './boundaries/rules.ts';
import { findSharedTableWrites } from './boundaries/table-writes.ts';

export function checkBoundaries(root: string): Violation[] {
  const files = listSourceFiles(root);
  const known = new Set(files);
  const appsDir = path.join(root, 'apps');
  const appNames = new Set(existsSync(appsDir) ? readdirSync(appsDir) : []);
  const edges = files.flatMap((file) => readImports(root, file, known));
  return [
    ...edges.flatMap((edge) => checkEdge(edge, appNames)),
    ...findCycles(edges, known),
    ...findSharedTableWrites(root, files),
  ];
}

if (import.meta.main) {
  const rootFlag = process.argv.indexOf('--root');
  const root = path.resolve(
    rootFlag >= 0 ? (process.argv[rootFlag + 1] ?? '.') : path.join(import.meta.dirname, '..'),
  );
  const violations = checkBoundaries(root);
  for (const violation of violations) {
    console.error(`${violation.file}:${violation.line}  ${violation.rule}  ${violation.message}`);
  }
  if (violations.length > 0) {
    console.error(`boundaries: ${violations.length} violation(s); see docs/conventions.md ("Boundaries")`);
    process.exit(1);
  }
  console.log('boundaries: ok');
}
