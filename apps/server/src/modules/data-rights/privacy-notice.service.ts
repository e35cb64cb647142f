import type { Language, PrivacyNoticeDto } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { PRIVACY_BLOCKS } from '../../i18n/privacy-hi.js';
import { notFound } from '../../lib/errors.js';
import { noticeAt } from './privacy.repo.js';

/**
 * A version's text in `language`, and the language it is in: translated line by line (a heading or a paragraph; a
 * blank line stays blank) when the catalog has every line, else the English text whole, never half and half.
 */
export function noticeIn(text: string, language: Language): { text: string; language: Language } {
  const lines = language === 'en' ? undefined : PRIVACY_BLOCKS[language];
  if (!lines) return { text, language: 'en' };
  const parts = text.split('\n').map((line) => (line.trim() === '' ? line : lines[line.trim()]));
  if (parts.some((p) => p === undefined)) return { text, language: 'en' };
  return { text: parts.join('\n'), language };
}

/** The privacy notice in force at `now` (dated versions, decision 085), in `language` where its catalog has it. */
export async function currentPrivacyNotice(db: Db, now: Date, language: Language = 'en'): Promise<PrivacyNoticeDto> {
  const n = await noticeAt(db, now);
  if (!n) throw notFound('Privacy notice');
  return { version: n.version, effectiveFrom: n.effectiveFrom.toISOString(), ...noticeIn(n.text, language) };
}

/**
 * The consent a new account records (issue 26 #7): the version in force and the moment. `ticked` when the form's box
 * was sent; `registered` for the spec's register call, which has no such field (registering was the act; decision 085).
 */
export async function consentAt(
  db: Db,
  now: Date,
  ticked: boolean | undefined,
): Promise<{ privacyNoticeVersion: number | null; privacyConsentAt: Date; privacyConsentHow: 'ticked' | 'registered' }> {
  const n = await noticeAt(db, now);
  return { privacyNoticeVersion: n?.version ?? null, privacyConsentAt: now, privacyConsentHow: ticked ? 'ticked' : 'registered' };
}
