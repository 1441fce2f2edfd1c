// "No module writes another module's tables" (docs/conventions.md, "Boundaries"): every table the
// API's modules change has one writer. The queries are Kysely calls with the table's name as a
// literal (`insertInto('users')`, `updateTable('users as u')`, `deleteFrom(…)`, `mergeInto(…)`) or
// SQL text (`insert into users`, `update users`, `delete from users`), so reading them from the
// source is enough; tests are left out (they set up rows of every module).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Violation } from './rules.ts';

const MODULE_FILE = /^apps\/api\/src\/modules\/([^/]+)\/.+\.ts$/;
const TEST_FILE = /\.test\.ts$/;
const KYSELY_WRITE =
  /\.(insertInto|updateTable|deleteFrom|mergeInto)\(\s*['"]([a-z_][a-z0-9_]*)(?:\s+as\s+\w+)?['"]/g;
const SQL_WRITE =
  /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?\s+(?:\(|values|select|set|where|as\b|using\b|on\b)/gi;

interface TableWrite {
  module: string;
  file: string;
  line: number;
  table: string;
}

/** Block comments and whole-line comments, kept as blank space so line numbers hold. */
function dropComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/^\s*\/\/.*$/gm, (comment) => comment.replace(/[^\n]/g, ' '));
}

export function readTableWrites(root: string, files: readonly string[]): TableWrite[] {
  const writes: TableWrite[] = [];
  for (const file of files) {
    const module = MODULE_FILE.exec(file)?.[1];
    if (!module || TEST_FILE.test(file)) continue;
    const text = dropComments(readFileSync(path.join(root, file), 'utf8'));
    const lineAt = (index: number) => text.slice(0, index).split('\n').length;
    for (const match of text.matchAll(KYSELY_WRITE)) {
      writes.push({ module, file, line: lineAt(match.index ?? 0), table: match[2] ?? '' });
    }
    for (const match of text.matchAll(SQL_WRITE)) {
      writes.push({ module, file, line: lineAt(match.index ?? 0), table: (match[1] ?? '').toLowerCase() });
    }
  }
  return writes;
}

/**
 * A violation at every write of a table that more than one module writes. Which module should
 * own it is a decision (usually the one that creates its rows); the message names them all.
 */
export function findSharedTableWrites(root: string, files: readonly string[]): Violation[] {
  const writes = readTableWrites(root, files);
  const writers = new Map<string, Set<string>>();
  for (const write of writes) {
    const modules = writers.get(write.table) ?? new Set<string>();
    modules.add(write.module);
    writers.set(write.table, modules);
  }
  return writes
    .filter((write) => (writers.get(write.table)?.size ?? 0) > 1)
    .map((write) => ({
      file: write.file,
      line: write.line,
      rule: 'module-writes-others-table',
      message: `table "${write.table}" is written by the modules ${[...(writers.get(write.table) ?? [])].sort().join(', ')}; one module owns a table, the others call its .api.ts`,
    }));
}
