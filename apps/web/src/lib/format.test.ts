import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRupees, formatOptions, formatTotal, plural } from './format';

describe('formatRupees', () => {
  it('groups digits the Indian way (lakh, crore) with two decimals', () => {
    expect(formatRupees(1234567.5)).toBe('₹12,34,567.50');
    expect(formatRupees(100000)).toBe('₹1,00,000.00');
    expect(formatRupees(123456789)).toBe('₹12,34,56,789.00');
    expect(formatRupees(999)).toBe('₹999.00');
    expect(formatRupees(60)).toBe('₹60.00');
    expect(formatRupees(0)).toBe('₹0.00');
  });

  it('rounds to paise', () => {
    expect(formatRupees(0.1 + 0.2)).toBe('₹0.30');
    expect(formatRupees(19.999)).toBe('₹20.00');
  });

  it('formatTotal shows cart totals the same way (spec §9: 2 decimals)', () => {
    expect(formatTotal(1060)).toBe('₹1,060.00');
  });
});

describe('dates are shown in Indian Standard Time', () => {
  it('formatDateTime names the IST time and says so', () => {
    expect(formatDateTime('2025-11-22T06:15:00Z')).toBe('22 Nov 2025, 11:45 am IST');
  });

  it('formatDate gives the IST calendar day, which can be a day after UTC', () => {
    // 20:00 UTC on the 21st is 01:30 on the 22nd in India.
    expect(formatDate('2025-11-21T20:00:00Z')).toBe('22 Nov 2025');
    expect(formatDateTime('2025-11-21T20:00:00Z')).toBe('22 Nov 2025, 1:30 am IST');
  });

  it('shows -- for a missing or unreadable date instead of "Invalid Date"', () => {
    for (const bad of [null, undefined, '', 'not a date']) {
      expect(formatDateTime(bad)).toBe('--');
      expect(formatDate(bad)).toBe('--');
    }
  });
});

describe('formatOptions', () => {
  it('reads a variant’s options in their order, and nothing for a product without options', () => {
    expect(formatOptions({ Size: '8', Colour: 'Red' })).toBe('Size: 8 · Colour: Red');
    expect(formatOptions({})).toBe('');
    expect(formatOptions(undefined)).toBe('');
  });
});

describe('plural', () => {
  it('uses the singular for exactly one only', () => {
    expect(plural(1, 'item')).toBe('1 item');
    expect(plural(0, 'item')).toBe('0 items');
    expect(plural(2, 'item')).toBe('2 items');
    expect(plural(3, 'delivery', 'deliveries')).toBe('3 deliveries');
  });
});
