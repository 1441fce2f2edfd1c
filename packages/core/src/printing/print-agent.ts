// Where the packing PC's print agent (apps/print-agent) listens unless told otherwise: loopback
// only, port 9110 (Zebra's own Browser Print takes 9100/9101, the printers' raw port is 9100).
// The web apps' `localPrinter` base defaults to it, and the API's Content-Security-Policy lets the
// pages reach it (both spellings of loopback, as a packer may type either).
export const DEFAULT_PRINT_AGENT_PORT = 9110;
export const DEFAULT_PRINT_AGENT_BASE = `http://127.0.0.1:${DEFAULT_PRINT_AGENT_PORT}`;
export const DEFAULT_PRINT_AGENT_ORIGINS: readonly string[] = Object.freeze([
  DEFAULT_PRINT_AGENT_BASE,
  `http://localhost:${DEFAULT_PRINT_AGENT_PORT}`,
]);
