import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { NO_EVAL_SCRIPT, noEvalPlugin } from './no-eval-plugin.ts';

describe('noEvalPlugin', () => {
  afterEach(() => {
    z.config({ jitless: false });
    vi.restoreAllMocks();
  });

  it('its script makes zod parse objects without compiling code', () => {
    // As the browser would: a classic script in the global scope.
    new Function(NO_EVAL_SCRIPT)();
    expect(z.config().jitless).toBe(true);
    const compile = vi.spyOn(globalThis, 'Function');
    expect(z.object({ name: z.string() }).parse({ name: '바로' })).toEqual({ name: '바로' });
    expect(compile).not.toHaveBeenCalled();
  });

  it('loads the script first in index.html, under the app base', () => {
    const plugin = noEvalPlugin();
    (plugin.configResolved as (config: { base: string }) => void)({ base: '/partner/' });
    const tags = (plugin.transformIndexHtml as () => unknown)();
    expect(tags).toEqual([
      { tag: 'script', attrs: { src: '/partner/no-eval.js' }, injectTo: 'head-prepend' },
    ]);
  });
});
