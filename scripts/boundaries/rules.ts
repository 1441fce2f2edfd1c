// The import rules of docs/conventions.md ("Boundaries"), as checks over the resolved import edges.
import { builtinModules } from 'node:module';
import type { ImportEdge } from './imports.ts';

export interface Violation {
  file: string;
  line: number;
  rule: string;
  message: string;
}

/** Which workspace packages a package may import: each layer only those below it. */
export const PACKAGE_LAYERS: Record<string, readonly string[]> = {
  core: [],
  client: ['core'],
  ui: ['core', 'client'],
};

const FEATURE = /^apps\/([^/]+)\/src\/features\/([^/]+)\//;
/** An app's parts below its route table; they never import `app/` (tests may, to render the app). */
const BELOW_APP_LAYER = /^apps\/([^/]+)\/src\/(features|components|lib|i18n)\//;
const APP_LAYER = /^apps\/([^/]+)\/src\/app\//;
const TEST_FILE = /\.test\.tsx?$/;
const API_MODULE = /^apps\/api\/src\/modules\/([^/]+)\/(.+)$/;
const PACKAGE = /^packages\/([^/]+)\//;
const WORKSPACE_IMPORT = /^@baro\/([^/]+)/;
const NODE_BUILTINS = new Set(builtinModules);
/** React and the libraries made of it; the kernel runs in the API and the browser alike. */
const REACT = /^(react|react-dom)(\/|$)|^react-|^@mantine\/|^@tanstack\/react-|^@testing-library\/react/;

export function checkEdge(edge: ImportEdge, appNames: ReadonlySet<string>): Violation[] {
  const found: Violation[] = [];
  const report = (rule: string, message: string) =>
    found.push({ file: edge.from, line: edge.line, rule, message });
  const target = edge.resolved;

  const feature = FEATURE.exec(edge.from);
  const targetFeature = target ? FEATURE.exec(target) : null;
  if (feature && targetFeature && feature[1] === targetFeature[1] && feature[2] !== targetFeature[2]) {
    report(
      'feature-imports-feature',
      `feature "${feature[2]}" imports feature "${targetFeature[2]}" (${edge.specifier}); move what both need to the app's components/ or lib/, or to the kit, or join them in a route`,
    );
  }

  const below = BELOW_APP_LAYER.exec(edge.from);
  const appLayer = target ? APP_LAYER.exec(target) : null;
  if (below && appLayer && below[1] === appLayer[1] && !TEST_FILE.test(edge.from)) {
    report(
      'imports-app-layer',
      `${below[2]}/ imports the app layer (${edge.specifier}); app/ composes the features, not the other way round`,
    );
  }

  const module = API_MODULE.exec(edge.from);
  const targetModule = target ? API_MODULE.exec(target) : null;
  if (module && targetModule && module[1] !== targetModule[1]) {
    const [, , otherPath = ''] = targetModule;
    const other = targetModule[1];
    if (otherPath !== `${other}.api.ts`) {
      const what = otherPath.endsWith('.repository.ts') ? 'repository' : 'internals';
      report(
        `module-imports-${what}`,
        `module "${module[1]}" imports module "${other}"'s ${what} (${edge.specifier}); modules talk through ${other}/${other}.api.ts`,
      );
    }
  }

  const ownPackage = PACKAGE.exec(edge.from)?.[1];
  if (ownPackage) {
    const workspace = WORKSPACE_IMPORT.exec(edge.specifier)?.[1];
    if (target?.startsWith('apps/') || (workspace && appNames.has(workspace))) {
      report('package-imports-app', `package "${ownPackage}" imports an app (${edge.specifier})`);
    } else if (target?.startsWith('packages/') && PACKAGE.exec(target)?.[1] !== ownPackage) {
      report(
        'package-reaches-into-package',
        `package "${ownPackage}" imports another package by path (${edge.specifier}); use its name`,
      );
    } else if (workspace && workspace !== ownPackage) {
      const allowed = PACKAGE_LAYERS[ownPackage];
      if (!allowed) {
        report('package-layers', `package "${ownPackage}" has no layer in scripts/boundaries/rules.ts`);
      } else if (!allowed.includes(workspace)) {
        report(
          'package-layers',
          `package "${ownPackage}" imports @baro/${workspace}; it may import ${allowed.length ? allowed.map((name) => `@baro/${name}`).join(', ') : 'no other package'}`,
        );
      }
    }
    if (ownPackage === 'core') {
      if (REACT.test(edge.specifier)) {
        report('core-imports-react', `packages/core imports React (${edge.specifier})`);
      }
      if (edge.specifier.startsWith('node:') || NODE_BUILTINS.has(edge.specifier.split('/')[0] ?? '')) {
        report('core-imports-node', `packages/core imports a Node API (${edge.specifier})`);
      }
    }
  }
  return found;
}
