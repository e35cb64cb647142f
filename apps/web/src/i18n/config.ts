/**
 * The languages of the web app (decision 090, docs/i18n.md). Adding one is its catalog folder in `locales/` and a
 * line here: the code the server and `<html lang>` use, its name as its readers write it, and the Intl locale for
 * dates and numbers. Its catalog parts load lazily (English's `core` is in the first page).
 */
export const LANGUAGES = {
  en: { label: 'English', intl: 'en-IN' },
  hi: { label: 'हिन्दी', intl: 'hi-IN' },
  // The pseudo-locale (accented, 40 % longer) for finding hard-coded strings and clipped layouts: never offered
  // in the switcher, chosen with localStorage `bazaar.language` = `en-XA` (or `?lang=en-XA` once).
  'en-XA': { label: 'Ƥşéûðö', intl: 'en-IN' },
} as const satisfies Record<string, { label: string; intl: string }>;

export type Language = keyof typeof LANGUAGES;

/** What the switcher offers, in this order. */
export const SWITCHER_LANGUAGES: Language[] = ['en', 'hi'];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The languages a person's account can keep (the pseudo-locale is a tool, not a language). */
export const ACCOUNT_LANGUAGES = ['en', 'hi'] as const;
export type AccountLanguage = (typeof ACCOUNT_LANGUAGES)[number];
