import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';
import { formatHostStatus, type HostStatus } from '@baro/core';

/**
 * A label printer on a local TCP port for tests: it keeps every job it receives (what a printer
 * would print) and answers `~HS` with the flags it is given, like a Zebra-compatible printer on
 * port 9100. `silent` makes it accept connections and never answer or close (a hung printer).
 */
export async function startFakePrinter(options: { silent?: boolean } = {}) {
  const jobs: string[] = [];
  let flags: Partial<HostStatus> = {};
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    if (options.silent) return;
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (received.includes('~HS')) {
        socket.write(formatHostStatus(flags));
        received = received.replace('~HS', '');
      }
    });
    socket.on('end', () => {
      if (received.trim()) jobs.push(received.trim());
      socket.end();
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    target: `tcp://127.0.0.1:${port}`,
    jobs,
    setStatus(next: Partial<HostStatus>) {
      flags = next;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
