import {
  DEFAULT_GRIEVANCE_SETTINGS,
  type GrievanceOfficer,
  type GrievanceSettingsPatchBody,
  type GrievanceSettingsView,
  type PublicGrievanceInfo,
} from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/auth.js';
import { insertGrievanceSettings, selectCurrentGrievanceSettings, type GrievanceSettingsRow } from './grievances.repo.js';

/** The complaint clocks and the grievance officer (issue 26 #5; decision 081): dated versions, never edited (decision 021). */
export interface GrievanceSettingsNow {
  ackHours: number;
  resolveDays: number;
  reopenDays: number;
  officer: GrievanceOfficer | null;
  version: number;
  effectiveFrom: Date | null;
}

const settingsOf = (row: GrievanceSettingsRow | undefined): GrievanceSettingsNow =>
  row
    ? {
        ackHours: row.ackHours,
        resolveDays: row.resolveDays,
        reopenDays: row.reopenDays,
        officer: row.officer ?? null,
        version: row.version,
        effectiveFrom: row.effectiveFrom,
      }
    : { ...DEFAULT_GRIEVANCE_SETTINGS, officer: null, version: 0, effectiveFrom: null };

/** The clocks and the officer in force: the latest version, or the law's figures and no officer. */
export async function grievanceSettingsNow(db: Db): Promise<GrievanceSettingsNow> {
  return settingsOf(await selectCurrentGrievanceSettings(db));
}

const settingsView = (s: GrievanceSettingsNow): GrievanceSettingsView => ({
  ackHours: s.ackHours,
  resolveDays: s.resolveDays,
  reopenDays: s.reopenDays,
  grievanceOfficer: s.officer,
  version: s.version,
  effectiveFrom: s.effectiveFrom?.toISOString() ?? null,
});

export async function grievanceSettingsForOwner(db: Db): Promise<GrievanceSettingsView> {
  return settingsView(await grievanceSettingsNow(db));
}

/** What the contact page, the footer and the grievance page show. */
export async function publicGrievanceInfo(db: Db): Promise<PublicGrievanceInfo> {
  const s = await grievanceSettingsNow(db);
  return { grievanceOfficer: s.officer, ackHours: s.ackHours, resolveDays: s.resolveDays, reopenDays: s.reopenDays };
}

/** Appends a version with every value after the change; the loser of a race for the version number reads again. */
export async function changeGrievanceSettings(
  db: Db,
  user: SessionUser,
  change: GrievanceSettingsPatchBody,
  now: Date,
): Promise<{ message: string; settings: GrievanceSettingsView }> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const current = await grievanceSettingsNow(db);
    const next = {
      ackHours: change.ackHours ?? current.ackHours,
      resolveDays: change.resolveDays ?? current.resolveDays,
      reopenDays: change.reopenDays ?? current.reopenDays,
      officer: change.grievanceOfficer ?? current.officer,
    };
    const changed = (['ackHours', 'resolveDays', 'reopenDays'] as const).filter((k) => next[k] !== current[k]) as string[];
    if (JSON.stringify(next.officer) !== JSON.stringify(current.officer)) changed.push('grievanceOfficer');
    if (!changed.length) return { message: 'Nothing changed: these are the settings in force', settings: settingsView(current) };
    const written = await insertGrievanceSettings(db, {
      version: current.version + 1,
      ...next,
      changed,
      changedBy: user.id,
      changedByName: user.name,
      effectiveFrom: now,
    });
    if (written)
      return { message: `Saved (${changed.join(', ')}); new clocks apply to complaints filed from now`, settings: await grievanceSettingsForOwner(db) };
  }
  throw conflict('The settings were being changed by someone else at the same time; please try again');
}
