import type { PrivacyNoticeDto } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { noticeAt } from './privacy.repo.js';

/** The privacy notice in force at `now` (dated versions, decision 085). */
export async function currentPrivacyNotice(db: Db, now: Date): Promise<PrivacyNoticeDto> {
  const n = await noticeAt(db, now);
  if (!n) throw notFound('Privacy notice');
  return { version: n.version, effectiveFrom: n.effectiveFrom.toISOString(), text: n.text };
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
