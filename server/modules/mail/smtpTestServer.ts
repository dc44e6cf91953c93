/**
 * A real SMTP server for the mail tests (the smtp-server package) on a free loopback port. It
 * keeps what it accepted, decoded enough to assert on (headers, quoted-printable text), and can
 * be told to refuse recipients or logins the way a real server does.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAuthentication, type SMTPServerDataStream } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  messageId: string;
  text: string;
  raw: string;
}

export interface TestSmtpServer {
  readonly url: string;
  readonly received: ReceivedMail[];
  /** Refuse every RCPT TO with 550 (a mailbox that does not exist). */
  rejectRecipients: boolean;
  close(): Promise<void>;
}

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_all, _charset: string, encoding: string, text: string) => {
    if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
    return decodeQuotedPrintable(text.replace(/_/g, ' '));
  });
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => `%${hex}`);
  // Percent-escape the rest so decodeURIComponent sees only the bytes we produced.
  return decodeURIComponent(bytes.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'));
}

function parse(raw: string, from: string, to: string[]): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text = encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { from, to, subject: decodeWords(header('Subject')), messageId: header('Message-ID'), text, raw };
}

export async function startSmtpServer(options: { user?: string; password?: string } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const state = { rejectRecipients: false };
  const auth = options.user !== undefined;
  const server = new SMTPServer({
    disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !auth,
    // Plain-text AUTH without TLS, on loopback only.
    allowInsecureAuth: true,
    logger: false,
    // Close at once in afterAll instead of waiting 30 s for idle clients.
    closeTimeout: 100,
    onAuth(login: SMTPServerAuthentication, _session, callback) {
      if (login.username === options.user && login.password === options.password) return callback(null, { user: login.username });
      return callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (!state.rejectRecipients) return callback();
      const err = Object.assign(new Error(`Mailbox ${address.address} does not exist`), { responseCode: 550 });
      return callback(err);
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push(parse(Buffer.concat(chunks).toString('utf8'), from, session.envelope.rcptTo.map((r) => r.address)));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const credentials = auth ? `${encodeURIComponent(options.user ?? '')}:${encodeURIComponent(options.password ?? '')}@` : '';
  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    received,
    get rejectRecipients() {
      return state.rejectRecipients;
    },
    set rejectRecipients(value: boolean) {
      state.rejectRecipients = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
