import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { type BundleBudget, checkBundleBudget, parseBundleBudget } from './bundle-budget.ts';
import { formatKb, measureBundle, type OutputFileLike } from './measure-bundle.ts';

export interface BundleBudgetPluginOptions {
  /** The budget file, relative to the Vite root. @default 'bundle-budget.json' */
  readonly file?: string;
  /** A budget given inline instead of a file (tests). */
  readonly budget?: BundleBudget;
}

/**
 * Fails `vite build` when the initial JavaScript or any chunk grows past the app's budget
 * (`bundle-budget.json` beside its vite.config.ts), naming what is over; prints the initial size
 * otherwise (`BARO_BUNDLE_BUDGET=warn` only warns). Every web app uses it, so a heavy import shows up in the build that adds it rather
 * than in a slow first page later.
 */
export function bundleBudgetPlugin(options: BundleBudgetPluginOptions = {}): Plugin {
  let budget: BundleBudget | undefined = options.budget;
  return {
    name: 'baro:bundle-budget',
    apply: 'build',
    configResolved(config) {
      if (budget) return;
      const file = path.resolve(config.root, options.file ?? 'bundle-budget.json');
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        throw new Error(`bundle budget: ${file} is missing (see docs/performance.md)`);
      }
      budget = parseBundleBudget(JSON.parse(text), file);
    },
    // Last, after Vite has written its preload lists into the chunks: the bytes that ship.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (!budget) return;
        const measurement = measureBundle(Object.values(bundle) as OutputFileLike[]);
        const problems = checkBundleBudget(measurement, budget);
        if (problems.length > 0) {
          const message = `over the bundle budget:\n  ${problems.join('\n  ')}`;
          // `npm run bench:web` measures every app, including one that is over.
          if (process.env.BARO_BUNDLE_BUDGET === 'warn') this.warn(message);
          else this.error(message);
        }
        this.info(
          `initial JS ${formatKb(measurement.initialGzipBytes)} gzipped (budget ${budget.initialGzipKb} kB)`,
        );
      },
    },
  };
}
