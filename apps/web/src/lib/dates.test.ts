import { describe, expect, it } from 'vitest';
import { dmyToIso, isoToDmy } from './dates';

describe('day-first dates (dd/mm/yyyy)', () => {
  it('reads the day before the month', () => {
    expect(dmyToIso('05/11/2026')).toBe('2026-11-05');
    expect(dmyToIso('5/1/2026')).toBe('2026-01-05');
    expect(dmyToIso(' 12-03-2026 ')).toBe('2026-03-12');
    expect(dmyToIso('31.12.2025')).toBe('2025-12-31');
    expect(dmyToIso('29/02/2028')).toBe('2028-02-29');
  });

  it('refuses what is not a real day or not day-first with a four-digit year', () => {
    for (const bad of ['', '2026-11-05', '11/31/2026', '31/11/2026', '29/02/2026', '00/01/2026', '05/13/2026', '5/11/26', 'today', '05/11/2026x'])
      expect(dmyToIso(bad), bad).toBeNull();
  });

  it('writes an ISO day back as dd/mm/yyyy', () => {
    expect(isoToDmy('2026-11-05')).toBe('05/11/2026');
    expect(isoToDmy('')).toBe('');
    expect(isoToDmy('5/11/2026')).toBe('');
  });
});
