import { buildInfoPlugin, bundleBudgetPlugin, noEvalPlugin, precompressPlugin } from '@baro/client/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  // Served by the API under /warehouse/ (apps/api/src/http/web-apps.ts); the router's basename matches.
  base: '/warehouse/',
  plugins: [react(), buildInfoPlugin(), noEvalPlugin(), bundleBudgetPlugin(), precompressPlugin()],
  // Only what resolveAppConfig reads reaches the bundle: a wider prefix could leak server secrets.
  envPrefix: ['BARO_ENV', 'BARO_API_BASE_', 'VITE_SENTRY_DSN'],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Everything the entry imports statically in one file (one request, one gzip stream, ~5 %
    // smaller than the dozen shared chunks Rolldown makes otherwise); pages stay lazy (ADR 0016).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
    // bundle-budget.json is the limit that counts (gzipped); Vite's own warning is on raw bytes.
    chunkSizeWarningLimit: 800,
  },
  // `vite` (dev server) talks to the API that `npm start` runs on its default port.
  server: { port: 5176, proxy: { '/api': 'http://127.0.0.1:3000' } },
});
