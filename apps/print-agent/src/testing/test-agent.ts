import type { AddressInfo } from 'node:net';
import { type AgentConfig, loadAgentConfig } from '../agent-config.ts';
import { createAgentServer } from '../agent-server.ts';

/**
 * The print agent on a free loopback port for tests and browser journeys, as `npm run print-agent`
 * runs it but in-process: `printers` as PRINT_AGENT_PRINTERS (e.g. a fake printer's target),
 * `origins` the pages allowed to call it (more may be allowed later with `allowOrigin`, for a
 * server whose address is known only once it started).
 */
export async function startTestAgent(options: { printers: string; origins?: string[]; token?: string }) {
  const token = options.token ?? 'test-agent-token-0123456789abcdefghij';
  const config: AgentConfig = {
    ...loadAgentConfig({
      PRINT_AGENT_TOKEN: token,
      PRINT_AGENT_PRINTERS: options.printers,
      PRINT_AGENT_ORIGINS: (options.origins ?? ['http://127.0.0.1:1']).join(','),
      PRINT_AGENT_TIMEOUT_MS: '2000',
    }),
    port: 0,
  };
  const server = createAgentServer(config);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let closed = false;
  return {
    base,
    token,
    allowOrigin(origin: string) {
      config.origins.push(origin.replace(/\/+$/, ''));
    },
    /** Stops answering (a packing PC whose agent is not running); safe to call twice. */
    async close() {
      if (closed) return;
      closed = true;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
