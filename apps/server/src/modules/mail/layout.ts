import type { Language } from '@bazaar/shared';
import { sayer } from './mail-text.js';

/**
 * The shape every message shares (decision 028): a subject, an HTML part that reads on a 320 px phone (one
 * column, at most 560 px wide, 16 px text, inline styles only, as mail clients drop <style>) and a plain-text part
 * with the same words. Blocks are plain data, so the two parts cannot say different things.
 */
export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

export type Block =
  | { p: string }
  /** A small table: each row a label and an amount (or a value), the last row bold when `total`. */
  | { rows: Array<[string, string]>; total?: boolean; heading?: string }
  | { button: string; href: string }
  | { note: string };

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function blockHtml(b: Block): string {
  if ('p' in b) return `<p style="margin:0 0 16px">${esc(b.p)}</p>`;
  if ('note' in b) return `<p style="margin:0 0 16px;color:#555;font-size:14px">${esc(b.note)}</p>`;
  if ('button' in b)
    return `<p style="margin:0 0 20px"><a href="${esc(b.href)}" style="display:inline-block;background:#0f766e;color:#fff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${esc(b.button)}</a></p>`;
  const rows = b.rows
    .map(([label, value], i) => {
      const bold = b.total && i === b.rows.length - 1 ? 'font-weight:bold;border-top:1px solid #ddd;' : '';
      return `<tr><td style="${bold}padding:6px 8px 6px 0;vertical-align:top">${esc(label)}</td><td style="${bold}padding:6px 0;text-align:right;white-space:nowrap;vertical-align:top">${esc(value)}</td></tr>`;
    })
    .join('');
  const heading = b.heading ? `<p style="margin:0 0 4px;font-weight:bold">${esc(b.heading)}</p>` : '';
  return `${heading}<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px;font-size:15px">${rows}</table>`;
}

function blockText(b: Block): string {
  if ('p' in b) return b.p;
  if ('note' in b) return b.note;
  if ('button' in b) return `${b.button}: ${b.href}`;
  const lines = b.rows.map(([label, value]) => `  ${label}: ${value}`);
  if (b.total && lines.length > 1) lines.splice(lines.length - 1, 0, '  ' + '-'.repeat(24));
  return (b.heading ? `${b.heading}\n` : '') + lines.join('\n');
}

/** A whole message from its subject, heading and blocks, already in `language`; the frame is said in it too. */
export function compose(subject: string, heading: string, blocks: Block[], language: Language = 'en'): MailContent {
  const say = sayer(language);
  const html = [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`,
    `<title>${esc(subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f4f5">',
    '<div style="max-width:560px;margin:0 auto;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#18181b;background:#fff">',
    '<p style="margin:0 0 12px;font-weight:bold;color:#0f766e">Bazaar</p>',
    `<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3">${esc(heading)}</h1>`,
    ...blocks.map(blockHtml),
    `<p style="margin:24px 0 0;color:#71717a;font-size:13px">${esc(say('Bazaar, an online marketplace of local shops. This message was sent because of something done on your account.'))}</p>`,
    '</div></body></html>',
  ].join('');
  const text = [heading, '', ...blocks.flatMap((b) => [blockText(b), '']), '-- ', say('Bazaar, an online marketplace of local shops.')].join('\n');
  return { subject, html, text };
}
