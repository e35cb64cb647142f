// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, SHOP_CATEGORIES, unitLabel, UNIT_DEFS } from '@bazaar/shared';
import { activateLanguage } from '@/i18n/i18n';
import { categoryText, orderStatusText, unitText } from './labels';

afterEach(() => activateLanguage('en'));

describe('words from packages/shared, in the active language', () => {
  it('reads in English exactly as the shared lists write them', () => {
    expect(ORDER_STATUSES.map(orderStatusText)).toEqual(['Pending', 'Confirmed', 'Packed', 'Out for delivery', 'Delivered', 'Cancelled', 'Refused']);
    expect(SHOP_CATEGORIES.map((c) => categoryText(c.label))).toEqual(SHOP_CATEGORIES.map((c) => c.label));
    expect(categoryText('Clothing')).toBe('Clothing');
    for (const u of UNIT_DEFS) expect(unitText(unitLabel(u.value, 6))).toBe(unitLabel(u.value, 6));
    expect(unitText('100 g')).toBe('100 g');
  });

  it('translates every status, category and unit word into Hindi, and keeps symbols and numbers', async () => {
    await activateLanguage('hi');
    expect(ORDER_STATUSES.map(orderStatusText)).toEqual(['पेंडिंग', 'कन्फ़र्म हुआ', 'पैक हुआ', 'डिलीवरी के लिए निकला', 'डिलीवर हुआ', 'रद्द हुआ', 'लेने से मना किया']);
    expect(categoryText('Grocery')).toBe('किराना');
    expect(categoryText('Fashion&Design')).toBe('फ़ैशन और डिज़ाइन');
    expect(categoryText('Construction')).toBe('बिल्डिंग मटीरियल');
    expect(unitText('kg')).toBe('kg');
    expect(unitText('4 L')).toBe('4 L');
    expect(unitText('piece')).toBe('पीस');
    expect(unitText('set of 6')).toBe('6 का सेट');
    expect(unitText('2.5 metre')).toBe('2.5 मीटर');
    // Every count unit has a Hindi word (a new one in packages/shared fails here until it has).
    for (const u of UNIT_DEFS.filter((d) => d.kind === 'count' || d.value === 'metre')) expect(unitText(u.value), u.value).not.toBe(u.value);
  });

  it('shows a value the lists do not know as it is, in any language', async () => {
    await activateLanguage('hi');
    expect(orderStatusText('Lost')).toBe('Lost');
    expect(categoryText('Toys')).toBe('Toys');
    expect(unitText('bundle')).toBe('bundle');
    expect(unitText('bundle of 3')).toBe('3 का bundle');
  });
});
