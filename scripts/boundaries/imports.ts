// Reads the import statements of the TypeScript sources and resolves the relative ones to files.
// A regular expression is enough here: the house style writes one specifier per `from '…'`, and
// comments are dropped first so an example in a comment is not taken for an import.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface ImportEdge {
  /** The importing file, relative to the root, with forward slashes. */
  from: string;
  line: number;
  specifier: string;
  /** The imported file relative to the root when the specifier is relative, else undefined. */
  resolved?: string;
  /** `import type …` / `export type …`: gone at run time, so it cannot make a load-order cycle. */
  typeOnly: boolean;
}

/** Where sources live: every app's and package's own code and tests, not builds or dependencies. */
const SOURCE_DIRS = ['src', 'test', 'vite'];
const SOURCE_FILE = /\.(ts|tsx|mts)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'storybook-static', 'data']);

export function listSourceFiles(root: string): string[] {
  const files: string[] = [];
  for (const group of ['apps', 'packages']) {
    const groupDir = path.join(root, group);
    if (!existsSync(groupDir)) continue;
    for (const workspace of readdirSync(groupDir)) {
      for (const sub of SOURCE_DIRS) walk(path.join(groupDir, workspace, sub), files);
    }
  }
  return files.map((file) => toPosix(path.relative(root, file))).sort();
}

function walk(dir: string, into: string[]): void {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) walk(path.join(dir, entry.name), into);
    } else if (SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      into.push(path.join(dir, entry.name));
    }
  }
}

const STATIC_IMPORT = /(^|[\s;}])(import|export)(\s+type)?\s+(?:[\w*{}\s,$]+?\s+from\s*)?['"]([^'"\n]+)['"]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/** Block comments and whole-line comments; a `//` inside a string (a URL) is left alone. */
function dropComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/^\s*\/\/.*$/gm, (comment) => comment.replace(/[^\n]/g, ' '));
}

export function readImports(root: string, file: string, known: ReadonlySet<string>): ImportEdge[] {
  const text = dropComments(readFileSync(path.join(root, file), 'utf8'));
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  const edges: ImportEdge[] = [];
  const add = (index: number, specifier: string, typeOnly: boolean) => {
    const resolved = specifier.startsWith('.') ? resolveRelative(file, specifier, known) : undefined;
    edges.push({ from: file, line: lineAt(index), specifier, typeOnly, ...(resolved ? { resolved } : {}) });
  };
  for (const match of text.matchAll(STATIC_IMPORT)) {
    const [, lead = '', , typeWord, specifier = ''] = match;
    add((match.index ?? 0) + lead.length, specifier, Boolean(typeWord));
  }
  for (const match of text.matchAll(DYNAMIC_IMPORT)) add(match.index ?? 0, match[1] ?? '', false);
  return edges;
}

function resolveRelative(file: string, specifier: string, known: ReadonlySet<string>): string {
  const bare = specifier.replace(/[?#].*$/, '');
  const target = toPosix(path.join(path.dirname(file), bare));
  const withoutJs = target.replace(/\.js$/, '');
  const candidates = [
    target,
    `${withoutJs}.ts`,
    `${withoutJs}.tsx`,
    `${target}/index.ts`,
    `${target}/index.tsx`,
  ];
  for (const candidate of candidates) {
    if (known.has(candidate)) return candidate;
  }
  // Not a scanned source (a stylesheet, an image, JSON): still a path the rules can judge.
  return target;
}

export function toPosix(file: string): string {
  return file.split(path.sep).join('/');
}
