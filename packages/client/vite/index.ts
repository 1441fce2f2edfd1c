// `@baro/client/vite`: the build plugins every web app's vite.config.ts uses.

export { buildInfoPlugin, type GitRunner, readBuildInfo, VERSION_FILE } from './build-info-plugin.ts';
export { type BundleBudget, checkBundleBudget, parseBundleBudget } from './bundle-budget.ts';
export { type BundleBudgetPluginOptions, bundleBudgetPlugin } from './bundle-budget-plugin.ts';
export {
  type BundleMeasurement,
  type ChunkLike,
  formatKb,
  gzipSize,
  type MeasuredChunk,
  measureBundle,
  type OutputFileLike,
} from './measure-bundle.ts';
export { NO_EVAL_SCRIPT, noEvalPlugin } from './no-eval-plugin.ts';
export { precompressPlugin } from './precompress-plugin.ts';
export {
  type ServiceWorkerOptions,
  serviceWorkerPlugin,
  serviceWorkerSource,
} from './service-worker-plugin.ts';
