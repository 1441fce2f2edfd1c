#!/usr/bin/env node
import { AgentConfigError, loadAgentConfig } from './agent-config.ts';
import { AGENT_VERSION, createAgentServer } from './agent-server.ts';
import { describeTarget } from './printer-transport.ts';

// `npm run print-agent -- --printers=default=tcp://192.168.0.50:9100@203` (or the same settings as
// PRINT_AGENT_* environment variables): starts the agent on http://127.0.0.1:9110 and prints the
// token to paste into the warehouse app once.

try {
  const config = loadAgentConfig(process.env, process.argv.slice(2));
  const server = createAgentServer(config);
  server.listen(config.port, config.host, () => {
    console.log(`Baro print agent ${AGENT_VERSION} on http://${config.host}:${config.port}`);
    for (const printer of config.printers)
      console.log(`  ${printer.id}: ${describeTarget(printer.target)} (${printer.dpi} dpi)`);
    console.log(`  allowed origins: ${config.origins.join(', ')}`);
    console.log(
      config.tokenFile
        ? `  token (kept in ${config.tokenFile}): ${config.token}`
        : '  token: from PRINT_AGENT_TOKEN',
    );
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  if (error instanceof AgentConfigError) {
    console.error(`Baro print agent cannot start: ${error.message}`);
    process.exit(2);
  }
  throw error;
}
