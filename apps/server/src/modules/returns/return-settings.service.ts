import { DEFAULT_REFUND_OVERDUE_DAYS, DEFAULT_RETURN_DECIDE_HOURS, type ReturnSettingsBody, type ReturnSettingsReply } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/auth.js';
import { insertReturnSettings, selectReturnSettingsAt, selectReturnSettingsHistory } from './return-settings.repo.js';

/**
 * The return clocks in force at `at` (decision 092): read at the event they time (a request's decide-by, a receipt's
 * refund-due-by), so a change applies to events after it and never moves a deadline already set. Migration 0050
 * seeds version 1 (48 hours, 7 days); the constants answer only for a database without it.
 */
export async function returnClocksAt(db: Db, at: Date): Promise<{ decideHours: number; refundDays: number }> {
  const row = await selectReturnSettingsAt(db, at);
  return row ?? { decideHours: DEFAULT_RETURN_DECIDE_HOURS, refundDays: DEFAULT_REFUND_OVERDUE_DAYS };
}

export async function getReturnSettings(db: Db, now: Date): Promise<ReturnSettingsReply> {
  const history = await selectReturnSettingsHistory(db);
  const current = (await selectReturnSettingsAt(db, now)) ?? history[history.length - 1];
  const iso = (d: Date) => d.toISOString();
  return {
    decideHours: current?.decideHours ?? DEFAULT_RETURN_DECIDE_HOURS,
    refundDays: current?.refundDays ?? DEFAULT_REFUND_OVERDUE_DAYS,
    version: current?.version ?? 0,
    effectiveFrom: current ? iso(current.effectiveFrom) : iso(new Date(0)),
    history: history.map((h) => ({ version: h.version, decideHours: h.decideHours, refundDays: h.refundDays, effectiveFrom: iso(h.effectiveFrom) })),
  };
}

/** Appends a version in force from now (decision 021: settings are never edited); of two at once, the loser retries. */
export async function setReturnSettings(db: Db, user: SessionUser, body: ReturnSettingsBody, now: Date): Promise<ReturnSettingsReply> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const version = ((await selectReturnSettingsHistory(db))[0]?.version ?? 0) + 1;
    if (await insertReturnSettings(db, { version, ...body, effectiveFrom: now, changedBy: user.id })) return getReturnSettings(db, now);
  }
  throw conflict('The return settings were being changed by someone else at the same time: please try again');
}
