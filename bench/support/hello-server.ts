// The baseline: a bare node:http hello in a process of its own, as the API server is.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{"hello":"world"}');
});
server.listen(0, '127.0.0.1', () => {
  process.send?.({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` });
});
process.on('message', (message) => {
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMicros: user + system });
  }
  if (message === 'stop') server.close(() => process.exit(0));
});
