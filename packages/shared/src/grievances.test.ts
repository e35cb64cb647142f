import { describe, expect, it } from 'vitest';
import {
  canReopen,
  DEFAULT_GRIEVANCE_SETTINGS,
  GRIEVANCE_STATUSES,
  grievanceBody,
  grievanceDeadlines,
  grievanceSettingsPatchBody,
  isOverdue,
  nextGrievanceStatus,
  type GrievanceAction,
  type GrievanceActor,
} from './grievances.js';

const ACTIONS: GrievanceAction[] = ['reply', 'resolve', 'reopen', 'escalate'];
const ACTORS: GrievanceActor[] = ['complainant', 'shop', 'platform', 'clock'];

describe('grievance transition table', () => {
  const to = (from: (typeof GRIEVANCE_STATUSES)[number], action: GrievanceAction, actor: GrievanceActor) => {
    const m = nextGrievanceStatus(from, action, actor);
    return m.ok ? m.to : null;
  };

  it('the shop or the platform answering an open ticket puts it in progress; the complainant writing changes nothing', () => {
    expect(to('Open', 'reply', 'shop')).toBe('InProgress');
    expect(to('Reopened', 'reply', 'platform')).toBe('InProgress');
    expect(to('Open', 'reply', 'complainant')).toBe('Open');
    expect(to('Escalated', 'reply', 'shop')).toBe('Escalated');
    expect(to('Resolved', 'reply', 'complainant')).toBeNull();
  });

  it('only the shop or the platform resolves, and only the platform an escalated ticket', () => {
    for (const from of ['Open', 'InProgress', 'Reopened'] as const) {
      expect(to(from, 'resolve', 'shop')).toBe('Resolved');
      expect(to(from, 'resolve', 'platform')).toBe('Resolved');
      expect(to(from, 'resolve', 'complainant')).toBeNull();
    }
    expect(to('Escalated', 'resolve', 'shop')).toBeNull();
    expect(to('Escalated', 'resolve', 'platform')).toBe('Resolved');
    expect(to('Resolved', 'resolve', 'platform')).toBeNull();
  });

  it('only the complainant reopens, only a resolved ticket', () => {
    expect(to('Resolved', 'reopen', 'complainant')).toBe('Reopened');
    for (const actor of ['shop', 'platform', 'clock'] as const) expect(to('Resolved', 'reopen', actor)).toBeNull();
    for (const from of GRIEVANCE_STATUSES.filter((s) => s !== 'Resolved')) expect(to(from, 'reopen', 'complainant')).toBeNull();
  });

  it('only the clock escalates, and only an unresolved ticket not yet escalated', () => {
    for (const from of ['Open', 'InProgress', 'Reopened'] as const) expect(to(from, 'escalate', 'clock')).toBe('Escalated');
    expect(to('Escalated', 'escalate', 'clock')).toBeNull();
    expect(to('Resolved', 'escalate', 'clock')).toBeNull();
    for (const actor of ['complainant', 'shop', 'platform'] as const) expect(to('Open', 'escalate', actor)).toBeNull();
  });

  it('every refusal carries a message a person can read, and every move lands on a known status', () => {
    for (const from of GRIEVANCE_STATUSES)
      for (const action of ACTIONS)
        for (const actor of ACTORS) {
          const m = nextGrievanceStatus(from, action, actor);
          if (m.ok) expect(GRIEVANCE_STATUSES).toContain(m.to);
          else expect(m.message.length).toBeGreaterThan(10);
        }
  });
});

describe('grievance clocks', () => {
  const filed = new Date('2026-11-27T10:00:00Z');

  it('defaults to the law: 48 hours to answer, 30 days to resolve, 14 days to reopen', () => {
    expect(DEFAULT_GRIEVANCE_SETTINGS).toEqual({ ackHours: 48, resolveDays: 30, reopenDays: 14 });
    const d = grievanceDeadlines(filed, DEFAULT_GRIEVANCE_SETTINGS);
    expect(d.respondBy.toISOString()).toBe('2026-11-29T10:00:00.000Z');
    expect(d.dueBy.toISOString()).toBe('2026-12-27T10:00:00.000Z');
  });

  it('is overdue when nobody answered in time, or it is not resolved by its due date', () => {
    const { respondBy, dueBy } = grievanceDeadlines(filed, DEFAULT_GRIEVANCE_SETTINGS);
    const g = { status: 'Open' as const, respondBy, dueBy, answeredAt: null };
    expect(isOverdue(g, new Date(respondBy.getTime()))).toBe(false);
    expect(isOverdue(g, new Date(respondBy.getTime() + 1))).toBe(true);
    const answered = { ...g, status: 'InProgress' as const, answeredAt: filed };
    expect(isOverdue(answered, new Date(respondBy.getTime() + 1))).toBe(false);
    expect(isOverdue(answered, new Date(dueBy.getTime() + 1))).toBe(true);
    expect(isOverdue({ ...answered, status: 'Resolved' }, new Date(dueBy.getTime() + 1))).toBe(false);
  });

  it('may be reopened for 14 days after the resolution, not after', () => {
    const resolved = new Date('2026-12-01T00:00:00Z');
    expect(canReopen(resolved, new Date('2026-12-15T00:00:00Z'), 14)).toBe(true);
    expect(canReopen(resolved, new Date('2026-12-15T00:00:01Z'), 14)).toBe(false);
    expect(canReopen(null, resolved, 14)).toBe(false);
  });
});

describe('grievance bodies', () => {
  it('names the field that is wrong', () => {
    const r = grievanceBody.safeParse({ subject: '', description: 'x', email: 'nope' });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => i.message);
    expect(messages).toContain('Subject is required');
    expect(messages).toContain('Email must be a valid email address');
  });

  it('keeps the clocks within the law', () => {
    expect(grievanceSettingsPatchBody.safeParse({ ackHours: 49 }).error?.issues[0]?.message).toBe('ackHours must be between 1 and 48 hours');
    expect(grievanceSettingsPatchBody.safeParse({ resolveDays: 31 }).error?.issues[0]?.message).toBe('resolveDays must be between 1 and 30 days');
    expect(grievanceSettingsPatchBody.safeParse({}).success).toBe(false);
    expect(grievanceSettingsPatchBody.safeParse({ ackHours: 24 }).success).toBe(true);
  });
});
