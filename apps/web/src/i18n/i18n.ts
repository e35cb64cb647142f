/**
 * Translation for the web app (decision 090, docs/i18n.md): Lingui's core with catalogs compiled at build time.
 * `t('nav.cart')` answers the active language's text; keys are typed from the English catalog, so a wrong key
 * fails the typecheck. The app is drawn again under a new key when the language changes (main.tsx), so a plain
 * `t()` call in render is enough: no hook, no provider.
 */
import { i18n } from '@lingui/core';
import en from 'virtual:bazaar-catalog/en/core';
import loaders from 'virtual:bazaar-catalog-loaders';
import { ACCOUNT_LANGUAGES, DEFAULT_LANGUAGE, LANGUAGES, SWITCHER_LANGUAGES, type AccountLanguage, type Language } from './config';
import type { MessageCatalog } from '@bazaar/shared/i18n/translate';
import { FEATURE_PARTS, type Feature, type MessageId, type Part } from './parts';

export type { Language, AccountLanguage, MessageId };

i18n.load('en', { ...en });
// Numbers inside texts (plural `#`) are grouped the Indian way: the Intl locale of each language is en-IN / hi-IN.
i18n.activate('en', [LANGUAGES.en.intl]);

/** The active language's text for `id`, with its placeholders (`{name}`, plurals) filled from `values`. */
export function t(id: MessageId, values?: Record<string, string | number>): string {
  return i18n._(id, values);
}

export const currentLanguage = (): Language => i18n.locale as Language;

/** The Intl locale of the active language, for dates and numbers (lib/format.ts). */
export const intlLocale = (): string => LANGUAGES[currentLanguage()]?.intl ?? 'en-IN';

/** What API calls send as Accept-Language: the account languages only (the pseudo-locale asks for English). */
export const accountLanguage = (): AccountLanguage => {
  const l = currentLanguage();
  return (ACCOUNT_LANGUAGES as readonly string[]).includes(l) ? (l as AccountLanguage) : 'en';
};

/** Calls `onChange` after every change of language; returns the unsubscribe. */
export function onLanguageChange(onChange: () => void): () => void {
  return i18n.on('change', onChange);
}

export const STORAGE_KEY = 'bazaar.language';

export const isLanguage = (v: unknown): v is Language => typeof v === 'string' && Object.hasOwn(LANGUAGES, v);

/** The language chosen on this device (localStorage), or null when none was chosen here. */
export function deviceLanguage(): Language | null {
  try {
    const v = localStorage.getItem(STORAGE_KEY);
    return isLanguage(v) ? v : null;
  } catch {
    return null;
  }
}

/** The first of the browser's languages (Accept-Language) that Bazaar speaks; English when none. */
export function preferredLanguage(languages: readonly string[]): Language {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0] as Language;
    if (SWITCHER_LANGUAGES.includes(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The language to start in: `?lang=` once, else the device's choice, else the browser's languages. */
export function initialLanguage(): Language {
  const fromUrl = new URLSearchParams(window.location.search).get('lang');
  if (isLanguage(fromUrl)) {
    remember(fromUrl);
    return fromUrl;
  }
  return deviceLanguage() ?? preferredLanguage(navigator.languages ?? [navigator.language]);
}

function remember(language: Language) {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

/**
 * The shared schemas' validation messages in the active language (decision 106): the forms validate with the same
 * zod schemas as the server, whose messages are English text keyed catalogs translate (packages/shared/src/i18n).
 * A language's catalog loads with the first feature page (forms are never on the first page), beside its parts.
 */
const FORM_MESSAGES: Partial<Record<Language, () => Promise<MessageCatalog>>> = {
  hi: () => import('@bazaar/shared/i18n/hi').then((m) => m.SHARED_HI),
};
const formTranslators: Partial<Record<Language, (message: string) => string | undefined>> = {};
let formsNeeded = false;

async function loadFormMessages(language: Language): Promise<void> {
  const load = FORM_MESSAGES[language];
  if (!load || formTranslators[language]) return;
  const [catalog, { messageTranslator }] = await Promise.all([load(), import('@bazaar/shared/i18n/translate')]);
  formTranslators[language] = messageTranslator(catalog);
}

/** A validation message of the shared schemas (English, as zod gives it) in the active language; others as they are. */
export function formMessage(message: string): string {
  return formTranslators[currentLanguage()]?.(message) ?? message;
}

/** The parts loaded so far, as `"<language>/<part>"`, and the parts the pages shown so far need (in any language). */
const loaded = new Set<string>(['en/core']);
const needed = new Set<Part>(['core']);

async function loadPart(language: Language, part: Part): Promise<void> {
  const id = `${language}/${part}`;
  if (loaded.has(id)) return;
  const load = loaders[id];
  if (!load) throw new Error(`No catalog ${id}`);
  i18n.load(language, { ...(await load()).default });
  loaded.add(id);
}

/**
 * A feature's page loader that also loads the feature's catalog parts in the active language (app/router.tsx):
 * `lazy(withCatalog('cart', () => import('@/features/cart/cart-page')))`. The page draws once both are here.
 */
export function withCatalog<M>(feature: Feature, load: () => Promise<M>): () => Promise<M> {
  return async () => {
    const parts = FEATURE_PARTS[feature];
    for (const part of parts) needed.add(part);
    formsNeeded = true;
    const [module] = await Promise.all([load(), loadParts(parts), loadFormMessages(currentLanguage())]);
    return module;
  };
}

/** Loads `parts` in the active language, again if the language changed meanwhile. */
async function loadParts(parts: readonly Part[]): Promise<void> {
  let language: Language;
  do {
    language = currentLanguage();
    await Promise.all(parts.map((part) => loadPart(language, part)));
  } while (language !== currentLanguage());
}

/** Loads the language's parts that the pages shown so far need (once, lazily), makes it active, sets `<html lang>`. */
export async function activateLanguage(language: Language): Promise<void> {
  await Promise.all([...[...needed].map((part) => loadPart(language, part)), formsNeeded ? loadFormMessages(language) : undefined]);
  if (i18n.locale !== language) i18n.activate(language, [LANGUAGES[language].intl]);
  document.documentElement.lang = language === 'en' ? 'en-IN' : language;
}

/** The person's choice: activated and remembered on this device. */
export async function chooseLanguage(language: Language): Promise<void> {
  remember(language);
  await activateLanguage(language);
}
