import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryCodeOf, countryName, originCountrySchema } from './countries.js';

describe('country of origin', () => {
  it('lists every ISO 3166-1 country once, with India', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(COUNTRY_CODES).toContain('IND');
  });

  it('reads a country from its alpha-3 or alpha-2 code or its English name, in any case', () => {
    expect(countryCodeOf('IND')).toBe('IND');
    expect(countryCodeOf(' ind ')).toBe('IND');
    expect(countryCodeOf('IN')).toBe('IND');
    expect(countryCodeOf('India')).toBe('IND');
    expect(countryCodeOf('Bharat')).toBe('IND');
    expect(countryCodeOf('china')).toBe('CHN');
    expect(countryCodeOf('United  States')).toBe('USA');
    expect(countryCodeOf('Sri Lanka')).toBe('LKA');
    expect(countryCodeOf('Made in Japan')).toBe('JPN');
    expect(countryCodeOf('somewhere')).toBeUndefined();
    expect(countryCodeOf('XYZ')).toBeUndefined();
    expect(countryCodeOf('')).toBeUndefined();
    expect(countryCodeOf(undefined)).toBeUndefined();
  });

  it('names a country in the reader’s language', () => {
    expect(countryName('IND', 'en')).toBe('India');
    expect(countryName('IND', 'hi')).toBe('भारत');
    expect(countryName('NPL', 'en')).toBe('Nepal');
    expect(countryName('ZZZ', 'en')).toBe('ZZZ');
  });

  it('keeps the code, and refuses what names no country with a message', () => {
    expect(originCountrySchema.parse('Nepal')).toBe('NPL');
    const bad = originCountrySchema.safeParse('Atlantis');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('originCountry must be a country: its 3-letter ISO code (IND) or its English name (India)');
  });
});
