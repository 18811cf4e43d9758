import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  headers: Record<string, string>;
  body: string;
}

/** A local SMTP server for the tests: records what it receives, and can refuse the next messages with a 4xx. */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** Each message DATA refused so far, with the code it was refused with. */
  readonly refused: number[] = [];
  private refuseNext = 0;
  private refuseCode = 451;
  private waiters: { count: number; resolve: () => void }[] = [];

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  static async start(): Promise<TestSmtpServer> {
    const holder: { self?: TestSmtpServer } = {};
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => holder.self!.onMessage(Buffer.concat(chunks).toString('utf8'), session, callback));
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    holder.self = new TestSmtpServer(server, (server.server.address() as AddressInfo).port);
    return holder.self;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Refuses the next `count` messages with `code` (a 4xx: try again later). */
  refuse(count: number, code = 451): void {
    this.refuseNext = count;
    this.refuseCode = code;
  }

  /** Resolves once `count` messages in all have been accepted. */
  async waitFor(count: number): Promise<void> {
    if (this.received.length >= count) return;
    await new Promise<void>((resolve) => this.waiters.push({ count, resolve }));
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private onMessage(raw: string, session: { envelope: { mailFrom: false | { address: string }; rcptTo: { address: string }[] } }, callback: (error?: Error | null) => void): void {
    if (this.refuseNext > 0) {
      this.refuseNext--;
      this.refused.push(this.refuseCode);
      callback(Object.assign(new Error('Temporary local problem, try again later'), { responseCode: this.refuseCode }));
      return;
    }
    const [head = '', ...rest] = raw.split('\r\n\r\n');
    const headers: Record<string, string> = {};
    for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
      const at = line.indexOf(':');
      if (at > 0) headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
    }
    let body = rest.join('\r\n\r\n');
    if (/quoted-printable/i.test(headers['content-transfer-encoding'] ?? '')) {
      body = Buffer.from(body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
    }
    const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
    this.received.push({ envelope: { from, to: session.envelope.rcptTo.map((r) => r.address) }, headers, body: body.replace(/\r\n/g, '\n').replace(/\n$/, '') });
    callback();
    const ready = this.waiters.filter((w) => this.received.length >= w.count);
    this.waiters = this.waiters.filter((w) => this.received.length < w.count);
    for (const w of ready) w.resolve();
  }
}
