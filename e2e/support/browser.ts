// Playwright drives the machine's Chromium (Debian's package): the project never downloads a
// browser. Without one, local runs skip the browser journeys with one line; CI must have it.
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

export const chromiumPath = process.env.BARO_CHROMIUM_PATH || '/usr/bin/chromium';

// Headless and quiet: nothing but the page under test may reach the network.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Whether the browser journeys can run here. Throws in CI, where a missing browser is a failure. */
function findChromium(): boolean {
  if (existsSync(chromiumPath)) return true;
  if (process.env.CI) {
    throw new Error(
      `Chromium not found at ${chromiumPath}: CI must run the browser journeys (apt-get install chromium, or set BARO_CHROMIUM_PATH).`,
    );
  }
  // Written directly: vitest would wrap a console.log in a per-file header, and this is one line.
  process.stdout.write(`e2e skipped: Chromium not found at ${chromiumPath} (apt-get install chromium)\n`);
  return false;
}

export const hasChromium = findChromium();

/** `extraArgs`: a journey's own switches (e.g. trusting its self-signed https certificate). */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}
