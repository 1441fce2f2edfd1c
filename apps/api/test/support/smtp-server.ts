import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  mailFrom: string;
  rcptTo: string[];
  /** The DATA stream as received: headers and MIME body. */
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  messages: CapturedMail[];
  /** When set, every DATA command is answered with this temporary failure (451). */
  failWith: string | null;
  /** Milliseconds the server waits before accepting each message (to make senders overlap). */
  delayMs: number;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port, without TLS or authentication, keeping what it receives. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const state: TestSmtpServer = {
    url: '',
    messages: [],
    failWith: null,
    delayMs: 0,
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.failWith) {
          const error = Object.assign(new Error(state.failWith), { responseCode: 451 });
          callback(error);
          return;
        }
        state.messages.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        setTimeout(() => callback(), state.delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
