import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance, editsAllowed } from './edit-distance.js';

describe('edit distance and the typo allowance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps as one edit each', () => {
    expect(editDistance('samsng', 'samsung')).toBe(1);
    expect(editDistance('sandlas', 'sandals')).toBe(1);
    expect(editDistance('mobil', 'mobile')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('stops past the allowance and answers allowance + 1', () => {
    expect(editDistance('abcdefgh', 'zzzzzzzz', 2)).toBe(3);
  });

  it('is a distance: zero only for equal words, symmetric', () => {
    const w = fc.string({ unit: fc.constantFrom(...'abcde'), maxLength: 8 });
    fc.assert(fc.property(w, w, (a, b) => editDistance(a, b) === editDistance(b, a) && (editDistance(a, b) === 0) === (a === b)));
  });

  it('forgives no edit below 5 letters, one from 5, two from 9', () => {
    expect([editsAllowed('sari'), editsAllowed('mobil'), editsAllowed('smartphon'), editsAllowed('refrigerator')]).toEqual([0, 1, 2, 2]);
  });
});
