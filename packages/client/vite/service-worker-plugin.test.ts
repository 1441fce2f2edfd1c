import { describe, expect, it } from 'vitest';
import { serviceWorkerSource } from './service-worker-plugin.ts';

describe('the service worker the build writes', () => {
  const source = serviceWorkerSource({
    base: '/handheld/',
    files: ['index.html', 'assets/index-abc.js', 'assets/move-def.js', 'manifest.webmanifest'],
    version: '0123456789ab',
  });

  it('caches the shell (index.html) and every file of the build under the base, in a cache named by the build', () => {
    expect(source).toContain(
      'const PRECACHE = ["/handheld/index.html","/handheld/assets/index-abc.js","/handheld/assets/move-def.js","/handheld/manifest.webmanifest"];',
    );
    expect(source).toContain('caches.match(SHELL)');
    expect(source).toContain('const CACHE = "baro-handheld-0123456789ab";');
  });

  it('answers only GETs of its own files: the API and other origins go to the network', () => {
    expect(source).toContain("if (request.method !== 'GET') return;");
    expect(source).toContain('!url.pathname.startsWith(BASE)) return;');
    expect(source).not.toContain('/api');
  });

  it('is valid JavaScript', () => {
    expect(() => new Function(source)).not.toThrow();
  });
});
