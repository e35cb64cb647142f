import { describe, expect, it } from 'vitest';
import { dataKey, openData, opensWith, parseDataKey, parseDataKeys, sealData, sealedWith } from './data-seal.js';

describe('data sealed at rest (decision 100)', () => {
  it('seals and opens with the same key and context; the sealed form holds nothing of the value', () => {
    const k = dataKey(Buffer.alloc(32, 9));
    const sealed = sealData('123456789012', k, 'return-1');
    expect(sealed).toMatch(/^d1\.[0-9a-f]{16}\./);
    expect(sealed).not.toContain('123456789012');
    expect(sealData('123456789012', k, 'return-1')).not.toBe(sealed); // a fresh IV each time
    expect(openData(sealed, k, 'return-1')).toBe('123456789012');
    expect(sealedWith(sealed, k)).toBe(true);
    expect(k.ephemeral).toBe(false);
  });

  it('does not open under another key, another context, or tampered', () => {
    const k = dataKey(Buffer.alloc(32, 9));
    const sealed = sealData('123456789012', k, 'return-1');
    const other = dataKey();
    expect(other.ephemeral).toBe(true);
    expect(sealedWith(sealed, other)).toBe(false);
    expect(openData(sealed, other, 'return-1')).toBeUndefined();
    expect(openData(sealed, k, 'return-2')).toBeUndefined();
    const parts = sealed.split('.');
    parts[4] = Buffer.from('999999999999').toString('base64url');
    expect(openData(parts.join('.'), k, 'return-1')).toBeUndefined();
    expect(openData('not sealed', k, 'return-1')).toBeUndefined();
  });

  it('after a rotation, a previous key still opens what it sealed, never seals, and is told apart from the current', () => {
    const old = dataKey(Buffer.alloc(32, 1));
    const sealed = sealData('123456789012', old, 'return-1');
    const ring = dataKey(Buffer.alloc(32, 2), [Buffer.alloc(32, 1)]);
    expect(ring.previous.map((p) => p.id)).toEqual([old.id]);
    expect(openData(sealed, ring, 'return-1')).toBe('123456789012');
    expect(openData(sealed, ring, 'return-2')).toBeUndefined();
    expect(sealedWith(sealed, ring)).toBe(false);
    expect(opensWith(sealed, ring)).toBe(true);
    const resealed = sealData('123456789012', ring, 'return-1');
    expect(sealedWith(resealed, ring)).toBe(true);
    expect(openData(resealed, old, 'return-1')).toBeUndefined(); // the old key alone cannot open the new form
    // A value whose key is in no ring stays closed; the current key listed as previous too is not kept twice.
    expect(opensWith(sealed, dataKey(Buffer.alloc(32, 3)))).toBe(false);
    expect(dataKey(Buffer.alloc(32, 2), [Buffer.alloc(32, 2)]).previous).toEqual([]);
  });

  it('DATA_KEY_PREVIOUS is a comma-separated list of such keys', () => {
    expect(parseDataKeys(`${'ab'.repeat(32)}, ${'cd'.repeat(32)}`)).toEqual([Buffer.alloc(32, 0xab), Buffer.alloc(32, 0xcd)]);
    expect(parseDataKeys(`${'ab'.repeat(32)},short`)).toBeUndefined();
    expect(parseDataKeys('')).toEqual([]);
  });

  it('DATA_KEY is exactly 64 hex digits', () => {
    expect(parseDataKey('ab'.repeat(32))).toEqual(Buffer.alloc(32, 0xab));
    expect(parseDataKey(` ${'AB'.repeat(32)}\n`)).toEqual(Buffer.alloc(32, 0xab));
    expect(parseDataKey('ab'.repeat(31))).toBeUndefined();
    expect(parseDataKey(Buffer.alloc(32, 7).toString('base64'))).toBeUndefined();
    expect(parseDataKey('zz'.repeat(32))).toBeUndefined();
  });
});
