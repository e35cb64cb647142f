import type { Language } from '@bazaar/shared';
import { HI_MAIL_TERMS, HI_MAILS } from '../../i18n/mails-hi.js';

/**
 * The words of a mail in its recipient's language (issue 28, decision 091). Like the error messages, the English
 * text the builder writes is the key: a template whose variable parts are `{placeholders}`, filled from `values`.
 * English is the template itself, so English mails stay byte for byte what they were; a language whose catalog
 * lacks an entry falls back to the English (never wrong, only untranslated: the completeness test forbids it).
 */
export type Say = (en: string, values?: Record<string, string | number>) => string;

interface MailCatalog {
  texts: Record<string, string>;
  /** Fixed values the builders are handed (a status, a reason from a list), translated when known. */
  terms: Record<string, string>;
}

export const MAIL_CATALOGS: Partial<Record<Language, MailCatalog>> = {
  hi: { texts: HI_MAILS, terms: HI_MAIL_TERMS },
};

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The placeholders of a template, sorted (the completeness test compares them). */
export const placeholders = (s: string): string[] => [...s.matchAll(PLACEHOLDER)].map((m) => m[1]!).sort();

/** One pass over the template: a value that itself holds `{x}` (a shop's name) is never filled again. */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(PLACEHOLDER, (all, name: string) => (name in values ? String(values[name]) : all));
}

/** The `say` of one language: `say('Order {n} confirmed', { n })`. */
export function sayer(language: Language): Say {
  const texts = MAIL_CATALOGS[language]?.texts;
  return (en, values = {}) => fill(texts?.[en] ?? en, values);
}

/** A fixed value (a status, a reason label) in `language`, or as it is when the catalog does not know it. */
export function term(language: Language, en: string): string {
  return MAIL_CATALOGS[language]?.terms[en] ?? en;
}

const IST: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }),
  // Hindi month names, digits 0-9 (what Indian shopping apps print).
  hi: new Intl.DateTimeFormat('hi-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata', numberingSystem: 'latn' }),
};

/** A moment as people in India read it: the date and time in IST, month names in the mail's language. */
export const istTime = (d: Date, language: Language): string => `${IST[language].format(d)} IST`;
