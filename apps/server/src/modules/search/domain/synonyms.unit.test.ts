import { describe, expect, it } from 'vitest';
import { normalise } from './normalise.js';
import { SYNONYM_GROUPS, SYNONYMS } from './synonyms.js';

describe('the synonym file (synonyms.json)', () => {
  it('has at least 300 entries across grocery, clothing, footwear, electronics, home and construction', () => {
    expect(SYNONYM_GROUPS.flatMap((g) => g.terms).length).toBeGreaterThanOrEqual(300);
    const domains = new Set(SYNONYM_GROUPS.map((g) => g.domain));
    for (const d of ['grocery', 'food', 'clothing', 'footwear', 'electronics', 'home', 'construction']) expect(domains).toContain(d);
    expect([...domains].every((d) => ['grocery', 'food', 'clothing', 'footwear', 'electronics', 'home', 'construction'].includes(d))).toBe(true);
  });

  it('has groups of at least two words, each a word the normaliser keeps, without repeats in a group', () => {
    for (const g of SYNONYM_GROUPS) {
      expect(g.terms.length, g.terms[0]).toBeGreaterThanOrEqual(2);
      for (const t of [...g.terms, ...(g.includes ?? [])]) {
        expect(t, t).toBe(t.trim());
        expect(normalise(t), t).not.toBe('');
      }
      expect(new Set(g.terms).size, g.terms[0]).toBe(g.terms.length);
    }
  });

  it('joins the issue’s examples: chawal = rice = चावल, joote = shoes ⊃ sneakers, doodh = milk, atta = flour, mobile = phone', () => {
    const finds = (a: string, b: string) => SYNONYMS.expansions.get(normalise(a))?.has(normalise(b)) ?? false;
    expect(finds('chawal', 'rice') && finds('चावल', 'rice') && finds('rice', 'chawal')).toBe(true);
    expect(finds('joote', 'shoes') && finds('shoes', 'sneakers') && finds('juta', 'sandals')).toBe(true);
    expect(finds('sneakers', 'sandals')).toBe(false);
    expect(finds('doodh', 'milk') && finds('aata', 'flour') && finds('mobile', 'smartphone') && finds('phone', 'mobile')).toBe(true);
  });
});
