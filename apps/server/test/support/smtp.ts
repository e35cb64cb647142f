/**
 * A real SMTP server on loopback in the test process (the `smtp-server` package), standing in for the mail
 * provider: it accepts every message and keeps it, decoded enough for assertions (recipient, subject, the text and
 * HTML parts, attachments). `stop()` and `start()` on the same port simulate an outage.
 */
import { SMTPServer } from 'smtp-server';
import { smtpTransport } from '../../src/modules/mail/smtp.js';
import type { MailTransport } from '../../src/modules/mail/outbox-worker.js';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
  raw: string;
}

export interface TestSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  start(): Promise<void>;
  stop(): Promise<void>;
  /** A nodemailer transport pointed at this server, as server.ts builds from SMTP_URL. */
  transport(): MailTransport;
}

export async function startSmtp(onPort = 0): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let port = onPort;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            received.push({ ...parseMime(raw), to: session.envelope.rcptTo.map((r) => r.address), raw });
            callback();
          });
        },
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.server.address() as { port: number }).port;
        resolve();
      });
    });
  await start();
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    start,
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    transport: () => smtpTransport(`smtp://127.0.0.1:${port}`),
  };
}

/** A port nothing listens on (an SMTP server that is down). */
export async function closedPort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
}

function headerMap(block: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) map.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  return map;
}

function decodeWords(s: string): string {
  return s.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*(?==\?)?/g, (_m, _cs, enc: string, data: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQp(data.replace(/_/g, ' ')),
  );
}

function decodeQp(s: string): string {
  const bytes: number[] = [];
  const text = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): Buffer {
  const e = (encoding ?? '7bit').toLowerCase();
  if (e === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (e === 'quoted-printable') return Buffer.from(decodeQp(body), 'utf8');
  return Buffer.from(body, 'utf8');
}

/** Just enough MIME for nodemailer's output: nested multiparts, QP and base64 bodies, encoded-word headers. */
function parseMime(raw: string): Omit<ReceivedMail, 'to' | 'raw'> {
  const out: Omit<ReceivedMail, 'to' | 'raw'> = { subject: '', text: '', html: '', attachments: [] };
  const walk = (entity: string, top: boolean) => {
    const split = entity.search(/\r?\n\r?\n/);
    const head = headerMap(split < 0 ? entity : entity.slice(0, split));
    const body = split < 0 ? '' : entity.slice(split).replace(/^\r?\n\r?\n/, '');
    if (top) out.subject = decodeWords(head.get('subject') ?? '');
    const type = head.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      const parts = body.split(`--${boundary}`).slice(1);
      for (const part of parts) if (!part.startsWith('--')) walk(part.replace(/^\r?\n/, ''), false);
      return;
    }
    const content = decodeBody(body, head.get('content-transfer-encoding'));
    const disposition = head.get('content-disposition') ?? '';
    if (/attachment/i.test(disposition)) {
      const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '';
      out.attachments.push({ filename, contentType: type.split(';')[0]!.trim(), content });
    } else if (/^text\/html/i.test(type)) out.html = content.toString('utf8');
    else if (/^text\/plain/i.test(type)) out.text = content.toString('utf8');
  };
  walk(raw, true);
  return out;
}

/** Waits until `check` holds (polling), or fails after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 10_000, what = 'the condition'): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}
