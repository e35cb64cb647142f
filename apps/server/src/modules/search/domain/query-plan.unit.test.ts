import { describe, expect, it } from 'vitest';
import { planQuery, wordsToLookUp, type VocabFacts } from './query-plan.js';
import { SYNONYMS } from './synonyms.js';

const vocab = (known: string[], similar: Record<string, string[]> = {}): VocabFacts => ({ known: new Set(known), similar: new Map(Object.entries(similar)) });
const plan = (q: string, v = vocab([]), prefixLast = true) => planQuery(q, SYNONYMS, v, { prefixLast })!;

describe('reading a query', () => {
  it('matches whole words: "atta" looks for ata and its synonyms, never a word that merely contains it', () => {
    const p = plan('atta', vocab(['ata', 'dupat']));
    expect(p.units[0]!.alternatives).toContain('ata');
    expect(p.units[0]!.alternatives).toContain('flour');
    expect(p.all).not.toContain('dupat');
    expect(p.all).not.toContain(':*');
  });

  it('does not widen a word it knows: "sari" is not a prefix of Sariya', () => {
    expect(plan('sari').all).not.toContain('sari:*');
    expect(plan('sar').all).toContain('sar:*');
  });

  it('takes the last unknown word as a prefix while typing, and only the last', () => {
    expect(plan('basmati chaw').all).toContain('cav:*');
    expect(plan('chaw basmati', vocab(['basmati'])).all).not.toContain(':*');
    expect(plan('chaw', vocab([]), false).all).not.toContain(':*');
  });

  it('forgives one edit from 5 letters and two from 9, and says which word it read', () => {
    const p = plan('samsng', vocab([], { samsng: ['samsung', 'sam'] }));
    expect(p.units[0]!.alternatives).toContain('samsung');
    expect(p.corrected).toBe('samsung');
    expect(plan('samsnk', vocab([], { samsnk: ['samsung'] })).corrected).toBeNull();
    expect(plan('sari', vocab([], { sari: ['sary'] })).corrected).toBeNull();
  });

  it('reads synonym phrases whole and drops stopwords', () => {
    const p = plan('t shirt for men', vocab(['men']));
    expect(p.units.map((u) => u.text)).toEqual(['t sirt', 'men']);
    expect(p.units[0]!.typed).toBe('t shirt');
    expect(p.inName).toContain('(t:A & sirt:A)');
  });

  it('needs the database only for words no synonym knows', () => {
    expect(wordsToLookUp('chawal samsng 5 kg', SYNONYMS)).toEqual(['samsng', 'kg']);
  });

  it('answers nothing for a query without a word', () => {
    expect(planQuery('%% --', SYNONYMS, vocab([]), { prefixLast: true })).toBeNull();
  });
});

describe('vowel-only typos', () => {
  it('forgives one edit more when the words differ only in vowels ("sneekers" for sneakers)', () => {
    const p = planQuery('sneekers', SYNONYMS, vocab([], { sniker: ['sneaker'] }), { prefixLast: false })!;
    expect(p.corrected).toBe('sneaker');
    expect(planQuery('snookers', SYNONYMS, vocab([], { snuker: ['sneaker'] }), { prefixLast: false })!.corrected).toBe('sneaker');
    expect(planQuery('sneakrs', SYNONYMS, vocab([], { sneakr: ['sneaker'] }), { prefixLast: false })!.corrected).toBe('sneaker');
    expect(planQuery('smsng', SYNONYMS, vocab([], { smsng: ['samsung'] }), { prefixLast: false })!.corrected).toBe('samsung');
    expect(planQuery('snaxers', SYNONYMS, vocab([], { snaxer: ['sneaker'] }), { prefixLast: false })!.corrected).toBeNull();
  });
});
