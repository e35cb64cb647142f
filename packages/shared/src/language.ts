import { z } from 'zod';

/**
 * The languages Bazaar speaks (issue 28): an account's `language`, the web app's catalogs, the server's messages,
 * mails and documents. English is the default and the fallback. Adding a language is a line here and its catalogs.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const language = z.enum(LANGUAGES, { error: `language must be one of: ${LANGUAGES.join(', ')} (en = English, hi = हिन्दी)` });

/** PUT /api/account/language. */
export const languageBody = z.strictObject({ language });
export type LanguageBody = z.output<typeof languageBody>;

/**
 * The language an `Accept-Language` header asks for, or undefined when it names none Bazaar speaks. The entries are
 * taken by their `q` weight (highest first, then in order), and a region is ignored: `hi-IN` is Hindi. `*` names none.
 */
export function languageFromHeader(header: string | undefined | null): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), i };
    })
    .filter((e) => e.q > 0 && Number.isFinite(e.q))
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const e of ranked) if ((LANGUAGES as readonly string[]).includes(e.base)) return e.base as Language;
  return undefined;
}
