import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/**
 * The e2e server's SMS provider (issue 27): Twilio's Messages API played on loopback, writing each text it
 * accepts as a JSON file (`to`, `body`) into a folder the tests read (E2E_SMS_DIR). Login codes are only in the
 * texts: the database keeps them hashed (decision 078).
 */
export async function startSmsSink(dir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  let n = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      const file = path.join(dir, `${Date.now()}-${String(++n).padStart(5, '0')}.json`);
      fs.writeFileSync(file, JSON.stringify({ to: form.get('To') ?? '', body: form.get('Body') ?? '' }));
      res.writeHead(201, { 'content-type': 'application/json' }).end(`{"sid":"SM${n}"}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}

/** The code in the newest text to `to` (E.164), waiting for it. */
export async function codeTextedTo(to: string, after = 0, timeoutMs = 20_000): Promise<string> {
  const dir = process.env.E2E_SMS_DIR;
  if (!dir) throw new Error('E2E_SMS_DIR is not set (the server fixture in e2e/fixtures.ts starts the SMS sink)');
  const end = Date.now() + timeoutMs;
  for (;;) {
    const texts = fs
      .readdirSync(dir)
      .sort()
      .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { to: string; body: string })
      .filter((m) => m.to === to);
    const code = texts.length > after ? /^(\d{6}) /.exec(texts.at(-1)!.body)?.[1] : undefined;
    if (code) return code;
    if (Date.now() > end) throw new Error(`no code texted to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** How many texts went to `to` so far. */
export function textsTo(to: string): number {
  const dir = process.env.E2E_SMS_DIR!;
  return fs.readdirSync(dir).filter((f) => (JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { to: string }).to === to).length;
}
