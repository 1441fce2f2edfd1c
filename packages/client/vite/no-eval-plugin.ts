import type { Plugin } from 'vite';

/**
 * Baro's pages run under a Content-Security-Policy without 'unsafe-eval' (apps/api
 * `security-headers.ts`). Zod 4 probes `new Function` on its first parse to compile faster
 * parsers; the policy refuses the probe and the browser reports a violation on every page. Zod
 * reads its settings from this global when it loads, so a classic script that runs before any
 * module turns the probe off (`jitless`): forms and API answers are small enough for zod's
 * interpreter. It has to be a separate script: a module of the bundle may run after a chunk that
 * already parsed something at its top level.
 */
export const NO_EVAL_SCRIPT =
  'globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });\n';

const FILE = 'no-eval.js';

/** Serves and emits `no-eval.js` and loads it first in index.html. Every web app uses it. */
export function noEvalPlugin(): Plugin {
  let base = '/';
  return {
    name: 'baro:no-eval',
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url !== `${base}${FILE}`) return next();
        response.setHeader('content-type', 'text/javascript; charset=utf-8');
        response.end(NO_EVAL_SCRIPT);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: FILE, source: NO_EVAL_SCRIPT });
    },
    transformIndexHtml() {
      return [{ tag: 'script', attrs: { src: `${base}${FILE}` }, injectTo: 'head-prepend' }];
    },
  };
}
