// An https front for a journey's server, as production has one (TLS ends at the proxy, the API
// listens on plain http behind it): a TLS listener on a free loopback port that pipes each
// connection to the server. Its certificate is self-signed, made here by the machine's openssl
// for 127.0.0.1 and valid for a day; the browser is told to accept it (--ignore-certificate-errors).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:tls';
import { promisify } from 'node:util';

async function selfSignedCertificate(): Promise<{ key: Buffer; cert: Buffer }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'baro-e2e-tls-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    await promisify(execFile)('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ]);
    return { key: await readFile(key), cert: await readFile(cert) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Listens at once (so the address can go into the server's PUBLIC_URL before it starts) and
 * forwards to `forwardTo(url)`'s host and port once it is given; connections before that are closed.
 */
export async function startTlsProxy() {
  const { key, cert } = await selfSignedCertificate();
  let target: { host: string; port: number } | undefined;
  const sockets = new Set<Socket>();
  const server = createServer({ key, cert }, (client) => {
    if (target === undefined) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address !== 'object') throw new Error('the TLS proxy has no port');
  return {
    port: address.port,
    /** `https://127.0.0.1:<port>` */
    url: `https://127.0.0.1:${address.port}`,
    forwardTo(url: string) {
      const { hostname, port } = new URL(url);
      target = { host: hostname, port: Number(port) };
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
