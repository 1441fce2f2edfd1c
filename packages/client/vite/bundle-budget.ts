import { type BundleMeasurement, formatKb } from './measure-bundle.ts';

/**
 * An app's `bundle-budget.json`: how much gzipped JavaScript its build may produce. Sizes are in
 * kB of 1000 bytes, as Vite prints them. Raise a number only with the reason in the commit.
 */
export interface BundleBudget {
  /** What a first visit downloads before anything renders: the entry and its static imports. */
  readonly initialGzipKb: number;
  /** Any one chunk, lazy ones included. */
  readonly chunkGzipKb: number;
  /** Chunks allowed more (or held to less) than `chunkGzipKb`, by chunk name (`en`, `index`). */
  readonly chunks?: Readonly<Record<string, number>>;
}

const isBudgetNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** Checks the shape of a parsed budget file; throws with what is wrong. */
export function parseBundleBudget(value: unknown, source = 'bundle budget'): BundleBudget {
  const problems: string[] = [];
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  if (!isBudgetNumber(record.initialGzipKb)) problems.push('initialGzipKb must be a positive number');
  if (!isBudgetNumber(record.chunkGzipKb)) problems.push('chunkGzipKb must be a positive number');
  const chunks = record.chunks;
  if (chunks !== undefined) {
    if (typeof chunks !== 'object' || chunks === null || Array.isArray(chunks)) {
      problems.push('chunks must map chunk names to numbers');
    } else {
      for (const [name, kb] of Object.entries(chunks)) {
        if (!isBudgetNumber(kb)) problems.push(`chunks.${name} must be a positive number`);
      }
    }
  }
  if (problems.length > 0) throw new Error(`${source}: ${problems.join('; ')}`);
  return record as unknown as BundleBudget;
}

/** What goes past the budget, one line each; empty when the build fits. */
export function checkBundleBudget(measurement: BundleMeasurement, budget: BundleBudget): string[] {
  const problems: string[] = [];
  const initialLimit = budget.initialGzipKb * 1000;
  if (measurement.initialGzipBytes > initialLimit) {
    const initialNames = measurement.chunks.filter((chunk) => chunk.initial).map((chunk) => chunk.name);
    problems.push(
      `initial JS is ${formatKb(measurement.initialGzipBytes)} gzipped, over its budget of ` +
        `${formatKb(initialLimit)} (${initialNames.join(', ')})`,
    );
  }
  for (const chunk of measurement.chunks) {
    const limit = (budget.chunks?.[chunk.name] ?? budget.chunkGzipKb) * 1000;
    if (chunk.gzipBytes > limit) {
      problems.push(
        `chunk ${chunk.name} (${chunk.fileName}) is ${formatKb(chunk.gzipBytes)} gzipped, over its ` +
          `budget of ${formatKb(limit)}`,
      );
    }
  }
  return problems;
}
