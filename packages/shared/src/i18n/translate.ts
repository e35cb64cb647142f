/**
 * Messages in the reader's language, keyed by the English text the code writes (issue 28, decisions 091 and 106):
 * exact messages ("Order not found") and templates whose variable parts are placeholders named after the code's
 * expressions ("{label} must be at most {max} characters"). A placeholder's value is translated too when the
 * catalog knows it (a field's label: "Name" → "नाम"; a wait: "2 minutes" → "2 मिनट"), else kept as it is (a shop's
 * name, an amount). In a translation, `{~name}` takes the value and prints nothing (an English plural ending).
 * English is never looked up: the code's own text is the English message. The server translates its replies with
 * it (apps/server/src/i18n/translate.ts); the web app the shared schemas' messages its forms show.
 */
export interface MessageCatalog {
  messages: Record<string, string>;
  /** Labels and nouns that fill placeholders. */
  terms: Record<string, string>;
  /** Parts of messages made outside the scanned sites (a wait, a count), for placeholders only. */
  fragments: Record<string, string>;
}

interface Compiled {
  exact: Map<string, string>;
  templates: { re: RegExp; names: string[]; to: string }[];
}

const PLACEHOLDER = /\{(~?)([A-Za-z_][A-Za-z0-9_]*)\}/g;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(entries: Record<string, string>): Compiled {
  const exact = new Map<string, string>();
  const templates: Compiled['templates'] = [];
  for (const [en, to] of Object.entries(entries)) {
    const names: string[] = [];
    let re = '';
    let last = 0;
    for (const m of en.matchAll(PLACEHOLDER)) {
      re += escape(en.slice(last, m.index)) + '([\\s\\S]*?)';
      names.push(m[2]!);
      last = m.index + m[0].length;
    }
    if (!names.length) exact.set(en, to);
    else templates.push({ re: new RegExp(`^${re}${escape(en.slice(last))}$`), names, to });
  }
  // The most specific first: more fixed text, fewer guesses.
  const fixed = (t: { re: RegExp; names: string[] }) => t.re.source.length - t.names.length * 12;
  templates.sort((a, b) => fixed(b) - fixed(a));
  return { exact, templates };
}

function apply(c: Compiled, parts: Compiled, text: string, depth: number): string | undefined {
  const hit = c.exact.get(text);
  if (hit !== undefined) return hit;
  for (const t of c.templates) {
    const m = t.re.exec(text);
    if (!m) continue;
    const values = new Map(t.names.map((n, i) => [n, m[i + 1] ?? '']));
    return t.to.replace(PLACEHOLDER, (_all, drop: string, name: string) => {
      if (drop) return '';
      const v = values.get(name) ?? '';
      return depth < 2 ? (apply(parts, parts, v, depth + 1) ?? v) : v;
    });
  }
  return undefined;
}

/** A translator for one language's catalog: the message translated, or undefined when the catalog lacks it. */
export function messageTranslator(catalog: MessageCatalog): (message: string) => string | undefined {
  const messages = compile(catalog.messages);
  const parts = compile({ ...catalog.fragments, ...catalog.terms, ...catalog.messages });
  return (message) => (message ? apply(messages, parts, message, 0) : undefined);
}
