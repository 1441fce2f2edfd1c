import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Setup of every simulated-DOM test project (vitest.config.ts). The suite runs two files at once on
// a two-core machine, so a screen that appears after a fake fetch and a Mantine transition can take
// longer than Testing Library's 1 s default to show up; a slow wait is not a failure.
configure({ asyncUtilTimeout: 5_000 });

// The DOM projects run their files one after another in one worker (`isolate: false`), so what a
// file leaves behind is reset here, before each file: the project's own modules are evaluated
// afresh (so a file's `vi.mock` applies and no module-level state carries over), while React,
// Mantine and the other packages stay loaded — re-importing those per file was half the time.
vi.resetModules();
document.body.innerHTML = '';
document.head.innerHTML = '';
document.title = '';
document.documentElement.removeAttribute('lang');
localStorage.clear();
sessionStorage.clear();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.useRealTimers();
window.history.replaceState(null, '', '/');
afterEach(() => cleanup());

// happy-dom has no `document.fonts` (the CSS Font Loading API). Mantine's autosizing Textarea
// listens on it to measure again once web fonts load, and throws without it; here there are no
// fonts to wait for, as in a browser whose fonts have all loaded, so the real Textarea runs.
if (!('fonts' in document)) {
  const fonts = Object.assign(new EventTarget(), {
    status: 'loaded' as const,
    check: () => true,
    load: () => Promise.resolve([]),
  });
  Object.defineProperty(fonts, 'ready', { value: Promise.resolve(fonts) });
  Object.defineProperty(document, 'fonts', { configurable: true, value: fonts });
}
