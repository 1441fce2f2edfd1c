// `node bench/profile-summary.ts <file.cpuprofile> [top]`: where a V8 CPU profile (written by
// `BENCH_PROFILE=1 npm run bench:api`) spent its samples — self time by package or source folder,
// then by function. Shares of samples, not times: they count the same on a busy machine.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

const [file, topArgument] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/profile-summary.ts <file.cpuprofile> [top]');
  process.exit(1);
}
const top = Number(topArgument ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[] };

/** `node_modules/<package>`, `apps/api/src/<folder>`, `node:<module>` or a V8 bucket. */
function placeOf(url: string, functionName: string): string {
  if (!url) return `(${functionName || 'anonymous'})`;
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + 'node_modules/'.length).split('/');
    return (parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]) ?? url;
  }
  if (url.startsWith('node:')) return url;
  const source = /\/(apps|packages|bench)\/([^/]+)\/(src\/)?([^/]+)?/.exec(url);
  return source ? `${source[1]}/${source[2]}/${source[4] ?? ''}` : url;
}

const byPlace = new Map<string, number>();
const byFunction = new Map<string, number>();
let total = 0;
for (const node of profile.nodes) {
  const hits = node.hitCount ?? 0;
  if (hits === 0) continue;
  total += hits;
  const { functionName, url, lineNumber } = node.callFrame;
  const place = placeOf(url, functionName);
  byPlace.set(place, (byPlace.get(place) ?? 0) + hits);
  const name = `${functionName || '(anonymous)'}  ${url ? `${url.replace(/^.*\/(node_modules|apps|packages)\//, '$1/')}:${lineNumber + 1}` : ''}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + hits);
}

const print = (title: string, counts: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, hits] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((hits / total) * 100).toFixed(1).padStart(6)} %  ${name}`);
  }
};
console.log(`${file}: ${total} samples`);
print('self time by package or source folder', byPlace);
print('self time by function', byFunction);
