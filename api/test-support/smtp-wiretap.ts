import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A relay between the app and a test SMTP server that keeps every byte of the conversation,
 * both ways: the envelope, the commands and the message as it crossed the wire. Point SMTP_URL
 * at `url`; read `transcript` after.
 */
export class SmtpWiretap {
  private constructor(
    private readonly server: Server,
    private readonly chunks: Buffer[],
    private readonly sockets: Set<Socket>,
  ) {}

  static async open(target: { port: number }): Promise<SmtpWiretap> {
    const chunks: Buffer[] = [];
    const sockets = new Set<Socket>();
    const server = createServer((client) => {
      const upstream = connect(target.port, '127.0.0.1');
      for (const [from, to] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        sockets.add(from);
        from.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          to.write(chunk);
        });
        // One side gone, the other goes too: the SMTP client sees a dropped connection, as it would.
        from.on('close', () => {
          sockets.delete(from);
          to.destroy();
        });
        from.on('error', () => undefined);
      }
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    return new SmtpWiretap(server, chunks, sockets);
  }

  get url(): string {
    return `smtp://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Everything said on every connection so far, in the order it arrived. */
  get transcript(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
