import type { Language } from '@bazaar/shared';
import { HI_FRAGMENTS, HI_MESSAGES, HI_TERMS } from './hi.js';

/**
 * The server's messages in the user's language (issue 28, decision 091). A catalog is keyed by the English text as
 * the code writes it: exact messages ("Order not found") and templates whose variable parts are placeholders named
 * after the code's expressions ("{label} must be at most {max} characters"). A placeholder's value is translated
 * too when the catalog knows it (a field's label: "Name" → "नाम"; a wait: "2 minutes" → "2 मिनट"), else kept as it
 * is (a shop's name, an amount). In a translation, `{~name}` takes the value and prints nothing (an English plural
 * ending). English is never looked up: the code's own text is the English message.
 */
export interface Catalog {
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

const CATALOGS: Partial<Record<Language, { messages: Compiled; parts: Compiled }>> = {
  hi: {
    messages: compile(HI_MESSAGES),
    parts: compile({ ...HI_FRAGMENTS, ...HI_TERMS, ...HI_MESSAGES }),
  },
};

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

/** `message` in `language`; the English text itself when the language is English or the catalog lacks it. */
export function translateMessage(message: string, language: Language): string {
  const catalog = CATALOGS[language];
  if (!catalog || !message) return message;
  return apply(catalog.messages, catalog.parts, message, 0) ?? message;
}

/** For the completeness test: the catalogs by language. */
export const SERVER_CATALOGS: Partial<Record<Language, Catalog>> = {
  hi: { messages: HI_MESSAGES, terms: HI_TERMS, fragments: HI_FRAGMENTS },
};
