import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients, as the SMTP client named them in RCPT TO. */
  to: string[];
  raw: string;
  parsed: ParsedMail;
}

/**
 * A real SMTP server in the test process (smtp-server), read with mailparser. It can be stopped
 * and started again on the same port (a mail server that is down, then up), and can refuse a
 * recipient with a reply code, as a real one refuses an unknown mailbox (550) or defers (450).
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** Recipient address (lower case) → the reply code RCPT TO gets. */
  readonly refusals = new Map<string, number>();
  /**
   * Awaited once a message's data has arrived and before the server answers it: a test holds the
   * reply (a mail server that hangs mid-send) until it chooses. The message counts as received
   * only once answered.
   */
  beforeReply: ((raw: string) => Promise<void>) | null = null;
  private server: SMTPServer | null = null;

  private constructor(readonly port: number) {}

  /** A server on a free port; `running: false` leaves it down until `start()`. */
  static async open({ running = true } = {}): Promise<TestSmtpServer> {
    const smtp = new TestSmtpServer(await freePort());
    if (running) await smtp.start();
    return smtp;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (this.server) return;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        const code = this.refusals.get(address.address.toLowerCase());
        if (!code) return callback();
        callback(Object.assign(new Error(`${code} mailbox refused by the test server`), { responseCode: code }));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          Promise.resolve(this.beforeReply?.(raw))
            .then(() => simpleParser(raw))
            .then(
              (parsed) => {
                this.received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, parsed });
                callback();
              },
              (error: Error) => callback(error),
            );
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The messages received so far whose subject matches. */
  withSubject(pattern: RegExp): ReceivedMail[] {
    return this.received.filter((mail) => pattern.test(mail.parsed.subject ?? ''));
  }

  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(address));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
