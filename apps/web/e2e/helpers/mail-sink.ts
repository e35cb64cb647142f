import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * The e2e server's mail server: an SMTP server on loopback that writes each message it receives as a JSON file
 * (recipients, subject, the raw body with quoted-printable soft breaks undone) into a folder the tests read
 * (E2E_MAIL_DIR). Reset links and COD codes are only in sent mail: the outbox keeps them sealed (decision 039).
 */
export async function startMailSink(dir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
        const body = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        const file = path.join(dir, `${Date.now()}-${String(++n).padStart(5, '0')}.json`);
        fs.writeFileSync(file, JSON.stringify({ to: session.envelope.rcptTo.map((r) => r.address), subject, body }));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as { port: number }).port;
  return { url: `smtp://127.0.0.1:${port}`, stop: () => new Promise<void>((r) => server.close(() => r())) };
}

export interface SinkMail {
  to: string[];
  subject: string;
  body: string;
}

/** The newest message to `email` that matches, waiting for it (the outbox sends within a few seconds). */
export async function mailTo(email: string, match: (m: SinkMail) => boolean, timeoutMs = 20_000): Promise<SinkMail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (the server fixture in e2e/fixtures.ts starts the mail sink)');
  const end = Date.now() + timeoutMs;
  for (;;) {
    const mails = fs
      .readdirSync(dir)
      .sort()
      .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as SinkMail)
      .filter((m) => m.to.includes(email) && match(m));
    if (mails.length) return mails.at(-1)!;
    if (Date.now() > end) throw new Error(`no matching message to ${email}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
