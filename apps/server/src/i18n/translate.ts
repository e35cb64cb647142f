import type { Language } from '@bazaar/shared';
import { SHARED_HI } from '@bazaar/shared/i18n/hi';
import { messageTranslator, type MessageCatalog } from '@bazaar/shared/i18n/translate';
import { HI_FRAGMENTS, HI_MESSAGES, HI_TERMS } from './hi.js';

/**
 * The server's messages in the user's language (issue 28, decision 091), by the English text the code writes; how a
 * catalog is read is in packages/shared/src/i18n/translate.ts. A language's catalog is the server's own file and the
 * one of `packages/shared` (its schemas' messages, which the web app's forms show too: decision 106).
 */
export type Catalog = MessageCatalog;

const merge = (shared: MessageCatalog, own: MessageCatalog): MessageCatalog => ({
  messages: { ...shared.messages, ...own.messages },
  terms: { ...shared.terms, ...own.terms },
  fragments: { ...shared.fragments, ...own.fragments },
});

/** For the completeness test: the catalogs by language. */
export const SERVER_CATALOGS: Partial<Record<Language, Catalog>> = {
  hi: merge(SHARED_HI, { messages: HI_MESSAGES, terms: HI_TERMS, fragments: HI_FRAGMENTS }),
};

const TRANSLATORS: Partial<Record<Language, (message: string) => string | undefined>> = Object.fromEntries(
  Object.entries(SERVER_CATALOGS).map(([language, catalog]) => [language, messageTranslator(catalog)]),
);

/** `message` in `language`; the English text itself when the language is English or the catalog lacks it. */
export function translateMessage(message: string, language: Language): string {
  const translate = TRANSLATORS[language];
  if (!translate || !message) return message;
  return translate(message) ?? message;
}
